import { Center, Loader, Text } from '@mantine/core';
import type { HTMLAttributes, ReactNode } from 'react';
import classes from './infinite-virtual-table.module.css';
import { type InfiniteVirtualizerOptions, useInfiniteVirtualizer } from './use-infinite-virtualizer.ts';

type InfiniteVirtualTableProps<T> = InfiniteVirtualizerOptions<T> & {
  /** CSS grid columns shared by the header and every row. */
  columns: string;
  /** The header's <th> cells. */
  header: ReactNode;
  /** A row's <td> cells; a cell with `gridColumn: '1 / -1'` takes a line of its own (an expanded row's details). */
  renderCells: (item: T, index: number) => ReactNode;
  rowProps?: (
    item: T,
    index: number,
  ) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, unknown>;
  /** Height of the scrolling area (the header stays on top). */
  height: number | string;
  /** Every row there is, loaded or not (aria-rowcount). */
  totalCount?: number;
  empty: ReactNode;
  'aria-label': string;
};

/**
 * A table that renders only the rows in view and asks for the next page as its end comes near, so tens of
 * thousands of rows scroll smoothly (000 §9: lists grow by a step on scroll). It stays a real table for
 * assistive technology: rows keep their place through aria-rowindex.
 */
export function InfiniteVirtualTable<T>({
  columns,
  header,
  renderCells,
  rowProps,
  height,
  totalCount,
  empty,
  'aria-label': ariaLabel,
  ...options
}: InfiniteVirtualTableProps<T>) {
  const { scrollRef, virtualizer, rows: virtualItems, count } = useInfiniteVirtualizer(options);
  const { items, estimateSize } = options;

  const grid = { gridTemplateColumns: columns };
  return (
    // The scrolling area takes the keyboard focus itself, so its rows scroll with the arrow keys even when no row
    // holds a control (WCAG 2.1.1; axe: scrollable-region-focusable).
    // biome-ignore lint/a11y/useSemanticElements: the virtualizer measures this div
    <div
      ref={scrollRef}
      className={classes.scroll}
      style={{ height }}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      role="region"
      aria-label={ariaLabel}
    >
      <table className={classes.table} aria-label={ariaLabel} aria-rowcount={(totalCount ?? count) + 1}>
        <thead className={classes.head}>
          <tr className={classes.row} style={grid} aria-rowindex={1}>
            {header}
          </tr>
        </thead>
        <tbody
          className={classes.body}
          style={{ height: count === 0 ? undefined : virtualizer.getTotalSize() }}
        >
          {count === 0 && (
            <tr className={classes.row}>
              <td className={classes.full}>
                <Center py="xl">
                  <Text c="dimmed">{empty}</Text>
                </Center>
              </td>
            </tr>
          )}
          {virtualItems.map((v) => {
            const item = items[v.index];
            const extra = item === undefined ? undefined : rowProps?.(item, v.index);
            return (
              <tr
                key={v.key}
                {...extra}
                data-index={v.index}
                ref={virtualizer.measureElement}
                aria-rowindex={v.index + 2}
                className={`${classes.row} ${classes.virtual} ${extra?.className ?? ''}`}
                style={{ ...grid, transform: `translateY(${v.start}px)` }}
              >
                {item === undefined ? (
                  <td className={classes.full}>
                    <Center h={estimateSize}>
                      <Loader size="sm" />
                    </Center>
                  </td>
                ) : (
                  renderCells(item, v.index)
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

import { Center, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { type InfiniteVirtualizerOptions, useInfiniteVirtualizer } from './use-infinite-virtualizer.ts';

type InfiniteVirtualListProps<T> = InfiniteVirtualizerOptions<T> & {
  renderItem: (item: T, index: number) => ReactNode;
  /** Height of the scrolling area. */
  height: number | string;
  empty?: ReactNode;
  'aria-label'?: string;
};

/**
 * A list that renders only the rows in view and asks for the next page as the end comes near, so tens of
 * thousands of rows scroll smoothly. Rows are measured, so a row may change its height.
 */
export function InfiniteVirtualList<T>({
  renderItem,
  height,
  empty,
  'aria-label': ariaLabel,
  ...options
}: InfiniteVirtualListProps<T>) {
  const { scrollRef, virtualizer, rows } = useInfiniteVirtualizer(options);
  const { items, estimateSize, pages } = options;

  if (items.length === 0 && !pages.hasNextPage) {
    return (
      <Center h={height}>
        <Text c="dimmed">{empty}</Text>
      </Center>
    );
  }

  return (
    <section ref={scrollRef} style={{ height, overflowY: 'auto', contain: 'strict' }} aria-label={ariaLabel}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {rows.map((v) => (
          <div
            key={v.key}
            data-index={v.index}
            ref={virtualizer.measureElement}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${v.start}px)`,
            }}
          >
            {v.index < items.length ? (
              renderItem(items[v.index]!, v.index)
            ) : (
              <Center h={estimateSize}>
                <Loader size="sm" />
              </Center>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}

import { useVirtualizer } from '@tanstack/react-virtual';
import { type Key, useEffect, useRef } from 'react';

/** What a growing list needs of its paged query (a `useGqlPages` answer is one). */
export type GrowingPages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

export type InfiniteVirtualizerOptions<T> = {
  items: readonly T[];
  getKey: (item: T) => Key;
  /** Height of a row before it is measured; rows are measured, so one may grow (an expanded row). */
  estimateSize: number;
  pages: GrowingPages;
  /** Fetch the next page this many rows before the end comes into view. */
  threshold?: number;
};

/**
 * The rows in view of a paged list in a scrolling element, and the next page asked for as its end comes near
 * (000 §9: lists grow by a step on scroll). While pages remain there is one row more than loaded: the loader.
 */
export function useInfiniteVirtualizer<T>({
  items,
  getKey,
  estimateSize,
  pages: { hasNextPage, isFetchingNextPage, fetchNextPage },
  threshold = 20,
}: InfiniteVirtualizerOptions<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const count = items.length + (hasNextPage ? 1 : 0);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    getItemKey: (index) => (index < items.length ? getKey(items[index]!) : '__loader'),
    overscan: 8,
  });
  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= items.length - threshold) fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, lastIndex, items.length, threshold, fetchNextPage]);

  return { scrollRef, virtualizer, rows, count };
}

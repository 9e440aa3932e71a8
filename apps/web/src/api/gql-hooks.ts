import {
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseMutationOptions,
  type UseQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import type { TypedDocumentString } from '../gql/graphql.ts';
import { changesOf, type Removed, useRefreshRemoving } from './changes.ts';
import { gqlRequest } from './graphql-client.ts';

type Doc<TResult, TVariables> = TypedDocumentString<TResult, TVariables>;

/** The operation's own name, as written in its document (`query DashboardSummary(...)` → `DashboardSummary`). */
export function operationName(document: { toString(): string }): string {
  const match = /\b(?:query|mutation)\s+([A-Za-z_]\w*)/.exec(document.toString());
  if (!match?.[1]) throw new Error('A GraphQL document without an operation name');
  return match[1];
}

/**
 * The cache key of an answer: the operation's name, then its variables. Every answer of one operation shares the
 * first element, so `changes.ts` can refresh an operation for all variables at once.
 */
export function gqlKey(document: { toString(): string }, variables?: unknown): QueryKey {
  return variables === undefined ? [operationName(document)] : [operationName(document), variables];
}

const request = <TResult, TVariables>(document: Doc<TResult, TVariables>, variables: TVariables) =>
  (gqlRequest as (d: Doc<TResult, TVariables>, v: TVariables) => Promise<TResult>)(document, variables);

type QueryOptions<TResult, TData> = Omit<
  UseQueryOptions<TResult, Error, TData, QueryKey>,
  'queryKey' | 'queryFn' | 'enabled'
>;

/** An operation with its variables as TanStack Query asks it: its key and its request. */
export function gqlQuery<TResult, TVariables>(document: Doc<TResult, TVariables>, variables: TVariables) {
  return { queryKey: gqlKey(document, variables), queryFn: () => request(document, variables) };
}

/**
 * One GraphQL query through TanStack Query. `variables` null means "not known yet" (no account chosen, no row
 * picked): the query waits. The key comes from the operation and its variables, never written by hand.
 */
export function useGqlQuery<TResult, TVariables, TData = TResult>(
  document: Doc<TResult, TVariables>,
  variables: TVariables | null,
  options?: QueryOptions<TResult, TData>,
) {
  return useQuery({
    ...options,
    ...gqlQuery(document, variables as TVariables),
    enabled: variables !== null,
  });
}

type PageOptions<TResult, TData> = Omit<
  UseInfiniteQueryOptions<TResult, Error, TData, QueryKey, number>,
  'queryKey' | 'queryFn' | 'enabled' | 'initialPageParam' | 'getNextPageParam'
> & {
  pageSize: number;
  /** The rows of one answer; a short page ends the list. */
  rows: (page: TResult) => readonly unknown[];
  /** The number of rows in all pages, when the operation tells it. */
  totalCount?: (page: TResult) => number;
};

type Pages<TResult> = Pick<PageOptions<TResult, unknown>, 'pageSize' | 'rows' | 'totalCount'>;

/** A limit/offset list as TanStack Query asks it: its key, a page's request, and where the next page starts. */
export function gqlPages<TResult, TVariables extends { limit?: number | null; offset?: number | null }>(
  document: Doc<TResult, TVariables>,
  variables: Omit<TVariables, 'limit' | 'offset'>,
  { pageSize, rows, totalCount }: Pages<TResult>,
) {
  return {
    queryKey: gqlKey(document, variables),
    queryFn: ({ pageParam }: { pageParam: number }) =>
      request(document, { ...variables, limit: pageSize, offset: pageParam } as TVariables),
    initialPageParam: 0,
    getNextPageParam: (last: TResult, pages: TResult[]) => {
      const loaded = pages.reduce((n, p) => n + rows(p).length, 0);
      if (rows(last).length === 0) return undefined;
      if (totalCount) return loaded < totalCount(last) ? loaded : undefined;
      return rows(last).length < pageSize ? undefined : loaded;
    },
  };
}

/** A limit/offset list, a page at a time as it scrolls: the variables get `limit` and `offset` added. */
export function useGqlPages<
  TResult,
  TVariables extends { limit?: number | null; offset?: number | null },
  TData = InfiniteData<TResult, number>,
>(
  document: Doc<TResult, TVariables>,
  variables: Omit<TVariables, 'limit' | 'offset'> | null,
  { pageSize, rows, totalCount, ...options }: PageOptions<TResult, TData>,
) {
  return useInfiniteQuery({
    ...options,
    ...gqlPages(document, variables as Omit<TVariables, 'limit' | 'offset'>, { pageSize, rows, totalCount }),
    enabled: variables !== null,
  });
}

type MutationOptions<TResult, TVariables, TContext> = Omit<
  UseMutationOptions<TResult, Error, TVariables, TContext>,
  'mutationFn'
> & {
  /** For a call that deletes something: the variables naming it, whose answers are then not asked again. */
  removes?: (variables: TVariables) => Removed;
  /** Waits this long before refreshing (001 §4: the bulk device save reloads 500 ms after). */
  refreshDelayMs?: number;
};

/**
 * One GraphQL mutation. `changes.ts` says what it changes; the answers that show it are refreshed after the call
 * settles (a refused call may mean someone else changed it, so it refreshes too).
 */
export function useGqlMutation<TResult, TVariables, TContext = unknown>(
  document: Doc<TResult, TVariables>,
  { onSettled, removes, refreshDelayMs, ...options }: MutationOptions<TResult, TVariables, TContext> = {},
) {
  const refresh = useRefreshRemoving();
  const affects = changesOf(operationName(document));
  return useMutation({
    ...options,
    mutationFn: (variables: TVariables) => request(document, variables),
    onSettled: async (...args) => {
      const [, error, variables] = args;
      if (refreshDelayMs) await new Promise((done) => setTimeout(done, refreshDelayMs));
      await refresh(affects, error ? undefined : removes?.(variables));
      await onSettled?.(...args);
    },
  });
}

import type { Params } from 'react-router';
import { gqlPages, gqlQuery } from '../api/gql-hooks.ts';
import { sessionApi } from '../features/platform/session/session-api.ts';
import type { TypedDocumentString } from '../gql/graphql.ts';
import { queryClient } from './query-client.ts';

/**
 * A screen's answers asked for at the app's start, beside its code, rather than once it has rendered (issue 31 §5):
 * on a phone-like connection the main content comes a round trip or two sooner. A screen's route names them as
 * `askData` (routes.tsx: its own small module, which the page names beside the screen's code, build/route-preloads.ts);
 * lazy-screen.ts runs it when the page's address names the screen and a person is logged in. It asks with the keys
 * the screen's hooks use, so they find the answers, or the requests still on their way. Errors are silent here: the
 * screen asks again when it renders, and shows them then.
 */
export type AskData = (params: Params) => Promise<unknown>;

const silent = { meta: { silentErrors: true } };

/** The session user, asked once at the start (shell.tsx) and shared by the shell and the screens' `askData`. */
export const SESSION_INFO = {
  queryKey: ['session', 'info'],
  queryFn: sessionApi.info,
  staleTime: Number.POSITIVE_INFINITY,
  ...silent,
};

/** The session user's answer: the one asked at the start, or on its way. */
export const sessionInfo = () => queryClient.fetchQuery(SESSION_INFO);

/** Asks and answers the answer: for an `askData` whose next question needs it. A failure rejects. */
export function askQuery<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
) {
  return queryClient.fetchQuery({ ...gqlQuery(document, variables), ...silent });
}

export function askPages<TResult, TVariables extends { limit?: number | null; offset?: number | null }>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: Omit<TVariables, 'limit' | 'offset'>,
  pages: Parameters<typeof gqlPages<TResult, TVariables>>[2],
) {
  return queryClient.fetchInfiniteQuery({ ...gqlPages(document, variables, pages), ...silent });
}

/**
 * Asks without waiting for the answer, for a question nothing else here needs: a failure is left to the screen, which
 * asks again when it renders (prefetchQuery never rejects).
 */
export function askAhead<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
) {
  void queryClient.prefetchQuery({ ...gqlQuery(document, variables), ...silent });
}

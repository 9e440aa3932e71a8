import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { showErrorNotices } from './notices.tsx';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silentErrors`: the screen shows this call's errors itself (a dialog, an inline message, or only a log). */
    queryMeta: { silentErrors?: boolean };
    mutationMeta: { silentErrors?: boolean };
  }
}

/**
 * Every failed query and mutation shows its errors as notices in the current language (000 §8), so screens do not
 * repeat it; a call that handles its own errors sets `meta: { silentErrors: true }`.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (!query.meta?.silentErrors) showErrorNotices(error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.meta?.silentErrors) showErrorNotices(error);
    },
  }),
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

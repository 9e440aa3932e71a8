import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Each screen opens at its top (issue 10 §9: the scroll position carried over from one screen to the next).
 * Only a change of path resets it: a screen changing its own query (filters) keeps its place, and the browser's
 * back/forward (POP) keeps what the browser restores.
 */
export function useScrollReset() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not a value read here.
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname]);
}

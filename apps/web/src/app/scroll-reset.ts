import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The screen a path belongs to: its first segment (`/users/12/costs` → `users`). */
export function screenOf(pathname: string): string {
  return pathname.split('/')[1] ?? '';
}

/**
 * A new screen opens at its top (issue 10 §9: the scroll position carried over from one screen to the next).
 * Moving within a screen (a tab, a selected row) keeps the position.
 */
export function useScrollToTopOnNewScreen() {
  const screen = screenOf(useLocation().pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the screen changing is the reason to scroll
  useEffect(() => window.scrollTo(0, 0), [screen]);
}

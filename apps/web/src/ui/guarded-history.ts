import { createContext, use, useEffect, useState } from 'react';
import {
  type Location,
  type NavigationType,
  type Navigator,
  type To,
  UNSAFE_createBrowserHistory,
  useLocation,
} from 'react-router';

/** What the app's <Router> shows: where, and how it got there (useNavigationType). */
export type HistoryUpdate = { action: NavigationType; location: Location };

/** Asked when a move would leave the screen; calling `proceed` makes the move after all. */
export type LeaveGuard = (proceed: () => void) => void;

export type GuardedHistory = Navigator & {
  readonly action: NavigationType;
  readonly location: Location;
  listen(listener: (update: HistoryUpdate) => void): () => void;
  /** The app calls this once the screen of `location` (the last update it was given) is on the screen. */
  showing(location: Location): void;
  /**
   * Holds every move off `pathname` (the path of the screen that holds the edits) until the guard lets it go; the
   * returned function removes the guard.
   */
  guard(guard: LeaveGuard, pathname: string): () => void;
};

/**
 * The browser history of the app's <Router>, able to hold a move for the unsaved-changes question (issue 10 §9).
 * React Router's own blocker needs its data router, about 27 kB of brotli on every page for nothing else the app
 * uses. Only a move to another path is held: a screen changing its own query (filters, a tab) stays on the screen.
 * A link or navigate() is held before the URL changes; Back and Forward have already changed it, so the URL is put
 * back while the question is open, and the move is made again once it is answered with Leave. With several guards
 * (forms) on the shown path the one registered last is asked. A guard of another path is never asked: the screen
 * that was left stays mounted until the next one has loaded (the <Router> shows a move in a transition), and its
 * guard, still registered, must not hold the moves made from the next screen. For the same reason a `replace` made
 * while the next screen is on its way is dropped: it comes from the screen that was left (one that selects its first
 * row once its list has loaded), and would put that screen's URL over the place the person just went to.
 */
export function createGuardedHistory(window: Window = globalThis.window): GuardedHistory {
  const browser = UNSAFE_createBrowserHistory({ window, v5Compat: true });
  // Each guard with the path of the screen it guards.
  const guards = new Map<LeaveGuard, string>();
  let shown: HistoryUpdate = { action: browser.action, location: browser.location };
  let listener: ((update: HistoryUpdate) => void) | null = null;
  let onScreen = shown.location;
  // The pop that puts the URL back after a held Back or Forward: the app already shows that place.
  let restored: (() => void) | null = null;
  // The pop that makes a held Back or Forward after all: not asked about again.
  let proceeding = false;

  const guardOf = (pathname: string) => {
    const here = shown.location.pathname;
    if (pathname === here) return undefined;
    return [...guards].findLast(([, guarded]) => guarded === here)?.[0];
  };

  const held = (to: To, move: () => void) => {
    const guard = guardOf(browser.encodeLocation(to).pathname);
    if (guard) guard(move);
    else move();
  };

  const onBrowserMove = ({ action, location, delta }: HistoryUpdate & { delta: number | null }) => {
    if (restored) {
      restored();
      restored = null;
      return;
    }
    const guard = action === 'POP' && delta && !proceeding ? guardOf(location.pathname) : undefined;
    proceeding = false;
    if (guard && delta) {
      const back = new Promise<void>((resolve) => {
        restored = resolve;
      });
      browser.go(-delta);
      guard(() => {
        void back.then(() => {
          proceeding = true;
          browser.go(delta);
        });
      });
      return;
    }
    shown = { action, location };
    listener?.(shown);
  };

  return {
    get action() {
      return shown.action;
    },
    get location() {
      return shown.location;
    },
    listen(next) {
      listener = next;
      const stop = browser.listen(onBrowserMove);
      return () => {
        stop();
        listener = null;
      };
    },
    showing(location) {
      onScreen = location;
    },
    guard(guard, pathname) {
      guards.set(guard, pathname);
      return () => guards.delete(guard);
    },
    createHref: (to) => browser.createHref(to),
    encodeLocation: (to) => browser.encodeLocation(to),
    // React Router calls these detached from the object (`(replace ? navigator.replace : navigator.push)(…)`).
    push: (to, state) => held(to, () => browser.push(to, state)),
    replace: (to, state) => {
      if (onScreen === shown.location) held(to, () => browser.replace(to, state));
    },
    go: (delta) => browser.go(delta),
  };
}

export const GuardedHistoryContext = createContext<GuardedHistory | null>(null);

/**
 * While `dirty`, a move off the screen waits for an answer: `asking` is true until `leave()` (the move goes on) or
 * `stay()` (the place and the edits stay).
 */
export function useLeaveGuard(dirty: boolean): { asking: boolean; leave: () => void; stay: () => void } {
  const history = use(GuardedHistoryContext);
  if (!history) throw new Error('useLeaveGuard needs the GuardedHistoryContext of app/app.tsx.');
  const { pathname } = useLocation();
  const [held, setHeld] = useState<{ proceed: () => void } | null>(null);
  useEffect(
    () => (dirty ? history.guard((proceed) => setHeld({ proceed }), pathname) : undefined),
    [history, dirty, pathname],
  );
  return {
    asking: held !== null,
    leave: () => {
      setHeld(null);
      held?.proceed();
    },
    stay: () => setHeld(null),
  };
}

import { useCallback, useEffect, useState } from 'react';

/** What the person did to a stand-in before the real control had loaded: nothing yet, focused it, or opened it. */
export type UseIntent = null | 'focus' | 'open';

/** A module loaded once, by whoever asks first; a failed load is tried again on the next ask. */
export type LoadOnUse<T> = { loaded: () => T | null; load: () => Promise<T> };

export function loadOnUse<T>(importModule: () => Promise<T>): LoadOnUse<T> {
  let value: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    loaded: () => value,
    load: () => {
      loading ??= importModule().then(
        (module) => {
          value = module;
          return module;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * What the loads of idle time wait for first: the code and texts of the screen the page opened on (`idleLoadsAfter`,
 * app/routes.tsx). On a slow line the browser is idle while those come, at a low priority, and the modules asked for
 * then (the person's menu and its popover, some 35 kB at a high one) took the line from them: the screen behind the
 * SMS report's link showed 0.2 s later.
 */
let firstScreen: Promise<unknown> = Promise.resolve();

export function idleLoadsAfter(screen: Promise<unknown>): void {
  firstScreen = screen.catch(() => undefined);
}

/**
 * Runs `run` when the browser is idle (soon after, where it cannot tell) once the first screen's files are in; gives
 * the cancel.
 */
function whenIdle(run: () => void): () => void {
  let cancel: (() => void) | null = null;
  let cancelled = false;
  void firstScreen.then(() => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 2000 });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, 200);
      cancel = () => clearTimeout(id);
    }
  });
  return () => {
    cancelled = true;
    cancel?.();
  };
}

/** The keys that open a select or a tree from its field (Mantine's combobox opens on the same). */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/** The handlers a stand-in takes: they load the real control and note what the person did meanwhile. */
export type StandInHandlers = {
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onFocus: () => void;
  onClick: () => void;
};

/**
 * A control whose code no screen needs to show (issue 10 §7): a stand-in of the same look shows until the module has
 * loaded, which it does once the browser is idle after the screen, or at once when the stand-in is pointed at,
 * pressed or focused (`standIn`, its handlers). `intent` tells the real control what was done to the stand-in
 * meanwhile, so it carries on from there: take the focus, or open. A field standing in for a select adds
 * `openOnKey`, since a key does not click a read-only field. A press is let finish on the stand-in before the
 * real control takes its place (`loaded` stays null while the pointer is down): swapped in between, the real control
 * would get the release as a click of its own and toggle shut what the intent opened.
 */
export function useLoadOnUse<T>(module: LoadOnUse<T>) {
  const [loaded, setLoaded] = useState(module.loaded);
  const [intent, setIntent] = useState<UseIntent>(null);
  const [pressing, setPressing] = useState(false);
  useEffect(() => {
    if (module.loaded()) return;
    return whenIdle(() => void module.load().then(setLoaded, () => undefined));
  }, [module]);
  const use = useCallback(
    (wanted: UseIntent) => {
      if (wanted) setIntent((was) => (was === 'open' ? was : wanted));
      module.load().then(setLoaded, () => undefined);
    },
    [module],
  );
  const standIn: StandInHandlers = {
    onPointerEnter: () => use(null),
    onPointerDown: () => {
      setPressing(true);
      // After the release's click has run, wherever the pointer went up.
      window.addEventListener('pointerup', () => setTimeout(() => setPressing(false)), { once: true });
      use(null);
    },
    onFocus: () => use('focus'),
    onClick: () => use('open'),
  };
  const openOnKey = (event: { key: string }) => {
    if (OPENING_KEYS.has(event.key)) use('open');
  };
  return { loaded: pressing ? null : loaded, intent, standIn, openOnKey };
}

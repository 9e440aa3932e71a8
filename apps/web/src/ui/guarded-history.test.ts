import { describe, expect, it } from 'vitest';
import { createGuardedHistory, type HistoryUpdate, type LeaveGuard } from './guarded-history.ts';

const ORIGIN = 'http://portal.test';

/** The part of a browser window a history uses; Back and Forward arrive later, as a browser's popstate does. */
function browserWindow(start: string) {
  const entries: { url: string; state: unknown }[] = [{ url: start, state: null }];
  let index = 0;
  let popsUnderWay = 0;
  const popListeners = new Set<() => void>();
  const url = () => new URL(entries[index]!.url, ORIGIN);
  const window = {
    location: {
      origin: ORIGIN,
      get href() {
        return url().href;
      },
      get pathname() {
        return url().pathname;
      },
      get search() {
        return url().search;
      },
      get hash() {
        return url().hash;
      },
    },
    history: {
      get state() {
        return entries[index]!.state;
      },
      pushState(state: unknown, _title: string, to: string) {
        entries.splice(++index, entries.length, { url: to, state });
      },
      replaceState(state: unknown, _title: string, to?: string) {
        entries[index] = { url: to ?? entries[index]!.url, state };
      },
      go(delta: number) {
        popsUnderWay++;
        setTimeout(() => {
          popsUnderWay--;
          index += delta;
          for (const listener of popListeners) listener();
        });
      },
    },
    addEventListener: (_type: string, listener: () => void) => popListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => popListeners.delete(listener),
  };
  /** Every Back and Forward, and every pop the history made in answer, has arrived. */
  const settled = async () => {
    do await new Promise((resolve) => setTimeout(resolve));
    while (popsUnderWay);
  };
  return { window: window as unknown as Window, path: () => url().pathname + url().search, settled };
}

function setUp(start = '/payment-profiles/1') {
  const browser = browserWindow(start);
  const history = createGuardedHistory(browser.window);
  const shown: string[] = [];
  // The app shows each update at once, unless a test holds it as a lazy screen's code would.
  let loading = false;
  history.listen(({ action, location }: HistoryUpdate) => {
    shown.push(`${action} ${location.pathname}${location.search}`);
    if (!loading) history.showing(location);
  });
  const loadNextScreens = (slow: boolean) => {
    loading = slow;
  };
  const asked: (() => void)[] = [];
  const guard: LeaveGuard = (proceed) => asked.push(proceed);
  return { history, shown, asked, guard, loadNextScreens, path: browser.path, settled: browser.settled };
}

describe('the guarded history', () => {
  it('moves at once while no form guards', async () => {
    const { history, shown, path, settled } = setUp();
    history.push('/users');
    history.replace('/users/7');
    history.go(-1);
    await settled();
    expect(shown).toEqual(['PUSH /users', 'REPLACE /users/7', 'POP /payment-profiles/1']);
    expect(path()).toBe('/payment-profiles/1');
  });

  it('holds a link or navigate() to another path until the question is answered with Leave', () => {
    const { history, shown, asked, guard, path } = setUp();
    history.guard(guard, '/payment-profiles/1');
    history.push('/users');
    expect(asked).toHaveLength(1);
    expect(shown).toEqual([]);
    expect(path()).toBe('/payment-profiles/1');
    asked[0]!();
    expect(shown).toEqual(['PUSH /users']);
    expect(path()).toBe('/users');
  });

  it('lets a change of the query on the same screen through', () => {
    const { history, shown, asked, guard } = setUp();
    history.guard(guard, '/payment-profiles/1');
    history.push('/payment-profiles/1?tab=rules');
    expect(asked).toEqual([]);
    expect(shown).toEqual(['PUSH /payment-profiles/1?tab=rules']);
  });

  it('puts the URL back while Back is asked about, and goes back on Leave', async () => {
    const { history, shown, asked, guard, path, settled } = setUp('/users');
    history.push('/payment-profiles/1');
    history.guard(guard, '/payment-profiles/1');
    history.go(-1);
    await settled();
    expect(asked).toHaveLength(1);
    expect(path()).toBe('/payment-profiles/1');
    expect(history.location.pathname).toBe('/payment-profiles/1');
    expect(shown).toEqual(['PUSH /payment-profiles/1']);
    asked[0]!();
    await settled();
    expect(path()).toBe('/users');
    expect(shown).toEqual(['PUSH /payment-profiles/1', 'POP /users']);
    expect(asked).toHaveLength(1);
  });

  it('keeps the place when Forward is answered with Stay, and asks no more once the guard is gone', async () => {
    const { history, shown, asked, guard, path, settled } = setUp('/users');
    history.push('/payment-profiles/1');
    history.go(-1);
    await settled();
    const unguard = history.guard(guard, '/users');
    history.go(1);
    await settled();
    expect(asked).toHaveLength(1);
    expect(path()).toBe('/users');
    expect(shown).toEqual(['PUSH /payment-profiles/1', 'POP /users']);
    unguard();
    history.go(1);
    await settled();
    expect(asked).toHaveLength(1);
    expect(shown.at(-1)).toBe('POP /payment-profiles/1');
  });

  it('asks the guard registered last', () => {
    const { history, asked, guard } = setUp();
    const first: (() => void)[] = [];
    history.guard((proceed) => first.push(proceed), '/payment-profiles/1');
    history.guard(guard, '/payment-profiles/1');
    history.push('/users');
    expect(first).toEqual([]);
    expect(asked).toHaveLength(1);
  });

  it('never asks the guard of a screen that was left, while that screen waits to unmount', () => {
    const { history, shown, asked, guard } = setUp();
    history.guard(guard, '/payment-profiles/1');
    history.push('/users');
    asked[0]!();
    // The form of /payment-profiles/1 is still mounted, its guard still registered, as the next screen loads.
    history.push('/payment-profiles');
    expect(asked).toHaveLength(1);
    expect(shown).toEqual(['PUSH /users', 'PUSH /payment-profiles']);
  });

  it('drops a replace made by the screen that was left while the next one loads, and lets the next one replace', () => {
    const { history, shown, loadNextScreens, path } = setUp('/users');
    loadNextScreens(true);
    history.push('/payment-profiles');
    // The users list, still on the screen, selects its first row once its list has come.
    history.replace('/users/1');
    expect(path()).toBe('/payment-profiles');
    loadNextScreens(false);
    history.showing(history.location);
    history.replace('/payment-profiles/1/settings');
    expect(shown).toEqual(['PUSH /payment-profiles', 'REPLACE /payment-profiles/1/settings']);
    expect(path()).toBe('/payment-profiles/1/settings');
  });
});

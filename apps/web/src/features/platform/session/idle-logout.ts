import { useEffect, useRef } from 'react';

/** Last user activity in any tab of the portal, so an idle tab does not log out a person busy in another one. */
const ACTIVITY_KEY = 'connect.lastActivity';
const LOGOUT_REASON_KEY = 'connect.logoutReason';
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;
/** Activity is written to storage at most this often: pointer moves come many times a second. */
const WRITE_EVERY_MS = 5_000;
const CHECK_EVERY_MS = 10_000;

export function isIdle(lastActivityMs: number, nowMs: number, maxIdleSeconds: number): boolean {
  return nowMs - lastActivityMs >= maxIdleSeconds * 1000;
}

function sharedLastActivity(): number {
  const stored = Number(localStorage.getItem(ACTIVITY_KEY));
  return Number.isFinite(stored) ? stored : 0;
}

/** Calls onIdle once the person has done nothing for the session's max idle seconds (000 §3, 002 §9). */
export function useIdleLogout(maxIdleSeconds: number, onIdle: () => void) {
  const idle = useRef(onIdle);
  idle.current = onIdle;
  useEffect(() => {
    let last = Date.now();
    let written = 0;
    localStorage.setItem(ACTIVITY_KEY, String(last));
    const touch = () => {
      last = Date.now();
      if (last - written >= WRITE_EVERY_MS) {
        written = last;
        localStorage.setItem(ACTIVITY_KEY, String(last));
      }
    };
    const check = () => {
      if (isIdle(Math.max(last, sharedLastActivity()), Date.now(), maxIdleSeconds)) idle.current();
    };
    for (const e of ACTIVITY_EVENTS) window.addEventListener(e, touch, { passive: true, capture: true });
    // Background tabs get few timer runs: check as soon as the tab is shown again.
    const onVisible = () => document.visibilityState === 'visible' && check();
    document.addEventListener('visibilitychange', onVisible);
    const timer = setInterval(check, CHECK_EVERY_MS);
    return () => {
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, touch, { capture: true });
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(timer);
    };
  }, [maxIdleSeconds]);
}

/** The login page tells a person logged out for inactivity why they are there, once. */
export function noteIdleLogout() {
  sessionStorage.setItem(LOGOUT_REASON_KEY, 'idle');
}

export function takeIdleLogoutNote(): boolean {
  const idle = sessionStorage.getItem(LOGOUT_REASON_KEY) === 'idle';
  sessionStorage.removeItem(LOGOUT_REASON_KEY);
  return idle;
}

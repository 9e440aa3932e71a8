/**
 * The path a person wanted before they had to log in, kept in session storage so it survives the round trip to
 * the identity provider in the same tab.
 */
const KEY = 'connect.redirectTarget';
export const DEFAULT_LANDING = '/dashboard';

/** Only a path of this portal, and never the session pages themselves (no open redirect, no login loop). */
export function safeTarget(raw: string | null | undefined): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return DEFAULT_LANDING;
  if (/^\/(login|logout)(\/|\?|$)/.test(raw)) return DEFAULT_LANDING;
  return raw;
}

export function rememberTarget(path: string) {
  sessionStorage.setItem(KEY, safeTarget(path));
}

export function takeTarget(): string {
  const target = safeTarget(sessionStorage.getItem(KEY));
  sessionStorage.removeItem(KEY);
  return target;
}

export function forgetTarget() {
  sessionStorage.removeItem(KEY);
}

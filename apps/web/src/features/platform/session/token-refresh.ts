import { TOKEN_CHECK_INTERVAL_MS, TOKEN_REFRESH_MARGIN_MS } from '@connect/shared';
import { useEffect, useRef } from 'react';
import { RestRequestError } from '../../../api/rest-client.ts';
import { getToken, setToken, tokenExpiresAt } from '../../../api/session-storage.ts';
import { sessionApi } from './session-api.ts';

/** 000 §4: a valid token is refreshed when less than one minute remains. */
export function needsRefresh(expiresAtMs: number, nowMs: number): boolean {
  return expiresAtMs - nowMs < TOKEN_REFRESH_MARGIN_MS;
}

let inFlight: Promise<void> | null = null;

/** Refreshes the stored token when it is close to expiry; one refresh at a time however many callers ask. */
export function refreshTokenIfDue(now = Date.now()): Promise<void> {
  const token = getToken();
  const expiresAt = token ? tokenExpiresAt(token) : null;
  if (!token || expiresAt === null || !needsRefresh(expiresAt, now)) return Promise.resolve();
  inFlight ??= sessionApi
    .refresh(token)
    .then((fresh) => {
      // Another tab may have stored a newer token (or logged out) meanwhile: keep what is there then.
      if (getToken() === token) setToken(fresh);
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * Checks the token at once and then every 60 s (000 §9). A refused refresh (the session was revoked, timed out or
 * the token expired) means the session is lost.
 */
export function useTokenRefresh(onSessionLost: () => void) {
  const lost = useRef(onSessionLost);
  lost.current = onSessionLost;
  useEffect(() => {
    const check = () =>
      refreshTokenIfDue().catch((e: unknown) => {
        if (e instanceof RestRequestError && e.status === 401) lost.current();
      });
    void check();
    const timer = setInterval(check, TOKEN_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
}

import type { ImpersonationKind } from '@connect/shared';
import { restAnswer, restJson } from '../../../api/rest-client.ts';

/** Who acts for whom when a provider person is logged in as a customer's admin or as one of its people. */
export type Impersonation = {
  kind: ImpersonationKind;
  actingCatalogId: number;
  actingName: string;
  customerName: string;
  personName: string | null;
};

/** GET session/info: the session user of 000 §3, with the access flags of §6. */
export type SessionInfo = {
  id: string;
  catalogId: number;
  name: string;
  email: string | null;
  roles: string[];
  fixed: string | null;
  mobile: string | null;
  number: string | null;
  picture: string | null;
  maxIdleSeconds: number;
  services: string[];
  customerId: number;
  customerName: string;
  avatarUrl: string;
  flags: { hasAccessToAccountSelector: boolean; hasAccessToWebshopAccountSelector: boolean };
  impersonation: Impersonation | null;
  tokenExpiresAt: number;
};

type TokenAnswer = { token: string };
type RedirectAnswer = { redirect_url: string };

/**
 * The session user asked for by index.html's first script (public/session-early.js) while the app's code was still
 * on its way (issue 31 §5: on a phone's connection the screen's own questions wait for it), taken once: the app's
 * first question for the session user, and only that one, is answered by it.
 */
function takeEarlySessionInfo(): Promise<Response> | undefined {
  const page = window as { connectSessionInfo?: Promise<Response> };
  const early = page.connectSessionInfo;
  delete page.connectSessionInfo;
  return early;
}

export const sessionApi = {
  /** The identity provider's authorize URL; it sends the browser back to /login?code=…&state=…. */
  loginUrl: () => restJson<RedirectAnswer>('session/login').then((r) => r.redirect_url),
  /** `iss` is passed on when the provider sends it (RFC 9207), so the answer is checked to come from our issuer. */
  authenticate: (q: { state: string; code: string; iss?: string }) =>
    restJson<TokenAnswer>(`session/authenticate?${new URLSearchParams(q)}`).then((r) => r.token),
  info: () => {
    const early = takeEarlySessionInfo();
    return early ? early.then((res) => restAnswer<SessionInfo>(res)) : restJson<SessionInfo>('session/info');
  },
  refresh: (token: string) =>
    restJson<TokenAnswer>('session/refresh', { method: 'POST', body: { token } }).then((r) => r.token),
  logout: () => restJson<RedirectAnswer>('session/logout').then((r) => r.redirect_url),
};

/** The specification's bodies, with the reason this portal requires (written to the customer's audit log). */
export const impersonationApi = {
  asCustomerAdmin: (customerId: number, reason: string) =>
    restJson<TokenAnswer>('impersonate/customertoken', {
      method: 'POST',
      body: { impersonate_customer_id: customerId, reason },
    }).then((r) => r.token),
  asUser: (customerId: number, catalogId: number, reason: string) =>
    restJson<TokenAnswer>('impersonate/usertoken', {
      method: 'POST',
      body: { impersonate_customer_id: customerId, impersonate_catalog_id: catalogId, reason },
    }).then((r) => r.token),
  reset: () => restJson<TokenAnswer>('impersonate/resettoken').then((r) => r.token),
};

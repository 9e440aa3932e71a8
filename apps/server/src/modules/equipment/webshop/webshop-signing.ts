import { createHmac, randomBytes } from 'node:crypto';
import { sameSecret } from '../../../auth/same-secret.ts';

/**
 * The two signatures between the portal and the webshop (domain.md, Webshop), with one shared secret:
 * - the login URL the portal hands the employee: a payload and its HMAC, valid 5 minutes and used once;
 * - the order-line call the webshop makes to the portal: an HMAC of the timestamp and the body, refused when the
 *   timestamp is more than 5 minutes away.
 */

export const SIGNATURE_MAX_AGE_SECONDS = 300;

/**
 * Who logs in to the webshop, for which account, and per policy category what a purchase may use now (øre excl. VAT:
 * the credit plus the bonus accrued, negative when money is owed, 0 before `eligibleFrom`) and the date (YYYY-MM-DD)
 * from which a new device may be bought with it.
 */
export type WebshopLogin = {
  catalogId: number;
  accountId: number;
  billingGroupId: number | null;
  /** Who asked for the login: the employee, or an admin shopping as them (Shop as). */
  purchaserCatalogId: number;
  name: string;
  credit: { categoryId: number; credit: number; eligibleFrom: string }[];
  /** Seconds since the epoch. */
  expiresAt: number;
  nonce: string;
};

const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('base64url');

/** `<payload base64url>.<hmac base64url>` for a login that expires 5 minutes from `nowSeconds`. */
export function signWebshopLogin(
  login: Omit<WebshopLogin, 'expiresAt' | 'nonce'>,
  secret: string,
  nowSeconds: number,
): string {
  const full: WebshopLogin = {
    ...login,
    expiresAt: nowSeconds + SIGNATURE_MAX_AGE_SECONDS,
    nonce: randomBytes(16).toString('base64url'),
  };
  const payload = Buffer.from(JSON.stringify(full)).toString('base64url');
  return `${payload}.${hmac(secret, payload)}`;
}

export type LoginRefusal = 'malformed' | 'altered' | 'expired';

/** The login of a token, or why it is refused. Single use is the receiver's to keep (by the nonce). */
export function verifyWebshopLogin(
  token: string,
  secret: string,
  nowSeconds: number,
): { ok: true; login: WebshopLogin } | { ok: false; reason: LoginRefusal } {
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { ok: false, reason: 'malformed' };
  const [payload, signature] = parts as [string, string];
  if (!sameSecret(signature, hmac(secret, payload))) return { ok: false, reason: 'altered' };
  let login: WebshopLogin;
  try {
    login = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as WebshopLogin;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof login.expiresAt !== 'number' || typeof login.nonce !== 'string')
    return { ok: false, reason: 'malformed' };
  if (nowSeconds > login.expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, login };
}

/** The headers of a signed order-line call: `x-webshop-timestamp` (seconds) and `x-webshop-signature`. */
export function signOrderCall(body: string, secret: string, nowSeconds: number): Record<string, string> {
  const timestamp = String(nowSeconds);
  return { 'x-webshop-timestamp': timestamp, 'x-webshop-signature': hmac(secret, `${timestamp}.${body}`) };
}

/** Whether an order-line call is the webshop's: the HMAC of its timestamp and raw body, the timestamp recent. */
export function verifyOrderCall(
  body: string,
  headers: { timestamp?: string; signature?: string },
  secret: string,
  nowSeconds: number,
): boolean {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > SIGNATURE_MAX_AGE_SECONDS) return false;
  return sameSecret(signature, hmac(secret, `${timestamp}.${body}`));
}

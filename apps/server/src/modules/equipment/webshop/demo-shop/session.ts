import { createHmac } from 'node:crypto';
import { sameSecret } from '../../../../auth/same-secret.ts';
import type { WebshopLogin } from '../webshop-signing.ts';

/** The demo webshop's own session after a login: the login it accepted, signed, for two hours. */
export const SESSION_COOKIE = 'demo_webshop';
export const SESSION_SECONDS = 2 * 60 * 60;

type Session = WebshopLogin & { sessionExpiresAt: number };

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`demo-webshop-session.${payload}`).digest('base64url');

export function sessionCookie(login: WebshopLogin, secret: string, nowSeconds: number): string {
  const payload = Buffer.from(
    JSON.stringify({ ...login, sessionExpiresAt: nowSeconds + SESSION_SECONDS }),
  ).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

export function sessionOf(
  cookie: string | undefined,
  secret: string,
  nowSeconds: number,
): WebshopLogin | null {
  const [payload, signature] = (cookie ?? '').split('.');
  if (!payload || !signature) return null;
  if (!sameSecret(signature, mac(secret, payload))) return null;
  const session = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Session;
  return session.sessionExpiresAt >= nowSeconds ? session : null;
}

import { createHash, randomBytes } from 'node:crypto';
import type { Principal } from '../../../auth/principal.ts';
import type { Clock } from '../../../clock.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import {
  activeToken,
  insertToken,
  revokeActive,
  type ScimTokenRow,
  tokenById,
  useToken,
} from './scim-tokens.repository.ts';

export type { ScimTokenRow };

/** Where the customer's directory calls, below PUBLIC_URL (scim.routes.ts). */
export const SCIM_PATH = '/scim/v2';

/** A SCIM token: `scim_` and 32 random bytes; the prefix lets the routes tell it from a portal token at once. */
export const SCIM_TOKEN_PREFIX = 'scim_';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The caller's customer's token in use, if any. */
export const currentScimToken = (db: Executor, p: Principal) => activeToken(db, p.customerId);

/**
 * A new token for the caller's customer (the one they work on, also when provider staff act as its administrator),
 * shown once: only its hash is kept. The token in use before it is revoked in the same transaction.
 */
export async function createScimToken(
  db: Db,
  clock: Clock,
  p: Principal,
): Promise<{ token: ScimTokenRow; secret: string }> {
  const { id, secret } = await issueScimToken(
    db,
    clock.now(),
    p.customerId,
    p.actingCatalogId ?? p.catalogId,
  );
  return { token: (await tokenById(db, p.customerId, id))!, secret };
}

/** Makes the customer's token (revoking the one in use) and answers it; test factories make theirs here too. */
export async function issueScimToken(db: Db, now: Date, customerId: number, createdBy: number) {
  const secret = `${SCIM_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const id = await db.transaction(async (tx) => {
    await revokeActive(tx, customerId, now);
    return insertToken(tx, {
      customerId,
      tokenHash: hashOf(secret),
      hint: secret.slice(-4),
      createdBy,
      createdAt: now,
    });
  });
  return { id, secret };
}

/** Revokes the caller's customer's token; another customer's, or one revoked already, is not found. */
export async function revokeScimToken(db: Db, clock: Clock, p: Principal, id: number): Promise<ScimTokenRow> {
  const revoked = await revokeActive(db, p.customerId, clock.now(), id);
  if (revoked.length === 0) throw AppError.notFound('SCIM token');
  return (await tokenById(db, p.customerId, id))!;
}

/** The customer a SCIM request's bearer token belongs to, or null (unknown or revoked); records the call. */
export async function authenticateScimToken(
  db: Executor,
  clock: Clock,
  token: string,
): Promise<{ customerId: number } | null> {
  if (!token.startsWith(SCIM_TOKEN_PREFIX)) return null;
  return useToken(db, hashOf(token), clock.now());
}

import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { type Executor, queryRows } from '../../db/client.ts';
import { IDP_MOUNT } from './provider.ts';

/** How long an invitation's link to set the password works. */
export const PASSWORD_TOKEN_TTL_MS = 7 * 24 * 3600 * 1000;
/** The login form reads at most this many characters of a password (routes.ts). */
export const PASSWORD_MAX_LENGTH = 200;
export const PASSWORD_MIN_LENGTH = 12;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use token for the person; only its hash is stored. */
export async function createPasswordToken(db: Executor, clock: Clock, catalogId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(clock.now().getTime() + PASSWORD_TOKEN_TTL_MS);
  await db.execute(sql`insert into password_set_tokens (token_hash, catalog_id, expires_at)
    values (${hashOf(token)}, ${catalogId}, ${expires.toISOString()})`);
  return token;
}

export function setPasswordUrl(config: Config, token: string): string {
  return `${config.publicUrl}${IDP_MOUNT}/set-password?token=${encodeURIComponent(token)}`;
}

/** The person a token may still set the password of (not used, not expired), with their login name. */
export async function findPasswordToken(
  db: Executor,
  clock: Clock,
  token: string,
): Promise<{ catalogId: number; login: string | null } | null> {
  if (!token || token.length > 100) return null;
  const [row] = await queryRows<{ catalog_id: number; login: string | null }>(
    db,
    sql`select t.catalog_id, p.login from password_set_tokens t join people p on p.catalog_id = t.catalog_id
      where t.token_hash = ${hashOf(token)} and t.used_at is null and t.expires_at > ${clock.now().toISOString()}`,
  );
  return row ? { catalogId: row.catalog_id, login: row.login } : null;
}

/**
 * Sets the password with the token and uses the token up, in one statement each under the token's row lock: two
 * submissions of one link set it once. False when the token is no longer good.
 */
export async function setPasswordWithToken(
  db: Executor,
  clock: Clock,
  token: string,
  passwordHash: string,
): Promise<boolean> {
  const now = clock.now().toISOString();
  const [used] = await queryRows<{ catalog_id: number }>(
    db,
    sql`update password_set_tokens set used_at = ${now}
      where token_hash = ${hashOf(token)} and used_at is null and expires_at > ${now} returning catalog_id`,
  );
  if (!used) return false;
  await db.execute(
    sql`update people set password_hash = ${passwordHash} where catalog_id = ${used.catalog_id}`,
  );
  return true;
}

export type PasswordProblem = 'tooShort' | 'tooLong' | 'mismatch' | 'isLogin';

/** The built-in provider's password rules: 12 to 200 characters, typed twice alike, and not the login name. */
export function passwordProblem(
  password: string,
  repeat: string,
  login: string | null,
): PasswordProblem | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (password !== repeat) return 'mismatch';
  if (login && password.toLowerCase() === login.toLowerCase()) return 'isLogin';
  return null;
}

import { AppError, ErrorCode } from '../errors.ts';

/**
 * SQLSTATEs of a connection the server ended or lost: 57P01 admin_shutdown (pg_terminate_backend, a restart),
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, in recovery), and class 08 (connection exception).
 */
const LOST_STATES = new Set(['57P01', '57P02', '57P03']);
/** What Node's socket says when the other end went away or never answered. */
const LOST_SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** node-postgres says these in words only (no code): a connection that dropped, or none to be had in time. */
const LOST_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];

/**
 * Whether an error (or the error under it: drizzle wraps the driver's in a DrizzleQueryError's `cause`) says the
 * database connection was lost or could not be made, as opposed to a statement that failed on a working one.
 */
export function isConnectionLost(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (LOST_STATES.has(code) || code.startsWith('08') || LOST_SOCKET_CODES.has(code)) return true;
    }
    if (LOST_MESSAGES.some((m) => e.message.startsWith(m))) return true;
  }
  return false;
}

/** The refusal a request gets when its database connection was lost: 503, and the next request tries anew. */
export function databaseUnavailable(): AppError {
  return new AppError(
    ErrorCode.Unavailable,
    'The database could not be reached, so nothing was done. Try again in a moment.',
    { reason: 'DATABASE_UNAVAILABLE' },
  );
}

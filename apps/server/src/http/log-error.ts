/**
 * How an error is written to the log. A failed query's error (drizzle's DrizzleQueryError) carries the query's
 * parameters in its message, its stack and a `params` field: an uploaded file's bytes, a person's name, a token.
 * The log keeps the query and the database's reason, never the parameters. Fastify's logger uses this for `err`.
 */
export type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: LoggedError;
};

const PARAMS = /\nparams: [\s\S]*$/;

function isFailedQuery(e: Error): e is Error & { query: string; params: unknown } {
  return 'query' in e && 'params' in e;
}

export function logError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const type = error.constructor?.name ?? error.name;
  const code = (error as { code?: unknown }).code;
  let { message, stack } = error;
  if (isFailedQuery(error)) {
    const header = `${error.name}: ${message}`;
    message = message.replace(PARAMS, '\nparams: (not logged)');
    stack = stack?.startsWith(header) ? `${error.name}: ${message}${stack.slice(header.length)}` : '';
  }
  return {
    type,
    message,
    stack: stack ?? '',
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.cause !== undefined && depth < 5 ? { cause: logError(error.cause, depth + 1) } : {}),
  };
}

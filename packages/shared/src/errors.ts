/** Stable error codes: the server puts one in GraphQL `extensions.code` and in REST bodies; the web app translates it. */
export const ErrorCode = {
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  BadInput: 'BAD_USER_INPUT',
  Conflict: 'CONFLICT',
  AlreadyExists: 'ALREADY_EXISTS',
  TooLarge: 'PAYLOAD_TOO_LARGE',
  RateLimited: 'RATE_LIMITED',
  Unavailable: 'SERVICE_UNAVAILABLE',
  Internal: 'INTERNAL_SERVER_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Default (English) message per code: the server sends it, the web app shows its own translation first. */
export const DEFAULT_ERROR_MESSAGES: Record<ErrorCode, string> = {
  UNAUTHENTICATED: 'You are not logged in.',
  FORBIDDEN: 'You do not have access to this.',
  NOT_FOUND: 'Not found.',
  BAD_USER_INPUT: 'The input is not valid.',
  CONFLICT: 'Someone else changed this in the meantime. Reload and try again.',
  ALREADY_EXISTS: 'Already exists.',
  PAYLOAD_TOO_LARGE: 'The file is too large.',
  RATE_LIMITED: 'Too many requests. Try again in a moment.',
  SERVICE_UNAVAILABLE: 'The service is shutting down or unavailable. Try again.',
  INTERNAL_SERVER_ERROR: 'Something went wrong.',
};

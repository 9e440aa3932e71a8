import { DEFAULT_ERROR_MESSAGES, ErrorCode } from '@connect/shared';

export { ErrorCode };

/**
 * The one error type of the server. Services throw it; GraphQL maps `code` to `extensions.code` and REST to a status.
 * `details` carries what the client may show (the field, the row of an import); nothing internal goes there.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message ?? DEFAULT_ERROR_MESSAGES[code]);
    this.name = 'AppError';
  }

  static notFound(what?: string) {
    return new AppError(ErrorCode.NotFound, what ? `${what} not found.` : undefined);
  }
  static badInput(message: string, details?: Record<string, unknown>) {
    return new AppError(ErrorCode.BadInput, message, details);
  }
  static conflict(message?: string) {
    return new AppError(ErrorCode.Conflict, message);
  }
  static forbidden(message?: string) {
    return new AppError(ErrorCode.Forbidden, message);
  }
  static unauthenticated(message?: string) {
    return new AppError(ErrorCode.Unauthenticated, message);
  }
}

export const HTTP_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  CONFLICT: 409,
  ALREADY_EXISTS: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
};

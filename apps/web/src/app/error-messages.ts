import { DEFAULT_ERROR_MESSAGES, ErrorCode } from '@connect/shared';
import { AccessDeniedError, GraphqlRequestError } from '../api/graphql-client.ts';
import { RestRequestError } from '../api/rest-client.ts';

/** The current language's text for an error code or a reason (`reasons.<reason>`), or null when there is none. */
export type TranslateCode = (code: string, params?: Record<string, unknown>) => string | null;

type ErrorParts = { code?: string; message: string; details?: Record<string, unknown> };

/**
 * One error's text: the server's reason in the current language where it names one (`details.reason`), else for
 * input the server refused its own message, which says what is wrong (issue 28 §12: "a vendor with this name
 * already exists", not "something you entered is not valid"), else the code's text, else the message.
 */
function textOf({ code, message, details }: ErrorParts, translate: TranslateCode): string {
  const reason = details?.reason;
  const byReason = typeof reason === 'string' ? translate(`reasons.${reason}`, details) : null;
  if (byReason) return byReason;
  if (code === ErrorCode.BadInput && message && message !== DEFAULT_ERROR_MESSAGES.BAD_USER_INPUT)
    return message;
  return (code ? translate(code) : null) ?? (message || translate('INTERNAL_SERVER_ERROR')!);
}

/**
 * The notices an error gives (000 §8): each GraphQL error by `textOf`; none for Access Denied, which has its own
 * persistent notice.
 */
export function errorMessages(error: unknown, translate: TranslateCode): string[] {
  if (error instanceof AccessDeniedError) return [];
  if (error instanceof GraphqlRequestError) {
    return error.errors.map((e) =>
      textOf({ code: e.extensions?.code, message: e.message, details: e.extensions?.details }, translate),
    );
  }
  if (error instanceof RestRequestError)
    return [textOf({ code: error.code, message: error.message, details: error.details }, translate)];
  // fetch rejects with a TypeError when the server cannot be reached at all.
  if (error instanceof TypeError) return [translate('NETWORK')!];
  return [error instanceof Error && error.message ? error.message : translate('INTERNAL_SERVER_ERROR')!];
}

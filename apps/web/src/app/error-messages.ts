import { AccessDeniedError, GraphqlRequestError } from '../api/graphql-client.ts';
import { RestRequestError } from '../api/rest-client.ts';

/** The current language's text for an error code, or null when there is none. */
export type TranslateCode = (code: string) => string | null;

/**
 * The notices an error gives (000 §8): each GraphQL error in the current language by its `extensions.code`,
 * falling back to the server's message; none for Access Denied, which has its own persistent notice.
 */
export function errorMessages(error: unknown, translate: TranslateCode): string[] {
  if (error instanceof AccessDeniedError) return [];
  const byCode = (code: string | undefined, message: string) =>
    (code ? translate(code) : null) ?? (message || translate('INTERNAL_SERVER_ERROR')!);
  if (error instanceof GraphqlRequestError) {
    return error.errors.map((e) => byCode(e.extensions?.code, e.message));
  }
  if (error instanceof RestRequestError) return [byCode(error.code, error.message)];
  // fetch rejects with a TypeError when the server cannot be reached at all.
  if (error instanceof TypeError) return [translate('NETWORK')!];
  return [error instanceof Error && error.message ? error.message : translate('INTERNAL_SERVER_ERROR')!];
}

import type { I18n } from '../../../i18n/translate.ts';

/** A change in the impersonation log as the server answers it: a GraphQL call's mutations, or a REST call. */
export type LoggedChange = {
  operation?: string | null;
  fields: string[];
  objects: { field: string; name?: string | null }[];
};

/**
 * What a change did, in the reader's language: one text per mutation called ("Opprettet betalingsprofil
 * «Standard»" / "Created payment profile “Standard”"), or the REST call's text. A mutation or route without a text
 * (a newer server) shows its own name rather than nothing.
 */
export function changeTexts(i18n: Pick<I18n, 't' | 'exists'>, change: LoggedChange): string[] {
  const { t, exists } = i18n;
  if (change.fields.length === 0) {
    const key = `impersonation-log.rest.${change.operation ?? ''}`;
    return [exists(key) ? t(key) : (change.operation ?? '')];
  }
  return change.objects.map((o) => {
    const key = `impersonation-log.mutations.${o.field}`;
    const text = exists(key) ? t(key) : o.field;
    return o.name ? t('impersonation-log.named', { change: text, name: o.name }) : text;
  });
}

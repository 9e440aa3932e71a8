import { formatDate, formatNok } from '@connect/shared';
import type { DeviceEventsQuery } from '../../../gql/graphql.ts';
import type { TFunction } from '../../../i18n/translate.ts';

export type DeviceEventItem = DeviceEventsQuery['deviceEvents']['events'][number];
export type FieldChange = DeviceEventItem['changes'][number];

/** Fields whose values are øre, dates or flags as the server records them. */
const AMOUNTS = new Set(['costPrice', 'employeePaid']);
const DATES = new Set(['orderedAt', 'returnedByEmployee', 'purchasedByEmployee', 'warrantyEndsAt']);
const FLAGS = new Set(['active', 'lost']);

type Person = FieldChange['beforePerson'];

/** One side of a change as the history shows it: a name, an amount in kroner, a date, yes/no, or the text. */
export function changeValue(
  t: TFunction,
  field: string,
  value: string | null | undefined,
  person: Person | undefined,
): string {
  if (value === null || value === undefined || value === '') return '–';
  if (person) return `${person.firstName} ${person.lastName}`;
  if (AMOUNTS.has(field) && /^-?\d+$/.test(value)) return formatNok(Number(value));
  if (DATES.has(field)) return formatDate(value);
  if (FLAGS.has(field)) return value === 'true' ? t('equipment.history.yes') : t('equipment.history.no');
  return value;
}

/** The field's name in the interface language (an unknown field shows as the server names it). */
export function fieldLabel(t: TFunction, field: string): string {
  const key = `equipment.history.fields.${field}`;
  const label = t(key);
  return label === key ? field : label;
}

/** The event type's name in the interface language, else the server's. */
export function eventLabel(t: TFunction, e: DeviceEventItem): string {
  const key = `equipment.history.types.${e.eventType.shortName}`;
  const label = t(key);
  return label === key ? e.eventType.name : label;
}

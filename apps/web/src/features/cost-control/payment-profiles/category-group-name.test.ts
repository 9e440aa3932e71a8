import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATEGORY_GROUP_KEYS } from '@connect/shared';
import { describe, expect, it } from 'vitest';
import { type TFunction, translator } from '../../../i18n/translate.ts';
import { categoryGroupName } from './category-group-name.ts';

const texts = (language: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../../../i18n', language, 'payment-profiles.json'), 'utf8'),
  );

/** The app's payment-profiles texts in one language, as the app loads them (`payment-profiles.<path>`). */
const tIn = (language: 'no' | 'en'): TFunction =>
  translator(language, { 'payment-profiles': texts(language) }).t;

/** What the server answers: the seeded catalogue's Norwegian descriptions by key. */
const CATALOGUE: Record<string, string> = {
  subscription: 'Abonnement',
  calls: 'Samtaler',
  sms: 'SMS/MMS',
  data: 'Data',
  roaming: 'Roaming',
  content: 'Innholdstjenester',
  other: 'Annet',
};

describe('cost category names in the chosen language (issue 10 §9)', () => {
  const en = tIn('en');
  const no = tIn('no');

  const names = (t: TFunction) =>
    Object.fromEntries(CATEGORY_GROUP_KEYS.map((key) => [key, categoryGroupName(t, key, CATALOGUE[key]!)]));

  it('names every category of the catalogue in English', () => {
    expect(names(en)).toEqual({
      subscription: 'Subscription',
      calls: 'Calls',
      sms: 'SMS/MMS',
      data: 'Data',
      roaming: 'Roaming',
      content: 'Content services',
      other: 'Other',
    });
  });

  it('names them in Norwegian as the catalogue does', () => {
    expect(names(no)).toEqual(CATALOGUE);
  });

  it('shows the catalogue’s own name for a category the app has no text for', () => {
    expect(categoryGroupName(en, 'satellite', 'Satellitt')).toBe('Satellitt');
    expect(categoryGroupName(en, 'toString', 'Noe')).toBe('Noe');
  });
});

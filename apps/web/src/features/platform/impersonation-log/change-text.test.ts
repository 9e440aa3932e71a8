import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { Translations } from '../../../i18n/by-feature.ts';
import { translator } from '../../../i18n/translate.ts';
import { changeTexts } from './change-text.ts';

const i18nDir = join(import.meta.dirname, '../../../i18n');
const texts = (language: 'no' | 'en') =>
  JSON.parse(readFileSync(join(i18nDir, language, 'impersonation-log.json'), 'utf8')) as {
    mutations: Record<string, string>;
  } & Translations[string];
const schema = buildSchema(
  readFileSync(join(import.meta.dirname, '../../../../../server/schema.graphql'), 'utf8'),
);
const mutations = Object.keys(schema.getMutationType()!.getFields()).sort();

describe('the impersonation log says what a change did (issue 28 §18)', () => {
  it.each(['no', 'en'] as const)(
    'has a text in %s for every mutation the server has, and for no other',
    (language) => {
      expect(Object.keys(texts(language).mutations).sort()).toEqual(mutations);
    },
  );

  it('names the mutation and its object in the reader’s language', () => {
    const no = translator('no', { 'impersonation-log': texts('no') } as Translations);
    const en = translator('en', { 'impersonation-log': texts('en') } as Translations);
    const created = {
      fields: ['createPaymentProfile'],
      objects: [{ field: 'createPaymentProfile', name: 'Standard' }],
    };
    expect(changeTexts(no, created)).toEqual(['Opprettet betalingsprofil «Standard»']);
    expect(changeTexts(en, created)).toEqual(['Created payment profile “Standard”']);
    const deleted = { fields: ['removeDevice'], objects: [{ field: 'removeDevice', name: null }] };
    expect(changeTexts(no, deleted)).toEqual(['Slettet enhet']);
    const upload = { operation: 'PUT /api/guidelines/:accountId', fields: [], objects: [] };
    expect(changeTexts(en, upload)).toEqual(['Uploaded the equipment guideline']);
  });
});

/// <reference types="vite/client" />
import type { Language } from '@connect/shared';
import { byFeature, type Translations, type Tree } from './by-feature.ts';

/** The session pages' own entry holds the few translations they use (app, session, ui) in both languages. */
const no = byFeature(
  import.meta.glob<Tree>('./no/{app,session,ui}.json', { eager: true, import: 'default' }),
);
const en = byFeature(
  import.meta.glob<Tree>('./en/{app,session,ui}.json', { eager: true, import: 'default' }),
);

export const loadSessionTranslations = (language: Language): Promise<Translations> =>
  Promise.resolve(language === 'en' ? en : no);

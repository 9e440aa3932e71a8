/// <reference types="vite/client" />
import type { Language } from '@connect/shared';
import type { Translations } from './by-feature.ts';

/** The app's translations, one chunk per language (no.ts, en.ts), so a page loads only the language it shows. */
export const loadAppTranslations = (language: Language): Promise<Translations> =>
  (language === 'en' ? import('./en.ts') : import('./no.ts')).then((m) => m.default);

/// <reference types="vite/client" />
import type { Language } from '@connect/shared';
import type { Tree } from './by-feature.ts';
import type { TextSource } from './index.ts';

/**
 * Every translation file but the common ones (screen-texts.ts: app, session, ui), each its own small chunk per
 * language, loaded with the screens that use it.
 */
const FILES: Record<Language, Record<string, () => Promise<Tree>>> = {
  no: import.meta.glob<Tree>(['./no/*.json', '!./no/{app,session,ui}.json'], { import: 'default' }),
  en: import.meta.glob<Tree>(['./en/*.json', '!./en/{app,session,ui}.json'], { import: 'default' }),
};

/** The app's translations: the common ones one chunk per language (no.ts, en.ts), the others one chunk per file. */
export const appTexts: TextSource = {
  common: (language) => (language === 'en' ? import('./en.ts') : import('./no.ts')).then((m) => m.default),
  file: (language, name) => {
    const load = FILES[language][`./${language}/${name}.json`];
    return load ? load() : Promise.reject(new Error(`No translation file ${language}/${name}.json.`));
  },
};

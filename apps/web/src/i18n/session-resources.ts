/// <reference types="vite/client" />
import { byFeature, type Tree } from './by-feature.ts';
import type { TextSource } from './index.ts';

/** The session pages' own entry holds the common translations (app, session, ui) in both languages. */
const no = byFeature(
  import.meta.glob<Tree>('./no/{app,session,ui}.json', { eager: true, import: 'default' }),
);
const en = byFeature(
  import.meta.glob<Tree>('./en/{app,session,ui}.json', { eager: true, import: 'default' }),
);

export const sessionTexts: TextSource = {
  common: (language) => Promise.resolve(language === 'en' ? en : no),
};

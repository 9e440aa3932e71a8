import { LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '@connect/shared';
import { useSyncExternalStore } from 'react';
import type { Translations } from './by-feature.ts';
import { type I18n, type TFunction, translator } from './translate.ts';

/** Where an entry gets the translations of one language (the app loads them lazily, the session pages hold theirs). */
export type LoadTranslations = (language: Language) => Promise<Translations>;

let loadTranslations: LoadTranslations = () => Promise.resolve({});
const loaded = new Map<Language, Translations>();
let shown: I18n = translator('no', {});
const listeners = new Set<() => void>();

function show(language: Language, translations: Translations) {
  loaded.set(language, translations);
  document.documentElement.lang = language;
  shown = translator(language, translations);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The shown language's texts for code outside components (notices); it follows a switch. */
export const i18n: I18n = {
  get language() {
    return shown.language;
  },
  t: (key, values) => shown.t(key, values),
  exists: (key) => shown.exists(key),
};

/** The shown language's `t` and texts; the component renders again when the language is switched. */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const current = useSyncExternalStore(subscribe, () => shown);
  return { t: current.t, i18n: current };
}

export function storedLanguage(): Language {
  const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return LANGUAGES.includes(saved as Language) ? (saved as Language) : 'no';
}

/** Switches to `language`, loading its translations the first time, and keeps the choice for the next visit. */
export async function setLanguage(language: Language) {
  const translations = loaded.get(language) ?? (await loadTranslations(language));
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  show(language, translations);
}

/** Starts in the stored language with only that language's translations; a switch loads the other. */
export async function startI18n(load: LoadTranslations) {
  loadTranslations = load;
  const language = storedLanguage();
  show(language, await load(language));
}

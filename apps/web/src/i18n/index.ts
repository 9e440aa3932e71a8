import { LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '@connect/shared';
import { useEffect, useSyncExternalStore } from 'react';
import type { Translations, Tree } from './by-feature.ts';
import { type I18n, type TFunction, translator } from './translate.ts';

/**
 * Where a page gets its translations: the common ones (screen-texts.ts), awaited before the first render, and, in
 * the app, each other translation file, loaded with the screens that use it.
 */
export type TextSource = {
  common: (language: Language) => Promise<Translations>;
  file?: (language: Language, name: string) => Promise<Tree>;
};

let source: TextSource = { common: () => Promise.resolve({}) };
/** Each language's translations loaded so far, by file. */
const loaded = new Map<Language, Translations>();
/** Each load under way or done, by `<language>/<file>` (`<language>/` for the common ones), so it happens once. */
const loads = new Map<string, Promise<void>>();
/** The translation files of the screens on show, counted: a switch of language loads these before it shows. */
const onScreen = new Map<string, number>();
let shown: I18n = translator('no', {});
const listeners = new Set<() => void>();

function show(language: Language) {
  document.documentElement.lang = language;
  shown = translator(language, loaded.get(language) ?? {});
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function add(language: Language, translations: Translations) {
  loaded.set(language, { ...loaded.get(language), ...translations });
  // A file that arrives for the language on show shows at once (the screen waiting for it renders with it).
  if (shown.language === language) show(language);
}

function loadOnce(key: string, load: () => Promise<void>): Promise<void> {
  let loading = loads.get(key);
  if (!loading) {
    // A failed download may be tried again (a screen's error offers a reload; a switch of language can be retried).
    loading = load().catch((error: unknown) => {
      loads.delete(key);
      throw error;
    });
    loads.set(key, loading);
  }
  return loading;
}

const loadCommon = (language: Language) =>
  loadOnce(`${language}/`, async () => add(language, await source.common(language)));

/** Loads translation files in `language` (by default the one on show); each file loads once. */
export function loadTexts(names: readonly string[], language: Language = shown.language): Promise<void> {
  const { file } = source;
  if (!file && names.length)
    return Promise.reject(new Error(`This page has no translations of ${names.join(', ')}.`));
  return Promise.all(
    names.map((name) =>
      loadOnce(`${language}/${name}`, async () => add(language, { [name]: await file!(language, name) })),
    ),
  ).then(() => undefined);
}

/** Whether every one of these translation files has loaded in `language`. */
export const textsLoaded = (names: readonly string[], language: Language) =>
  names.every((name) => loaded.get(language)?.[name]);

/** Keeps a screen's translation files on the list a switch of language loads, while the screen shows. */
export function useScreenTexts(names: readonly string[]) {
  useEffect(() => {
    for (const name of names) onScreen.set(name, (onScreen.get(name) ?? 0) + 1);
    return () => {
      for (const name of names) {
        const count = onScreen.get(name)! - 1;
        if (count) onScreen.set(name, count);
        else onScreen.delete(name);
      }
    };
  }, [names]);
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

/**
 * Switches to `language`, loading the first time its common translations and those of the screen on show, and keeps
 * the choice for the next visit. Other screens load theirs when they are opened.
 */
export async function setLanguage(language: Language) {
  await Promise.all([loadCommon(language), loadTexts([...onScreen.keys()], language)]);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  show(language);
}

/** Starts in the stored language with only that language's common translations. */
export async function startI18n(texts: TextSource) {
  source = texts;
  const language = storedLanguage();
  await loadCommon(language);
  show(language);
}

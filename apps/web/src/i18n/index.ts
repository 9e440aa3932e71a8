import { LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '@connect/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Translations } from './by-feature.ts';

/** Where an entry gets the translations of one language (the app loads them lazily, the session pages hold theirs). */
export type LoadTranslations = (language: Language) => Promise<Translations>;

let loadTranslations: LoadTranslations = () => Promise.resolve({});

export function storedLanguage(): Language {
  const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return LANGUAGES.includes(saved as Language) ? (saved as Language) : 'no';
}

async function loadLanguage(language: Language) {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await loadTranslations(language));
}

export async function setLanguage(language: Language) {
  await loadLanguage(language);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

/** Starts i18next in the stored language with only that language's translations; a switch loads the other. */
export async function startI18n(load: LoadTranslations) {
  loadTranslations = load;
  const language = storedLanguage();
  document.documentElement.lang = language;
  await i18n.use(initReactI18next).init({
    resources: { [language]: { translation: await load(language) } },
    lng: language,
    // Every key is in both languages (i18n.test.ts), so there is nothing to fall back to.
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

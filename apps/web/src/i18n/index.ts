import { LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '@connect/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { translations } from './resources.ts';

export function storedLanguage(): Language {
  const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return LANGUAGES.includes(saved as Language) ? (saved as Language) : 'no';
}

export function setLanguage(language: Language) {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  document.documentElement.lang = language;
  return i18n.changeLanguage(language);
}

void i18n.use(initReactI18next).init({
  resources: { no: { translation: translations.no }, en: { translation: translations.en } },
  lng: storedLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});
document.documentElement.lang = storedLanguage();

export default i18n;

import type { Language } from '@connect/shared';
import type { Translations, Tree } from './by-feature.ts';

/** What fills a text's `{{name}}` places; a number `count` also chooses the text's `_one` or `_other` form. */
export type TranslationValues = Record<string, unknown>;

/** A key's text in one language with its places filled; a key without a text answers itself, so it shows. */
export type TFunction = (key: string, values?: TranslationValues) => string;

/** One language's texts: what `useTranslation()` gives as `i18n`. */
export type I18n = { readonly language: Language; t: TFunction; exists: (key: string) => boolean };

/** The text at a key `<feature>.<path>`, through the nested objects of the feature's file. */
function textAt(translations: Translations, key: string): string | undefined {
  let node: Tree | string | undefined = translations;
  for (const part of key.split('.')) {
    // Own keys only: a key like `…toString` must not find the object's prototype.
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const PLACE = /\{\{\s*([^{}]+?)\s*\}\}/g;

/**
 * Fills `{{name}}` with the value as text, unescaped (React escapes what it renders); a value given as null or
 * undefined leaves the place empty, a value not given at all leaves the place as it is, so the omission shows.
 */
function fill(text: string, values: TranslationValues): string {
  return text.replace(PLACE, (place, name: string) =>
    Object.hasOwn(values, name) ? String(values[name] ?? '') : place,
  );
}

/** The texts of one language, with its plural rules (Norwegian and English both have `one` and `other`). */
export function translator(language: Language, translations: Translations): I18n {
  const plural = new Intl.PluralRules(language);
  const t: TFunction = (key, values = {}) => {
    const { count } = values;
    const text =
      (typeof count === 'number' ? textAt(translations, `${key}_${plural.select(count)}`) : undefined) ??
      textAt(translations, key);
    return text === undefined ? key : fill(text, values);
  };
  return { language, t, exists: (key) => textAt(translations, key) !== undefined };
}

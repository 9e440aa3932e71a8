import { CATEGORY_GROUP_KEYS } from '@connect/shared';
import { useTranslation } from '../../../i18n/index.ts';
import type { TFunction } from '../../../i18n/translate.ts';

const KNOWN_KEYS: ReadonlySet<string> = new Set(CATEGORY_GROUP_KEYS);

/**
 * A cost category's (payment category group's) name in the chosen language, translated in this one place by its
 * stable key (`payment-profiles.categoryGroups.<key>`). The server names a category by the catalogue's Norwegian
 * description (issue 10 §9: English readers saw it); that name shows as it is for a key the app has no text for,
 * a category added to the catalogue later.
 */
export function categoryGroupName(t: TFunction, key: string, catalogueName: string): string {
  return KNOWN_KEYS.has(key) ? t(`payment-profiles.categoryGroups.${key}`) : catalogueName;
}

/** `categoryGroupName` in the screen's language; the screen shows the other language's names on a switch. */
export function useCategoryGroupName(): (key: string, catalogueName: string) => string {
  const { t } = useTranslation();
  return (key, catalogueName) => categoryGroupName(t, key, catalogueName);
}

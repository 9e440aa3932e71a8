/**
 * The device categories a policy has rules for (domain.md, Equipment policies), with the ids the API uses as
 * `policyCategoryID`. Names are localized in the web app (`equipment.category.<key>`).
 */
export const POLICY_CATEGORIES = [
  { id: 1, key: 'mobile', orderKey: 1 },
  { id: 2, key: 'tablet', orderKey: 2 },
  { id: 3, key: 'computer', orderKey: 3 },
  { id: 4, key: 'headset', orderKey: 4 },
  { id: 5, key: 'accessory', orderKey: 5 },
  { id: 6, key: 'other', orderKey: 6 },
] as const;
export type PolicyCategoryKey = (typeof POLICY_CATEGORIES)[number]['key'];

export function policyCategoryById(id: number) {
  return POLICY_CATEGORIES.find((c) => c.id === id) ?? null;
}

/** "First Last", or '' for a subscription without a named person (shown as Anonymous). */
export function fullName(p: { firstName?: string | null; lastName?: string | null }): string {
  return [p.firstName, p.lastName].filter(Boolean).join(' ').trim();
}

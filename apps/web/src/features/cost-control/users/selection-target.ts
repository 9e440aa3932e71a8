/**
 * Where the users route should point after the list or the chosen subscription changed (000 §2: the first
 * subscription is selected in the route when none matches). `undefined`: stay; `null`: no subscription (the list
 * is empty); a number: that subscription.
 */
export function selectionTarget(s: {
  routeId: number | null;
  listedIds: readonly number[];
  /** The search, a filter or the account changed since the route was last checked. */
  listChanged: boolean;
  /** The route's subscription does not exist in the chosen account (or the caller may not see it). */
  routeNotFound: boolean;
}): number | null | undefined {
  const first = s.listedIds[0] ?? null;
  if (s.routeId === null) return first ?? undefined;
  if (s.routeNotFound) return first;
  // A deep link to a row further down the list stays; a new search or filter that leaves it out moves on.
  if (s.listChanged && !s.listedIds.includes(s.routeId)) return first;
  return undefined;
}

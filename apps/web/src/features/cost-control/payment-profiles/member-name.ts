/** A member's full name, or the word for a subscription nobody is on (000 §2: 'Anonymous'). */
export function memberName(
  m: { firstName?: string | null; lastName?: string | null },
  anonymous: string,
): string {
  const name = [m.firstName, m.lastName].filter(Boolean).join(' ').trim();
  return name || anonymous;
}

/** The avatar the server draws for a person with a picture (GET catalog/profileimage); null for none. */
export function memberAvatarSrc(m: {
  catalogID?: number | null;
  bnCustomerID: number;
  picture?: string | null;
}): string | null {
  if (!m.catalogID || !m.picture) return null;
  const q = new URLSearchParams({
    u: String(m.catalogID),
    s: '128x128',
    c: String(m.bnCustomerID),
    h: m.picture,
  });
  return `/api/catalog/profileimage?${q}`;
}

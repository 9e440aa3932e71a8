/** The Details form's values as typed. */
export type Draft = { name: string; customerId: string; resellerId: string | null; vat: boolean };

/** 002 §5: a non-empty name and the customer ID as a whole number. */
export function draftErrors(draft: Draft): { name?: 'nameRequired'; customerId?: 'customerRequired' } {
  return {
    ...(draft.name.trim() ? {} : { name: 'nameRequired' as const }),
    ...(/^\d+$/.test(draft.customerId.trim()) && Number(draft.customerId) > 0
      ? {}
      : { customerId: 'customerRequired' as const }),
  };
}

/** The accounts to grant and the grants to revoke to go from the current access to the chosen one. */
export function accessChanges(
  current: { accessID: number; accountID: number }[],
  chosen: ReadonlySet<number>,
) {
  const held = new Set(current.map((a) => a.accountID));
  return {
    grant: [...chosen].filter((id) => !held.has(id)).sort((a, b) => a - b),
    revoke: current.filter((a) => !chosen.has(a.accountID)).map((a) => a.accessID),
  };
}

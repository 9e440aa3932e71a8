import type { Account } from '../../../app/account-choice.ts';

/** The export's account and its sub accounts among those the person sees: what the account filter offers. */
export function accountsUnder(accounts: readonly Account[], rootId: number): Account[] {
  const ids = new Set<number>([rootId]);
  // Parents may come after children in the list: repeat until nothing more joins.
  let grew = true;
  while (grew) {
    grew = false;
    for (const a of accounts) {
      if (!ids.has(a.ID) && a.parentAccountID != null && ids.has(a.parentAccountID)) {
        ids.add(a.ID);
        grew = true;
      }
    }
  }
  return accounts.filter((a) => ids.has(a.ID));
}

/** Billing groups the filter offers: those of the chosen accounts (with their sub accounts), or of all of them. */
export function billingGroupsUnder(accounts: readonly Account[], rootId: number, filterAccountIds: number[]) {
  const under = accountsUnder(accounts, rootId);
  const chosen = filterAccountIds.length
    ? under.filter((a) => filterAccountIds.some((id) => accountsUnder(under, id).some((x) => x.ID === a.ID)))
    : under;
  return chosen.flatMap((a) => a.billingGroups.map((g) => ({ ...g, accountName: a.name })));
}

type Account = {
  ID: number;
  parentAccountID?: number | null;
  name: string;
  billingGroups: { ID: number; name: string }[];
};

/**
 * The billing groups the list can filter on: the chosen account's, and with "Include sub accounts" also those
 * of the accounts below it, named with their account so two groups of the same name can be told apart.
 */
export function billingGroupOptions(
  accounts: readonly Account[],
  accountId: number | null,
  includeSubAccounts: boolean,
): { value: string; label: string }[] {
  const chosen = accounts.find((a) => a.ID === accountId);
  if (!chosen) return [];
  const inScope = [chosen];
  if (includeSubAccounts) {
    for (let i = 0; i < inScope.length; i++) {
      inScope.push(...accounts.filter((a) => a.parentAccountID === inScope[i]!.ID && !inScope.includes(a)));
    }
  }
  return inScope.flatMap((a) =>
    a.billingGroups.map((g) => ({
      value: String(g.ID),
      label: a === chosen ? g.name : `${g.name} (${a.name})`,
    })),
  );
}

/**
 * The rule that picks a person's equipment policy from their department (issue 33 §2): the department's own
 * policy, else the customer's default, else none. The SQL of `new-employee-rules.repository.ts` applies the same
 * rule set-based; `new-employee-rules.int.test.ts` checks the two agree.
 */
export type NewEmployeeRules = {
  defaultPolicyId: number | null;
  departments: readonly { departmentId: number; policyId: number }[];
};

export function policyForDepartment(rules: NewEmployeeRules, departmentId: number | null): number | null {
  const own =
    departmentId === null ? undefined : rules.departments.find((d) => d.departmentId === departmentId);
  return own?.policyId ?? rules.defaultPolicyId;
}

/** The first day of the month after `today` (YYYY-MM-DD): the next open month, where a department move applies. */
export function nextOpenMonth(today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** Refuses a department twice in one save, which would leave it unclear which policy it has. */
export function duplicateDepartment(rules: NewEmployeeRules): number | null {
  const seen = new Set<number>();
  for (const d of rules.departments) {
    if (seen.has(d.departmentId)) return d.departmentId;
    seen.add(d.departmentId);
  }
  return null;
}

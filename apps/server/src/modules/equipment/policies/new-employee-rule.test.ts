import { describe, expect, it } from 'vitest';
import { duplicateDepartment, nextOpenMonth, policyForDepartment } from './new-employee-rule.ts';

const rules = { defaultPolicyId: 7, departments: [{ departmentId: 3, policyId: 9 }] };

describe('policyForDepartment', () => {
  it("gives the department's own policy", () => {
    expect(policyForDepartment(rules, 3)).toBe(9);
  });
  it('gives the default for another department or none', () => {
    expect(policyForDepartment(rules, 4)).toBe(7);
    expect(policyForDepartment(rules, null)).toBe(7);
  });
  it('gives no policy without a default or a department rule', () => {
    expect(policyForDepartment({ defaultPolicyId: null, departments: [] }, 3)).toBeNull();
    expect(policyForDepartment({ ...rules, defaultPolicyId: null }, 4)).toBeNull();
  });
});

describe('nextOpenMonth', () => {
  it('is the first day of the next month, over a year end', () => {
    expect(nextOpenMonth('2026-12-06')).toBe('2027-01-01');
    expect(nextOpenMonth('2026-01-31')).toBe('2026-02-01');
  });
});

describe('duplicateDepartment', () => {
  it('finds a department named twice', () => {
    expect(duplicateDepartment(rules)).toBeNull();
    expect(
      duplicateDepartment({
        defaultPolicyId: null,
        departments: [...rules.departments, ...rules.departments],
      }),
    ).toBe(3);
  });
});

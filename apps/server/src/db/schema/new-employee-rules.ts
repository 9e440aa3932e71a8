import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { cePolicies } from './policies.ts';
import { customers, departments, people } from './tenancy.ts';

/**
 * The equipment policy a new person gets (issue 33 §2, docs/EQUIPMENT-POLICIES.md "Rules for new employees"): per
 * customer a default policy, and per department a policy that overrides it. `version` guards the editor's save.
 */
export const ceNewEmployeeRules = pgTable('ce_new_employee_rules', {
  customerId: integer()
    .primaryKey()
    .references(() => customers.id),
  defaultPolicyId: integer().references(() => cePolicies.id, { onDelete: 'set null' }),
  version: integer().notNull().default(1),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer().references(() => people.catalogId),
});

/** A department's own policy for new people and for people moved into it. */
export const ceNewEmployeeDepartmentRules = pgTable(
  'ce_new_employee_department_rules',
  {
    departmentId: integer()
      .primaryKey()
      .references(() => departments.id),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    policyId: integer()
      .notNull()
      .references(() => cePolicies.id, { onDelete: 'cascade' }),
  },
  (t) => [index('ce_new_employee_department_rules_customer_idx').on(t.customerId)],
);

/**
 * A membership change that takes effect on a later date (a department move takes the new department's policy from
 * the first day of the next open month): applied by the job `planned-policy-changes` on or after `effectiveOn`.
 * `policyId` null means the person leaves their policy then. One planned change per person; a new one replaces it.
 */
export const cePlannedPolicyChanges = pgTable(
  'ce_planned_policy_changes',
  {
    catalogId: integer()
      .primaryKey()
      .references(() => people.catalogId),
    policyId: integer().references(() => cePolicies.id, { onDelete: 'cascade' }),
    effectiveOn: date().notNull(),
    departmentId: integer().references(() => departments.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: integer().references(() => people.catalogId),
  },
  (t) => [
    index('ce_planned_policy_changes_effective_idx').on(t.effectiveOn),
    check('ce_planned_policy_changes_first_day', sql`extract(day from ${t.effectiveOn}) = 1`),
  ],
);

import { sql } from 'drizzle-orm';
import { visibleAccountIds } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import { type Executor, queryRows } from '../../../db/client.ts';
import { arrayOf, inList } from '../../../db/sql.ts';
import type { NewEmployeeRules } from './new-employee-rule.ts';

/**
 * SQL of the rules for new employees (`ce_new_employee_rules`, `ce_new_employee_department_rules`) and of planned
 * membership changes (`ce_planned_policy_changes`). Policies are named only when on an account the caller sees.
 */

export type RulesRow = NewEmployeeRules & { version: number };
export type DepartmentRow = { departmentId: number; name: string };
export type PolicyOption = { policyId: number; name: string; accountId: number };

export async function customerOfAccount(db: Executor, accountId: number): Promise<number> {
  const [row] = await queryRows<{ customerId: number }>(
    db,
    sql`select customer_id as "customerId" from accounts where id = ${accountId}`,
  );
  return row!.customerId;
}

export async function readRules(
  db: Executor,
  customerId: number,
  opts: { forUpdate?: boolean } = {},
): Promise<RulesRow> {
  const [rule] = await queryRows<{ defaultPolicyId: number | null; version: number }>(
    db,
    sql`select default_policy_id as "defaultPolicyId", version from ce_new_employee_rules
        where customer_id = ${customerId} ${opts.forUpdate ? sql`for update` : sql``}`,
  );
  const departments = await queryRows<{ departmentId: number; policyId: number }>(
    db,
    sql`select department_id as "departmentId", policy_id as "policyId" from ce_new_employee_department_rules
        where customer_id = ${customerId} order by department_id`,
  );
  return { defaultPolicyId: rule?.defaultPolicyId ?? null, version: rule?.version ?? 0, departments };
}

export function customerDepartments(db: Executor, customerId: number): Promise<DepartmentRow[]> {
  return queryRows<DepartmentRow>(
    db,
    sql`select id as "departmentId", name from departments where customer_id = ${customerId}
        order by lower(name), id`,
  );
}

/** The customer's policies on accounts the caller sees: the ones a rule may name. */
export function policyOptions(db: Executor, p: Principal, customerId: number): Promise<PolicyOption[]> {
  return queryRows<PolicyOption>(
    db,
    sql`select cp.id as "policyId", cp.name, cp.account_id as "accountId" from ce_policies cp
        join accounts a on a.id = cp.account_id
        where a.customer_id = ${customerId} and a.id in ${visibleAccountIds(p)}
        order by lower(cp.name), cp.id`,
  );
}

/** Writes the whole rule set; the caller has locked the row (readRules forUpdate) and checked the version. */
export async function writeRules(
  db: Executor,
  customerId: number,
  rules: NewEmployeeRules,
  by: number,
): Promise<void> {
  await db.execute(
    sql`insert into ce_new_employee_rules (customer_id, default_policy_id, version, updated_by)
        values (${customerId}, ${rules.defaultPolicyId}, 1, ${by})
        on conflict (customer_id) do update set default_policy_id = excluded.default_policy_id,
          version = ce_new_employee_rules.version + 1, updated_at = now(), updated_by = excluded.updated_by`,
  );
  await db.execute(sql`delete from ce_new_employee_department_rules where customer_id = ${customerId}`);
  if (rules.departments.length === 0) return;
  await db.execute(
    sql`insert into ce_new_employee_department_rules (department_id, customer_id, policy_id)
        select d, ${customerId}, pol from unnest(${arrayOf(
          'int',
          rules.departments.map((d) => d.departmentId),
        )}, ${arrayOf(
          'int',
          rules.departments.map((d) => d.policyId),
        )}) as v(d, pol)`,
  );
}

/**
 * New people become members of the policy the rule picks (the department's, else the default), from `today`,
 * unless they are a member of a policy already or sent as having left already. Set-based: one statement for a whole provisioning batch.
 * Answers the people who joined.
 */
export async function joinPoliciesByRule(
  db: Executor,
  catalogIds: number[],
  today: string,
): Promise<number[]> {
  if (catalogIds.length === 0) return [];
  const rows = await queryRows<{ catalogId: number }>(
    db,
    sql`insert into ce_policy_members (catalog_id, policy_id, member_since)
        select pe.catalog_id, coalesce(dr.policy_id, r.default_policy_id), ${today}::date
        from people pe
        left join ce_new_employee_rules r on r.customer_id = pe.customer_id
        left join ce_new_employee_department_rules dr on dr.department_id = pe.department_id
          and dr.customer_id = pe.customer_id
        where pe.catalog_id = any(${arrayOf('int', catalogIds)})
          and coalesce(dr.policy_id, r.default_policy_id) is not null
          and (pe.leaving_date is null or pe.leaving_date >= ${today}::date)
        on conflict (catalog_id) do nothing
        returning catalog_id as "catalogId"`,
  );
  return rows.map((r) => r.catalogId);
}

export type PersonDepartment = {
  catalogId: number;
  customerId: number;
  departmentId: number | null;
  departmentName: string | null;
  policyId: number | null;
  policyName: string | null;
};

/** A person of the account's customer (the caller sees the account), with department and policy; null if none. */
export async function personDepartment(
  db: Executor,
  p: Principal,
  accountId: number,
  catalogId: number,
): Promise<PersonDepartment | null> {
  const [row] = await queryRows<PersonDepartment>(
    db,
    sql`select pe.catalog_id as "catalogId", pe.customer_id as "customerId", pe.department_id as "departmentId",
          d.name as "departmentName", m.policy_id as "policyId", cp.name as "policyName"
        from people pe join accounts a on a.customer_id = pe.customer_id
        left join departments d on d.id = pe.department_id
        left join ce_policy_members m on m.catalog_id = pe.catalog_id
        left join ce_policies cp on cp.id = m.policy_id
        where pe.catalog_id = ${catalogId} and a.id = ${accountId} and a.id in ${visibleAccountIds(p)}
        for update of pe`,
  );
  return row ?? null;
}

export async function setDepartment(db: Executor, catalogId: number, departmentId: number): Promise<void> {
  await db.execute(sql`update people set department_id = ${departmentId} where catalog_id = ${catalogId}`);
}

export type PlannedChange = { catalogId: number; policyId: number | null; effectiveOn: string };

export async function planChange(
  db: Executor,
  v: PlannedChange & { departmentId: number; by: number },
): Promise<void> {
  await db.execute(
    sql`insert into ce_planned_policy_changes (catalog_id, policy_id, effective_on, department_id, created_by)
        values (${v.catalogId}, ${v.policyId}, ${v.effectiveOn}, ${v.departmentId}, ${v.by})
        on conflict (catalog_id) do update set policy_id = excluded.policy_id, effective_on = excluded.effective_on,
          department_id = excluded.department_id, created_at = now(), created_by = excluded.created_by`,
  );
}

export async function dropPlannedChange(db: Executor, catalogId: number): Promise<void> {
  await db.execute(sql`delete from ce_planned_policy_changes where catalog_id = ${catalogId}`);
}

/**
 * The planned changes due on `today`, claimed (deleted) in the caller's transaction with `skip locked`, so two
 * processes never apply one twice. `afterLeaving`: the change is dated after the person's leaving date (docs/LEAVING.md).
 */
export async function claimDueChanges(
  db: Executor,
  today: string,
): Promise<(PlannedChange & { afterLeaving: boolean })[]> {
  return queryRows<PlannedChange & { afterLeaving: boolean }>(
    db,
    sql`delete from ce_planned_policy_changes pc where pc.catalog_id in (
          select catalog_id from ce_planned_policy_changes where effective_on <= ${today}::date
          order by catalog_id for update skip locked)
        returning pc.catalog_id as "catalogId", pc.policy_id as "policyId", pc.effective_on::text as "effectiveOn",
          exists (select 1 from people pe where pe.catalog_id = pc.catalog_id and pe.leaving_date < pc.effective_on)
            as "afterLeaving"`,
  );
}

export async function policyNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from ce_policies where id in ${inList(ids)}`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function grantsFullCreditOnStart(db: Executor, policyId: number): Promise<boolean> {
  const [row] = await queryRows<{ grants: boolean }>(
    db,
    sql`select grant_full_credit_on_start as grants from ce_policies where id = ${policyId}`,
  );
  return row?.grants ?? false;
}

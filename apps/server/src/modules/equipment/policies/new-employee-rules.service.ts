import { osloDate } from '@connect/shared';
import { requireAccount } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Clock } from '../../../clock.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import type { ScheduledJob } from '../../../jobs/scheduled-job.ts';
import { memberCategories, memberPolicyId, setMembership, startCycle } from './members.repository.ts';
import {
  duplicateDepartment,
  type NewEmployeeRules,
  nextOpenMonth,
  policyForDepartment,
} from './new-employee-rule.ts';
import {
  claimDueChanges,
  customerDepartments,
  customerOfAccount,
  dropPlannedChange,
  grantsFullCreditOnStart,
  joinPoliciesByRule,
  personDepartment,
  planChange,
  policyNames,
  policyOptions,
  readRules,
  setDepartment,
  writeRules,
} from './new-employee-rules.repository.ts';
import { lockPolicies } from './policies.repository.ts';
import { categoryDetails } from './policies.service.ts';

/**
 * Rules for new employees (issue 33 §2, docs/EQUIPMENT-POLICIES.md): which equipment policy a person gets when
 * provisioning or the directory creates them, and when an administrator moves them to another department.
 */

export async function rulesForNewEmployees(db: Executor, p: Principal, accountId: number) {
  await requireAccount(db, p, accountId);
  const customerId = await customerOfAccount(db, accountId);
  const [rules, departments, policies] = await Promise.all([
    readRules(db, customerId),
    customerDepartments(db, customerId),
    policyOptions(db, p, customerId),
  ]);
  const visible = new Set(policies.map((o) => o.policyId));
  return {
    // A rule naming a policy on an account the caller does not see is shown as none for them.
    defaultPolicyId:
      rules.defaultPolicyId !== null && visible.has(rules.defaultPolicyId) ? rules.defaultPolicyId : null,
    departments: rules.departments.filter((d) => visible.has(d.policyId)),
    version: rules.version,
    departmentOptions: departments,
    policyOptions: policies,
  };
}

/**
 * Saves the whole rule set against the version the editor read (0 before the first save); a stale version
 * answers CONFLICT and nothing is written. Every policy must be the customer's, on an account the caller sees, and
 * every department the customer's.
 */
export async function saveRulesForNewEmployees(
  db: Db,
  p: Principal,
  accountId: number,
  rules: NewEmployeeRules,
  version: number,
) {
  await db.transaction(async (tx) => {
    await requireAccount(tx, p, accountId);
    const customerId = await customerOfAccount(tx, accountId);
    const current = await readRules(tx, customerId, { forUpdate: true });
    if (current.version !== version)
      throw AppError.conflict('The rules were changed by someone else. Reload them and try again.');
    const twice = duplicateDepartment(rules);
    if (twice !== null)
      throw AppError.badInput('A department can have only one rule.', {
        field: 'departments',
        departmentID: twice,
      });
    const policies = new Set((await policyOptions(tx, p, customerId)).map((o) => o.policyId));
    const departments = new Set((await customerDepartments(tx, customerId)).map((d) => d.departmentId));
    if (rules.defaultPolicyId !== null && !policies.has(rules.defaultPolicyId))
      throw AppError.notFound('Policy');
    for (const d of rules.departments) {
      if (!departments.has(d.departmentId)) throw AppError.notFound('Department');
      if (!policies.has(d.policyId)) throw AppError.notFound('Policy');
    }
    await writeRules(tx, customerId, rules, p.catalogId);
  });
  return rulesForNewEmployees(db, p, accountId);
}

/**
 * New people (provisioning's or the directory's) join the policy the rule picks, from today, in the caller's
 * transaction, unless they are a member already. Answers who joined.
 */
export function joinPoliciesOfNewPeople(tx: Executor, clock: Clock, catalogIds: number[]): Promise<number[]> {
  return joinPoliciesByRule(tx, catalogIds, osloDate(clock.now()));
}

export type DepartmentMove = {
  catalogId: number;
  fromDepartmentId: number | null;
  fromDepartmentName: string | null;
  toDepartmentId: number;
  toDepartmentName: string;
  currentPolicyId: number | null;
  currentPolicyName: string | null;
  /** The policy the rule gives for the new department (null: none, the person then leaves their policy). */
  newPolicyId: number | null;
  newPolicyName: string | null;
  changesPolicy: boolean;
  /** The first day of the next open month: the new policy applies from it; this month keeps its figures. */
  effectiveOn: string;
};

async function workOutMove(
  tx: Executor,
  p: Principal,
  clock: Clock,
  a: { accountId: number; catalogId: number; departmentId: number },
): Promise<DepartmentMove> {
  await requireAccount(tx, p, a.accountId);
  const person = await personDepartment(tx, p, a.accountId, a.catalogId);
  if (!person) throw AppError.notFound('Person');
  const department = (await customerDepartments(tx, person.customerId)).find(
    (d) => d.departmentId === a.departmentId,
  );
  if (!department) throw AppError.notFound('Department');
  const rule = await readRules(tx, person.customerId);
  const ruled = policyForDepartment(rule, a.departmentId);
  // Without any rule for the new department the person keeps their policy: a rule decides, not its absence.
  const newPolicyId = ruled ?? person.policyId;
  const names = await policyNames(tx, newPolicyId === null ? [] : [newPolicyId]);
  return {
    catalogId: person.catalogId,
    fromDepartmentId: person.departmentId,
    fromDepartmentName: person.departmentName,
    toDepartmentId: department.departmentId,
    toDepartmentName: department.name,
    currentPolicyId: person.policyId,
    currentPolicyName: person.policyName,
    newPolicyId,
    newPolicyName: newPolicyId === null ? null : (names.get(newPolicyId) ?? null),
    changesPolicy: newPolicyId !== person.policyId,
    effectiveOn: nextOpenMonth(osloDate(clock.now())),
  };
}

/** What moving the person to the department would change, before it is saved. Writes nothing. */
export function departmentMovePreview(
  db: Db,
  p: Principal,
  clock: Clock,
  a: { accountId: number; catalogId: number; departmentId: number },
): Promise<DepartmentMove> {
  return db.transaction((tx) => workOutMove(tx, p, clock, a));
}

/**
 * Moves the person to the department now; the policy the rule gives applies from the next open month as a planned
 * membership change (the job below makes it), so this month and closed months keep their figures. A move that
 * changes no policy drops a planned change from an earlier move.
 */
export function moveUserToDepartment(
  db: Db,
  p: Principal,
  clock: Clock,
  a: { accountId: number; catalogId: number; departmentId: number },
): Promise<DepartmentMove> {
  return db.transaction(async (tx) => {
    const move = await workOutMove(tx, p, clock, a);
    await setDepartment(tx, move.catalogId, move.toDepartmentId);
    if (move.changesPolicy)
      await planChange(tx, {
        catalogId: move.catalogId,
        policyId: move.newPolicyId,
        effectiveOn: move.effectiveOn,
        departmentId: move.toDepartmentId,
        by: p.catalogId,
      });
    else await dropPlannedChange(tx, move.catalogId);
    return move;
  });
}

/**
 * Applies the planned membership changes that are due: the person joins the new policy from its date with a credit
 * starting anew (full when the policy grants it and nothing was bought in the category), as a move without a
 * credit transfer in the member editor does. Each change is claimed once (claimDueChanges); a change dated after
 * the person's leaving date is dropped unapplied (docs/LEAVING.md). Answers how many were applied.
 */
export async function applyPlannedPolicyChanges(db: Db, clock: Clock): Promise<number> {
  const today = osloDate(clock.now());
  return db.transaction(async (tx) => {
    const due = (await claimDueChanges(tx, today)).filter((c) => !c.afterLeaving);
    for (const change of due) {
      const before = await memberPolicyId(tx, change.catalogId);
      await lockPolicies(tx, [before, change.policyId]);
      await setMembership(tx, change.catalogId, change.policyId, change.effectiveOn);
      // Someone joining their first policy starts with its start rule alone (transferPolicy does the same).
      if (change.policyId === null || before === null) continue;
      const grants = await grantsFullCreditOnStart(tx, change.policyId);
      const bought = await memberCategories(tx, change.catalogId);
      for (const detail of (await categoryDetails(tx, change.policyId)).filter((d) => d.active)) {
        const last = bought.find((b) => b.categoryId === detail.categoryId)?.lastPurchaseDate;
        const full = grants && !last;
        await startCycle(
          tx,
          change.catalogId,
          detail.categoryId,
          change.effectiveOn,
          full ? detail.covers : 0,
        );
      }
    }
    return due.length;
  });
}

export const plannedPolicyChangesJob: ScheduledJob = {
  name: 'planned-policy-changes',
  cron: '5 0 * * *',
  run: async (deps) => {
    await applyPlannedPolicyChanges(deps.db, deps.services.clock);
  },
};

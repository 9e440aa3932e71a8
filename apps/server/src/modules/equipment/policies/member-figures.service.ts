import { EQUIPMENT_ROLES, hasAnyRole } from '@connect/shared';
import { visibleAccountIds } from '../../../auth/access.ts';
import { employeeAccountIds } from '../../../auth/employee-access.ts';
import type { Principal } from '../../../auth/principal.ts';
import { withCurrentDeviceBuyOut } from './buy-out.service.ts';
import {
  type Deps,
  type MemberChange,
  ownPolicyCategoryDetails,
  requireMemberAccount,
  saveMember,
  userPolicyCategoryDetails,
} from './members.service.ts';
import { requirePolicy } from './policies.repository.ts';

/** A member's figures per category (002 §3 User policy category), and the member changes that answer them. */

/**
 * The member's figures per category with the buy-out of their current device in each. An equipment admin reads
 * anyone of their accounts; anyone else (an employee, no role needed) only themselves.
 */
export async function memberFigures(
  deps: Deps,
  p: Principal,
  q: Parameters<typeof userPolicyCategoryDetails>[2],
) {
  const admin = hasAnyRole(p.roles, EQUIPMENT_ROLES);
  const rows = admin
    ? await userPolicyCategoryDetails(deps, p, q)
    : await ownPolicyCategoryDetails(deps, p, q);
  const accounts = admin ? visibleAccountIds(p) : employeeAccountIds(p);
  const priced = await withCurrentDeviceBuyOut(deps.db, accounts, q.accountId, q.catalogId, rows);
  return priced.map((r) => ({ ...r, policyId: r.detail.policyId }));
}

/** Saves the member change and answers the member's figures after it (none when they left every policy). */
export async function changeMember(deps: Deps, p: Principal, c: MemberChange) {
  await saveMember(deps, p, c);
  return memberFigures(deps, p, {
    accountId: c.accountId,
    catalogId: c.catalogId,
    policyId: null,
    asOf: null,
  });
}

/** A change of a member of the policy (credit corrections, last purchase dates), on the member's account. */
export async function changePolicyMember(
  deps: Deps,
  p: Principal,
  policyId: number,
  catalogId: number,
  rest: Pick<MemberChange, 'corrections' | 'lastPurchaseDates'>,
) {
  const accountId = await requireMemberAccount(deps.db, p, policyId, catalogId);
  return changeMember(deps, p, { accountId, catalogId, policyId, categoryIDsToTransferAmount: [], ...rest });
}

/** Adds the person to the policy (the member add call of 002 §7); from another policy, nothing moves. */
export async function addPolicyMember(deps: Deps, p: Principal, policyId: number, catalogId: number) {
  const policy = await requirePolicy(deps.db, p, null, policyId);
  return changeMember(deps, p, {
    accountId: policy.accountId,
    catalogId,
    policyId,
    categoryIDsToTransferAmount: [],
    corrections: [],
    lastPurchaseDates: [],
  });
}

/** Removes the person from the policy (the member remove call of 002 §7). */
export async function removePolicyMember(deps: Deps, p: Principal, policyId: number, catalogId: number) {
  const accountId = await requireMemberAccount(deps.db, p, policyId, catalogId);
  return changeMember(deps, p, {
    accountId,
    catalogId,
    policyId: null,
    categoryIDsToTransferAmount: [],
    corrections: [],
    lastPurchaseDates: [],
  });
}

import { osloToday } from '../../../auth/leaving.ts';
import type { Clock } from '../../../clock.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { joinPoliciesOfNewPeople } from '../../equipment/policies/new-employee-rules.service.ts';
import { leavingDateOnDeactivation, leavingDateOnReactivation } from './leaving-rules.ts';
import { decideMatch, type MatchDecision } from './matching.ts';
import {
  changedFields,
  type DirectoryPerson,
  type LinkedUser,
  PERSON_FIELDS,
  type PersonField,
} from './scim-user-view.ts';
import {
  findCandidates,
  findLinkedUser,
  findPersonFields,
  insertEvent,
  insertPerson,
  leavingDateOf,
  listLinkedUsers,
  recordConflict,
  resolveConflicts,
  setLeavingDate,
  updateLink,
  updatePerson,
  upsertLink,
  userNameTaken,
} from './scim-users.repository.ts';

/** Who calls: the customer whose token the directory sent (scim.routes.ts), with the database and the clock. */
export type ScimCaller = { db: Db; clock: Clock; customerId: number };

const CONFLICT_TEXT: Record<Extract<MatchDecision, { kind: 'conflict' }>['reason'], string> = {
  several: 'matches several people in Connect',
  disagrees: 'matches a person in Connect with another employee number',
  linked: 'matches a person in Connect who is linked to another directory user',
};

export const listUsers = (c: ScimCaller, narrow: { userName?: string; externalId?: string }) =>
  listLinkedUsers(c.db, c.customerId, narrow);

export async function getUser(c: ScimCaller, id: string, db: Executor = c.db): Promise<LinkedUser> {
  const user = await findLinkedUser(db, c.customerId, id);
  if (!user) throw AppError.notFound(`User ${id}`);
  return user;
}

/** A second create of one user name at the same moment meets the unique index: the directory hears 409 too. */
async function inTransaction<T>(c: ScimCaller, work: (tx: Executor) => Promise<T>): Promise<T> {
  try {
    return await c.db.transaction(work);
  } catch (e) {
    if ((e as { code?: string }).code === '23505') throw AppError.conflict('userName is already in use.');
    throw e;
  }
}

/** Turns the directory's `active` into the person's access and leaving date (auth/leaving.ts reads it). */
async function applyActive(c: ScimCaller, tx: Executor, user: LinkedUser, active: boolean, now: Date) {
  if (user.active === active) return;
  const today = osloToday(c.clock);
  if (!active) {
    const before = await leavingDateOf(tx, user.catalogId);
    await setLeavingDate(tx, user.catalogId, leavingDateOnDeactivation(before, today));
    await updateLink(tx, user.id, { active: false, leavingDateBefore: before, updatedAt: now });
  } else {
    await setLeavingDate(tx, user.catalogId, leavingDateOnReactivation(user.leavingDateBefore, today));
    await updateLink(tx, user.id, { active: true, leavingDateBefore: null, updatedAt: now });
  }
  await insertEvent(tx, {
    customerId: c.customerId,
    at: now,
    operation: active ? 'reactivated' : 'deactivated',
    catalogId: user.catalogId,
    userName: user.userName,
    fields: ['active'],
  });
}

const personWrite = (p: DirectoryPerson, fields: PersonField[]) =>
  Object.fromEntries(fields.filter((f) => f !== 'userName' && f !== 'externalId').map((f) => [f, p[f]]));

/** The person fields that differ from what the person has, among those the directory sent. */
async function matchedChanges(c: ScimCaller, tx: Executor, catalogId: number, person: DirectoryPerson) {
  const current = await findPersonFields(tx, c.customerId, catalogId);
  return changedFields({ ...person, ...current }, person, true);
}

/**
 * POST /Users: the directory's user is matched to the person the operator provisioned (same customer; e-mail, mobile
 * or employee number), else made a new person, and linked. A user name in use, or a match that is not certain
 * (matching.ts), answers 409; the conflict is kept for the administrator's Integrations screen.
 */
export async function createUser(c: ScimCaller, person: DirectoryPerson): Promise<LinkedUser> {
  const now = c.clock.now();
  const outcome = await inTransaction(c, async (tx) => {
    if (await userNameTaken(tx, c.customerId, person.userName))
      throw AppError.conflict(`userName '${person.userName}' is already in use.`);
    const decision = decideMatch(person, await findCandidates(tx, c.customerId, person));
    if (decision.kind === 'conflict') {
      await recordConflict(tx, { customerId: c.customerId, at: now, ...person, ...decision });
      return { conflict: decision };
    }
    const fields =
      decision.kind === 'match'
        ? await matchedChanges(c, tx, decision.catalogId, person)
        : PERSON_FIELDS.filter((f) => f !== 'userName' && f !== 'externalId' && person[f]);
    const catalogId =
      decision.kind === 'match' ? decision.catalogId : await insertPerson(tx, c.customerId, person);
    if (decision.kind === 'match')
      await updatePerson(tx, c.customerId, catalogId, personWrite(person, fields));
    // A person the directory creates gets the policy of the rules for new employees (a matched one had theirs).
    else await joinPoliciesOfNewPeople(tx, c.clock, [catalogId]);
    const id = await upsertLink(tx, { customerId: c.customerId, catalogId, ...person, now });
    await resolveConflicts(tx, c.customerId, person.userName, now);
    await insertEvent(tx, {
      customerId: c.customerId,
      at: now,
      operation: decision.kind === 'match' ? 'linked' : 'created',
      catalogId,
      userName: person.userName,
      fields,
    });
    await applyActive(c, tx, await getUser(c, id, tx), person.active, now);
    return { user: await getUser(c, id, tx) };
  });
  const d = outcome.conflict;
  if (d) {
    throw AppError.conflict(
      `userName '${person.userName}' ${CONFLICT_TEXT[d.reason]} (by ${d.matchedBy.join(', ')}) and was not ` +
        "linked: the customer's administrator sees the conflict on the Integrations screen of Connect.",
    );
  }
  return outcome.user!;
}

/** PUT /Users/{id}, and PATCH after SCIMMY applied it: the person becomes what the directory says. */
export async function replaceUser(c: ScimCaller, id: string, person: DirectoryPerson): Promise<LinkedUser> {
  const now = c.clock.now();
  return inTransaction(c, async (tx) => {
    const current = await findLinkedUser(tx, c.customerId, id, { forUpdate: true });
    if (!current) throw AppError.notFound(`User ${id}`);
    if (person.userName !== current.userName && (await userNameTaken(tx, c.customerId, person.userName, id)))
      throw AppError.conflict(`userName '${person.userName}' is already in use.`);
    const fields = changedFields(current, person);
    if (fields.length > 0) {
      await updatePerson(tx, c.customerId, current.catalogId, personWrite(person, fields));
      await updateLink(tx, id, { userName: person.userName, externalId: person.externalId, updatedAt: now });
      await insertEvent(tx, {
        customerId: c.customerId,
        at: now,
        operation: 'updated',
        catalogId: current.catalogId,
        userName: person.userName,
        fields,
      });
    }
    await applyActive(c, tx, { ...current, userName: person.userName }, person.active, now);
    return getUser(c, id, tx);
  });
}

/** DELETE /Users/{id}: the person is deactivated and the link ends (404 from now on); nothing they own goes. */
export async function deleteUser(c: ScimCaller, id: string): Promise<void> {
  const now = c.clock.now();
  await inTransaction(c, async (tx) => {
    const current = await findLinkedUser(tx, c.customerId, id, { forUpdate: true });
    if (!current) throw AppError.notFound(`User ${id}`);
    await applyActive(c, tx, current, false, now);
    await updateLink(tx, id, { deletedAt: now, updatedAt: now });
    await insertEvent(tx, {
      customerId: c.customerId,
      at: now,
      operation: 'deleted',
      catalogId: current.catalogId,
      userName: current.userName,
    });
  });
}

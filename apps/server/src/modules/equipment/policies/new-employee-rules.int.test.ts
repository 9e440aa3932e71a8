import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProfile } from '../../../../test/factories/cost.ts';
import { buildPolicy } from '../../../../test/factories/policies.ts';
import { buildScimToken } from '../../../../test/factories/scim.ts';
import {
  type BuiltAccount,
  buildAccount,
  buildCustomer,
  buildPerson,
} from '../../../../test/factories/tenancy.ts';
import { entraCreate, scimClient } from '../../../../test/scim-client.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { fixedClock } from '../../../clock.ts';
import { queryRows } from '../../../db/client.ts';
import { applyPlannedPolicyChanges } from './new-employee-rules.service.ts';

const KEY = 'operator-provisioning-key-0123456789';
const RULES = `query($a: Int!) { cePolicyRulesForNewEmployees(accountID: $a) {
  defaultPolicyID version departments { departmentID policyID } departmentOptions { departmentID name }
  policyOptions { policyID name } } }`;
const SAVE = `mutation($a: Int!, $d: Int, $deps: [CENewEmployeeDepartmentRuleInput!]!, $v: Int!) {
  saveCEPolicyRulesForNewEmployees(accountID: $a, defaultPolicyID: $d, departments: $deps, version: $v) {
    defaultPolicyID version departments { departmentID policyID } } }`;
const PREVIEW = `query($a: Int!, $u: Int!, $d: Int!) { departmentMovePreview(accountID: $a, userID: $u, departmentID: $d) {
  fromDepartmentName toDepartmentName currentPolicyName newPolicyID newPolicyName changesPolicy effectiveOn } }`;
const MOVE = `mutation($a: Int!, $u: Int!, $d: Int!) { moveUserToDepartment(accountID: $a, userID: $u, departmentID: $d) {
  newPolicyName changesPolicy effectiveOn } }`;

/** Lykke AS as the operator provisions it: one account, a billing group, an administrator; departments Drift, Salg. */
function batch(extra: { people?: object[]; subscriptions?: object[] } = {}) {
  return {
    customers: [
      { id: 'LY-C', name: 'Lykke AS', services: ['connectequipment'], departments: ['Drift', 'Salg'] },
    ],
    accounts: [{ customer: 'LY-C', id: 'LY-A', name: 'Lykke AS' }],
    billingGroups: [{ customer: 'LY-C', id: 'LY-B', account: 'LY-A', name: 'Hovedkontor' }],
    people: [
      {
        customer: 'LY-C',
        id: 'LY-P1',
        firstName: 'Liv',
        lastName: 'Leder',
        email: 'liv@lykke.example',
        department: 'Salg',
        roles: ['CostControl', 'ConnectEquipmentOverview'],
        accountAccess: ['LY-A'],
      },
      ...(extra.people ?? []),
    ],
    subscriptions: extra.subscriptions ?? [],
  };
}

const newcomers = {
  people: [
    { customer: 'LY-C', id: 'LY-P2', firstName: 'Dag', lastName: 'Drift', department: 'Drift' },
    { customer: 'LY-C', id: 'LY-P3', firstName: 'Siv', lastName: 'Salg', department: 'Salg' },
    { customer: 'LY-C', id: 'LY-P4', firstName: 'Nils', lastName: 'Ny', department: 'Innkjøp' },
  ],
  subscriptions: [
    {
      customer: 'LY-C',
      id: 'LY-S2',
      number: '+4748077002',
      account: 'LY-A',
      billingGroup: 'LY-B',
      person: 'LY-P2',
    },
    { customer: 'LY-C', id: 'LY-S9', number: '+4748077009', account: 'LY-A', billingGroup: 'LY-B' },
  ],
};

describe('rules for new employees: provisioning, the directory and a department move', () => {
  let s: TestServer;
  let admin: string;
  let account: BuiltAccount;
  let standard: number;
  let ledere: number;
  let departments: Record<string, number>;

  const post = (body: unknown) =>
    s.app.inject({
      method: 'POST',
      url: '/api/provisioning',
      headers: { authorization: `Bearer ${KEY}` },
      payload: body as object,
    });
  const personOf = async (externalId: string) =>
    (
      await queryRows<{ id: number }>(
        s.database.db,
        sql`select internal_id as id from provisioned_ids where kind = 'person' and external_id = ${externalId}`,
      )
    )[0]!.id;
  const membership = async (catalogId: number) =>
    (
      await queryRows<{ policyId: number; since: string }>(
        s.database.db,
        sql`select policy_id as "policyId", member_since::text as since from ce_policy_members
            where catalog_id = ${catalogId}`,
      )
    )[0] ?? null;
  const lykkeState = async () =>
    JSON.stringify([
      await queryRows(
        s.database.db,
        sql`select m.* from ce_policy_members m join people p on p.catalog_id = m.catalog_id
            join customers c on c.id = p.customer_id where c.name = 'Lykke AS' order by 1`,
      ),
      await queryRows(
        s.database.db,
        sql`select recipient, body from outbox_messages where channel = 'sms' and recipient like '+474807700%'
            order by id`,
      ),
    ]);

  beforeAll(async () => {
    s = await createTestServer({ env: { PROVISIONING_API_KEY: KEY } });
    expect((await post(batch())).statusCode).toBe(200);
    const [row] = await queryRows<{ id: number; customerId: number; groupId: number }>(
      s.database.db,
      sql`select a.id, a.customer_id as "customerId", g.id as "groupId" from accounts a
          join billing_groups g on g.account_id = a.id where a.name = 'Lykke AS'`,
    );
    account = { id: row!.id, customerId: row!.customerId, billingGroupId: row!.groupId };
    standard = (await buildPolicy(s.database.db, { account, name: 'Standard' })).id;
    ledere = (await buildPolicy(s.database.db, { account, name: 'Ledere' })).id;
    await buildProfile(s.database.db, {
      account,
      description: 'Lykke standard',
      isDefault: true,
      settings: { sendWelcomeSms: true } as never,
    });
    admin = await s.tokenFor(await personOf('LY-P1'));
    const rules = await s.gql<{
      cePolicyRulesForNewEmployees: { departmentOptions: { departmentID: number; name: string }[] };
    }>(admin, RULES, { a: account.id });
    departments = Object.fromEntries(
      rules.data!.cePolicyRulesForNewEmployees.departmentOptions.map((d) => [d.name, d.departmentID]),
    );
  });
  afterAll(() => s.close());

  it('saves the rules against the version read, and refuses a stale version and foreign ids', async () => {
    const before = await s.gql(admin, RULES, { a: account.id });
    expect(before.data).toMatchObject({
      cePolicyRulesForNewEmployees: { defaultPolicyID: null, version: 0, departments: [] },
    });
    const saved = await s.gql(admin, SAVE, {
      a: account.id,
      d: standard,
      deps: [{ departmentID: departments.Drift, policyID: ledere }],
      v: 0,
    });
    expect(saved.data).toEqual({
      saveCEPolicyRulesForNewEmployees: {
        defaultPolicyID: standard,
        version: 1,
        departments: [{ departmentID: departments.Drift, policyID: ledere }],
      },
    });
    const stale = await s.gql(admin, SAVE, { a: account.id, d: null, deps: [], v: 0 });
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const twice = await s.gql(admin, SAVE, {
      a: account.id,
      d: standard,
      deps: [
        { departmentID: departments.Drift, policyID: ledere },
        { departmentID: departments.Drift, policyID: standard },
      ],
      v: 1,
    });
    expect(twice.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const other = await buildCustomer(s.database.db);
    const otherPolicy = await buildPolicy(s.database.db, {
      account: await buildAccount(s.database.db, { customer: other }),
    });
    const foreign = await s.gql(admin, SAVE, { a: account.id, d: otherPolicy.id, deps: [], v: 1 });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await s.gql(admin, RULES, { a: account.id })).data).toMatchObject({
      cePolicyRulesForNewEmployees: { defaultPolicyID: standard, version: 1 },
    });
  });

  it('gives new provisioned people the policy of their department, else the default; the same batch again changes nothing', async () => {
    const res = await post(batch(newcomers));
    expect(res.statusCode).toBe(200);
    expect(await membership(await personOf('LY-P2'))).toEqual({ policyId: ledere, since: '2026-11-15' });
    expect((await membership(await personOf('LY-P3')))?.policyId).toBe(standard);
    // Innkjøp is made by the batch and has no rule of its own: the default.
    expect((await membership(await personOf('LY-P4')))?.policyId).toBe(standard);
    // Liv was there before the rules and is not new: no policy given.
    expect(await membership(await personOf('LY-P1'))).toBeNull();
    const sms = await queryRows<{ recipient: string; body: string }>(
      s.database.db,
      sql`select recipient, body from outbox_messages where channel = 'sms' and recipient like '+474807700%'`,
    );
    // Only the subscription with a person gets the default profile's welcome SMS.
    expect(sms).toEqual([
      {
        recipient: '+4748077002',
        body: expect.stringContaining('følger nå betalingsprofilen «Lykke standard»'),
      },
    ]);
    const after = await lykkeState();
    const again = await post(batch(newcomers));
    expect(again.json().changes).toEqual([]);
    expect(await lykkeState()).toBe(after);
  });

  it('gives a person the directory creates the policy of their department, not one it matches', async () => {
    const customer = { id: account.customerId };
    const by = await buildPerson(s.database.db, { customer, roles: ['CostControl'] });
    const scim = scimClient(s, await buildScimToken(s.database.db, { customer, by }));
    const created = await scim(
      'POST',
      '/Users',
      entraCreate({ userName: 'dina@lykke.example', department: 'Drift' }),
    );
    expect(created.status).toBe(201);
    const [row] = await queryRows<{ c: number }>(
      s.database.db,
      sql`select catalog_id as c from scim_users where id = ${created.body.id}`,
    );
    expect((await membership(row!.c))?.policyId).toBe(ledere);
    // Liv is matched by her e-mail: linked, and given nothing.
    const matched = await scim(
      'POST',
      '/Users',
      entraCreate({ userName: 'liv@lykke.example', email: 'liv@lykke.example' }),
    );
    expect(matched.status).toBe(201);
    expect(await membership(await personOf('LY-P1'))).toBeNull();
  });

  it('previews a department move, moves the person now and the policy from the next open month', async () => {
    const siv = await personOf('LY-P3');
    const preview = await s.gql(admin, PREVIEW, { a: account.id, u: siv, d: departments.Drift });
    expect(preview.data).toEqual({
      departmentMovePreview: {
        fromDepartmentName: 'Salg',
        toDepartmentName: 'Drift',
        currentPolicyName: 'Standard',
        newPolicyID: ledere,
        newPolicyName: 'Ledere',
        changesPolicy: true,
        effectiveOn: '2026-12-01',
      },
    });
    const moved = await s.gql(admin, MOVE, { a: account.id, u: siv, d: departments.Drift });
    expect(moved.data).toEqual({
      moveUserToDepartment: { newPolicyName: 'Ledere', changesPolicy: true, effectiveOn: '2026-12-01' },
    });
    // This month keeps the policy; the job does nothing before the date, and the change once on it.
    expect(await membership(siv)).toEqual({ policyId: standard, since: '2026-11-15' });
    expect(await applyPlannedPolicyChanges(s.database.db, fixedClock('2026-11-30T12:00:00+01:00'))).toBe(0);
    expect(await membership(siv)).toEqual({ policyId: standard, since: '2026-11-15' });
    const december = fixedClock('2026-12-01T00:10:00+01:00');
    expect(await applyPlannedPolicyChanges(s.database.db, december)).toBe(1);
    expect(await applyPlannedPolicyChanges(s.database.db, december)).toBe(0);
    expect(await membership(siv)).toEqual({ policyId: ledere, since: '2026-12-01' });
    // Back to Salg: the default again, planned for the next month once more.
    const back = await s.gql(admin, MOVE, { a: account.id, u: siv, d: departments.Salg });
    expect(back.data).toMatchObject({
      moveUserToDepartment: { newPolicyName: 'Standard', changesPolicy: true, effectiveOn: '2026-12-01' },
    });
    // Leaving on 30.11, before the planned date: the job drops the change instead of applying it.
    await s.database.db.execute(sql`update people set leaving_date = '2026-11-30' where catalog_id = ${siv}`);
    expect(await applyPlannedPolicyChanges(s.database.db, december)).toBe(0);
    expect(await membership(siv)).toEqual({ policyId: ledere, since: '2026-12-01' });
    expect(
      await queryRows(s.database.db, sql`select 1 from ce_planned_policy_changes where catalog_id = ${siv}`),
    ).toEqual([]);
    await s.database.db.execute(sql`update people set leaving_date = null where catalog_id = ${siv}`);
  });

  it("answers another customer's person and department as not found", async () => {
    const other = await buildCustomer(s.database.db);
    const stranger = await buildPerson(s.database.db, { customer: other });
    const res = await s.gql(admin, PREVIEW, { a: account.id, u: stranger.catalogId, d: departments.Drift });
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

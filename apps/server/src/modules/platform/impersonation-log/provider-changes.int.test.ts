/// <reference types="vite/client" />
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthzRow } from '../../../../test/authz/matrix.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';

const modules = import.meta.glob<{ rows: AuthzRow[] }>('../../../../test/authz/*.authz.ts', { eager: true });
const rows = Object.values(modules).flatMap((m) => m.rows);

/** Every change the authorization matrix lets the provider's global admin make, acting as themselves. */
const CHANGES = rows.filter(
  (r) =>
    r.allowed.includes('provider') &&
    (r.operation.startsWith('Mutation.') || /^(POST|PUT|PATCH|DELETE) /.test(r.operation)) &&
    !/ \/api\/(session|impersonate)\//.test(r.operation),
);
/** Changes of the provider's own data, which belong in no customer's log. */
const OWN_DATA: Record<string, string> = {
  'Mutation.createDeviceVendor': "adds a vendor to the caller's own customer",
};

const LOG = `{ impersonationLog(limit: 200) {
  kind actorName reason end changes { operation fields outcome targets { field kind id } } } }`;
type Visit = {
  kind: string;
  actorName: string;
  reason: string | null;
  end: string;
  changes: { operation: string | null; fields: string[]; outcome: string; targets: { kind: string }[] }[];
};

/** What a log change is called in the matrix: `Mutation.<field>`, or the REST operation as registered. */
const operationsOf = (visits: Visit[]) =>
  visits.flatMap((v) =>
    v.changes.flatMap((c) => (c.fields.length ? c.fields.map((f) => `Mutation.${f}`) : [c.operation ?? ''])),
  );

describe("provider staff's changes in a customer, acting as themselves, are in that customer's log", () => {
  let s: TestServer;
  let provider: string;
  beforeAll(async () => {
    s = await createTestServer();
    provider = await s.tokenFor('provider');
    for (const row of CHANGES) expect(await row.call(s, provider, 'own'), row.operation).toBe('ok');
  });
  afterAll(() => s.close());

  it('writes every change of the matrix to the log of the customer it changed, naming what it changed', async () => {
    const entries = await queryRows<{ customer: number; operation: string; field: string | null }>(
      s.database.db,
      sql`select subject_customer_id as customer, details->>'operation' as operation, f as field
        from audit_log left join lateral jsonb_array_elements_text(details->'fields') f on true
        where action = 'provider.change' and actor_catalog_id = ${s.seed.people.provider}
          and details->>'outcome' = 'ok' and jsonb_array_length(details->'targets') > 0`,
    );
    const logged = new Set(entries.map((e) => (e.field ? `Mutation.${e.field}` : e.operation)));
    const expected = CHANGES.map((c) => c.operation).filter((o) => !OWN_DATA[o]);
    expect(
      expected.filter((o) => !logged.has(o)),
      'changes missing from the log',
    ).toEqual([]);
    expect(expected.length).toBeGreaterThan(30);

    // The company's admins read theirs as one visit of the provider person's own session, without a reason.
    const r = await s.gql<{ impersonationLog: Visit[] }>(await s.tokenFor('admin'), LOG);
    const visits = r.data!.impersonationLog;
    expect(visits.map((v) => [v.kind, v.actorName, v.reason, v.end])).toEqual([
      ['direct', 'Per Leverandør', null, 'ongoing'],
    ]);
    const company = entries.filter((e) => e.customer === s.seed.customerId);
    expect(operationsOf(visits).sort()).toEqual(
      company.map((e) => (e.field ? `Mutation.${e.field}` : e.operation)).sort(),
    );
    expect(company.length).toBeGreaterThan(15);
  });

  it("shows none of them in another customer's log, and writes nothing for the provider's own data", async () => {
    const r = await s.gql<{ impersonationLog: Visit[] }>(await s.tokenFor('otherAdmin'), LOG);
    expect(r.data!.impersonationLog).toEqual([]);
    const own = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from audit_log
        where action = 'provider.change' and subject_customer_id = ${s.seed.providerCustomerId}`,
    );
    expect(own[0]!.n).toBe(0);
  });
});

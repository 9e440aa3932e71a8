import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';

/** The demo's discovered devices (seed/discovered.ts), moved here from network.int.test.ts: this tests the demo. */
describe('the demo discovered devices', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s.close());

  it('the demo data holds both sources, one dismissed, and some whose IMEI the inventory has', async () => {
    const [counts] = await queryRows<Record<string, number>>(
      s.database.db,
      sql`select count(*) filter (where source = 'network')::int as network,
            count(*) filter (where source = 'webshop')::int as webshop,
            count(*) filter (where dismissed_at is not null)::int as dismissed,
            count(*) filter (where exists (select 1 from devices x where x.imei = d.imei))::int as known
          from discovered_devices d where account_id = ${s.seed.accounts.main}`,
    );
    expect(counts).toEqual({ network: 7, webshop: 3, dismissed: 1, known: 2 });
  });
});

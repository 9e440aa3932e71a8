import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../../test/login-flow.ts';
import { createTestServer, type TestServer } from '../../../test/test-server.ts';
import { queryRows } from '../../db/client.ts';

describe('profile image', () => {
  let s: TestServer;
  let pictured: {
    catalog_id: number;
    customer_id: number;
    picture_hash: string;
    first_name: string;
    last_name: string;
  };
  beforeAll(async () => {
    s = await createTestServer();
    const rows = await queryRows<typeof pictured>(
      s.database.db,
      sql`select catalog_id, customer_id, picture_hash, first_name, last_name from people
        where picture_hash is not null order by catalog_id limit 1`,
    );
    pictured = rows[0]!;
  });
  afterAll(() => s.close());

  const url = (q: Record<string, string | number | undefined>) =>
    `/api/catalog/profileimage?${new URLSearchParams(Object.entries(q).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])))}`;

  it('shows the initials when id, customer and picture hash match, without a token', async () => {
    const res = await get(
      s,
      url({ u: pictured.catalog_id, s: '64x64', c: pictured.customer_id, h: pictured.picture_hash }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toContain('width="64"');
    expect(res.body).toContain(
      `>${`${pictured.first_name[0]}${pictured.last_name[0]}`.toUpperCase()}</text>`,
    );
  });

  it('tells nothing (a neutral figure) for a wrong hash, another customer or no hash', async () => {
    for (const q of [
      { u: pictured.catalog_id, c: pictured.customer_id, h: 'guess' },
      { u: pictured.catalog_id, c: s.seed.otherCustomerId + 99, h: pictured.picture_hash },
      { u: s.seed.people.admin, s: '128x128', c: s.seed.customerId, h: '' },
    ]) {
      const res = await get(s, url(q));
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<text');
      expect(res.body).toContain('<circle');
    }
  });

  it('answers 400 without a person id', async () => {
    expect((await get(s, url({ s: '128x128' }))).statusCode).toBe(400);
  });
});

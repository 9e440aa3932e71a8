import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltPerson, buildCustomer, buildPerson } from '../../../../test/factories/tenancy.ts';
import { get } from '../../../../test/login-flow.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { people } from '../../../db/schema/index.ts';

/** Two customers of their own: Petra Bilde of the first with a picture hash, Nils Uten of the first without one. */
describe('profile image', () => {
  let s: TestServer;
  let pictured: BuiltPerson;
  let unpictured: BuiltPerson;
  let otherCustomerId: number;
  const hash = 'ptest01';
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db);
    pictured = await buildPerson(db, { customer, firstName: 'petra', lastName: 'bilde' });
    await db.update(people).set({ pictureHash: hash }).where(eq(people.catalogId, pictured.catalogId));
    unpictured = await buildPerson(db, { customer, firstName: 'Nils', lastName: 'Uten' });
    otherCustomerId = (await buildCustomer(db)).id;
  });
  afterAll(() => s.close());

  const url = (q: Record<string, string | number | undefined>) =>
    `/api/catalog/profileimage?${new URLSearchParams(Object.entries(q).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])))}`;

  it('shows the initials when id, customer and picture hash match, without a token', async () => {
    const res = await get(s, url({ u: pictured.catalogId, s: '64x64', c: pictured.customerId, h: hash }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toContain('width="64"');
    expect(res.body).toContain('>PB</text>');
  });

  it('tells nothing (a neutral figure) for a wrong hash, another customer or no hash', async () => {
    for (const q of [
      { u: pictured.catalogId, c: pictured.customerId, h: 'guess' },
      { u: pictured.catalogId, c: otherCustomerId, h: hash },
      { u: unpictured.catalogId, s: '128x128', c: unpictured.customerId, h: '' },
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

import { Role, Service } from '@connect/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, buildCustomer, buildPerson } from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { devices } from '../../../db/schema/index.ts';

const LIST = `query($a: Int!, $sort: DeviceSort, $language: String, $search: String) {
  devices(accountID: $a, sortBy: $sort, language: $language, search: $search) { devices { description } }
}`;

/**
 * Issue 28 §19: Sort by Type follows the class name the list shows, in the reader's language, not the class id
 * (mobile 1, tablet 2, computer 3, other 6). One device of each of four classes.
 */
describe('devices: sort by type follows the shown class name', () => {
  let s: TestServer;
  let token: string;
  let accountId: number;

  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Sortering AS', services: [Service.Equipment] });
    const account = await buildAccount(db, { customer });
    accountId = account.id;
    const device = (classId: number, description: string) => ({ accountId, classId, description });
    await db
      .insert(devices)
      .values([
        device(1, 'Sortering mobil'),
        device(2, 'Sortering nettbrett'),
        device(3, 'Sortering datamaskin'),
        device(6, 'Sortering annet'),
      ]);
    const person = await buildPerson(db, {
      customer,
      roles: [Role.ConnectEquipmentOverview],
      access: [account],
    });
    token = await s.tokenFor(person.catalogId);
  });
  afterAll(() => s.close());

  const order = async (vars: Record<string, unknown>) => {
    const res = await s.gql<{ devices: { devices: { description: string }[] } }>(token, LIST, {
      a: accountId,
      ...vars,
    });
    expect(res.errors).toBeUndefined();
    return res.data!.devices.devices.map((d) => d.description.replace('Sortering ', ''));
  };

  it.each([undefined, 'Sortering'])(
    'in Norwegian and English, ascending and descending (search: %s)',
    async (search) => {
      // Annet, Datamaskin, Mobil, Nettbrett.
      expect(await order({ sort: 'ClassName_ASC', language: 'no', search })).toEqual([
        'annet',
        'datamaskin',
        'mobil',
        'nettbrett',
      ]);
      expect(await order({ sort: 'ClassName_DESC', language: 'no', search })).toEqual([
        'nettbrett',
        'mobil',
        'datamaskin',
        'annet',
      ]);
      // Computer, Mobile, Other, Tablet.
      expect(await order({ sort: 'ClassName_ASC', language: 'en', search })).toEqual([
        'datamaskin',
        'mobil',
        'annet',
        'nettbrett',
      ]);
    },
  );

  it('refuses a language it does not show', async () => {
    const res = await s.gql(token, LIST, { a: accountId, sort: 'ClassName_ASC', language: 'de' });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

import { Role, Service } from '@connect/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, buildCustomer, buildPerson } from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { devices } from '../../../db/schema/index.ts';

const LIST = `query($a: Int!, $sort: DeviceSort, $search: String) {
  devices(accountID: $a, sortBy: $sort, search: $search) { devices { description } }
}`;

/**
 * Issue 31: Sort by name reads as the names do, whatever their case, like every other name sort of the portal (the
 * vendor's, the discovered devices'): by the bare name, on a byte-ordered collation, "iPad" and "apple Watch" came
 * after "ThinkPad". One device per name, all of one class so Sort by type orders them by name too; each has a
 * serial number with "SN-", which a search finds in all of them.
 */
describe('devices: sort by name ignores the case of the names', () => {
  let s: TestServer;
  let token: string;
  let accountId: number;
  const names = ['ThinkPad T14', 'iPhone 15', 'Galaxy S24', 'apple Watch', 'iPad Air'];
  const ascending = ['apple Watch', 'Galaxy S24', 'iPad Air', 'iPhone 15', 'ThinkPad T14'];

  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { services: [Service.Equipment] });
    const account = await buildAccount(db, { customer });
    accountId = account.id;
    await db
      .insert(devices)
      .values(
        names.map((description, i) => ({ accountId, classId: 1, description, serialNumber: `SN-${i}` })),
      );
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
    return res.data!.devices.devices.map((d) => d.description);
  };

  it.each([undefined, 'sn-'])(
    'by name and by type, ascending and descending (search: %s)',
    async (search) => {
      expect(await order({ sort: 'Description_ASC', search })).toEqual(ascending);
      expect(await order({ sort: 'Description_DESC', search })).toEqual([...ascending].reverse());
      expect(await order({ sort: 'ClassName_ASC', search })).toEqual(ascending);
      expect(await order({ sort: 'ClassName_DESC', search })).toEqual([...ascending].reverse());
    },
  );
});

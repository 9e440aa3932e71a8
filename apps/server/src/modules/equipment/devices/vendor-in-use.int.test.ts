import { Role, Service } from '@connect/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BuiltAccount,
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { devices, deviceVendors } from '../../../db/schema/index.ts';

const LIST = `query($a: Int!) { deviceVendors(accountID: $a, search: "Ringer") { name deviceCount } }`;
const REMOVE = 'mutation($id: Int!) { removeDeviceVendor(ID: $id) }';

type Refusal = { message: string; extensions?: { code?: string; details?: Record<string, unknown> } };

/**
 * Issue 28 §19: a vendor's refusal counts what the caller can see and says so. Ringer AS has two top-level accounts,
 * Sør (2 devices of the vendor Ringer) and Nord (3). Siri sees both; Nils only Nord.
 */
describe('vendors: the refusal to delete one in use counts what the caller can see', () => {
  let s: TestServer;
  let sor: BuiltAccount;
  let nord: BuiltAccount;
  let vendorId: number;
  let siri: string;
  let nils: string;

  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Ringer AS', services: [Service.Equipment] });
    sor = await buildAccount(db, { customer, name: 'Ringer Sør' });
    nord = await buildAccount(db, { customer, name: 'Ringer Nord' });
    await buildSubscription(db, { account: sor });
    const [vendor] = await db
      .insert(deviceVendors)
      .values({ customerId: customer.id, name: 'Ringer' })
      .returning({ id: deviceVendors.id });
    vendorId = vendor!.id;
    const device = (account: BuiltAccount, n: number) => ({
      accountId: account.id,
      classId: 1,
      vendorId,
      description: `Ringer-telefon ${n}`,
    });
    await db
      .insert(devices)
      .values([device(sor, 1), device(sor, 2), device(nord, 3), device(nord, 4), device(nord, 5)]);
    const roles = [Role.ConnectEquipmentOverview];
    siri = await s.tokenFor((await buildPerson(db, { customer, roles, access: [sor, nord] })).catalogId);
    nils = await s.tokenFor((await buildPerson(db, { customer, roles, access: [nord] })).catalogId);
  });
  afterAll(() => s.close());

  it('the list counts the chosen accounts; the refusal every account the caller can see, and says so', async () => {
    const list = await s.gql<{ deviceVendors: { deviceCount: number }[] }>(siri, LIST, { a: sor.id });
    expect(list.data!.deviceVendors).toEqual([{ name: 'Ringer', deviceCount: 2 }]);
    const refused = await s.gql(siri, REMOVE, { id: vendorId });
    const error = refused.errors?.[0] as Refusal;
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.extensions?.details).toMatchObject({ deviceCount: 5, usedElsewhere: false });
    expect(error.message).toBe(
      'The vendor is used by 5 device(s) in the accounts you can see. Move them to another vendor before deleting it.',
    );
  });

  it('never counts devices of accounts the caller cannot see, but says that some use it', async () => {
    const refused = await s.gql(nils, REMOVE, { id: vendorId });
    const error = refused.errors?.[0] as Refusal;
    expect(error.extensions?.details).toMatchObject({ deviceCount: 3, usedElsewhere: true });
    expect(error.message).toBe(
      'The vendor is used by 3 device(s) in the accounts you can see, and by devices in accounts you cannot see. Move them to another vendor before deleting it.',
    );
  });
});

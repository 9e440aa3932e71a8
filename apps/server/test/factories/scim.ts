import type { Db } from '../../src/db/client.ts';
import { issueScimToken } from '../../src/modules/platform/scim/scim-tokens.service.ts';
import type { BuiltCustomer, BuiltPerson } from './tenancy.ts';

/** The customer's SCIM token as its administrator makes it (the one in use before is revoked): the secret. */
export async function buildScimToken(
  db: Db,
  opts: { customer: BuiltCustomer; by: BuiltPerson },
): Promise<string> {
  return (await issueScimToken(db, new Date(), opts.customer.id, opts.by.catalogId)).secret;
}

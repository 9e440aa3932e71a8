import type { Executor } from '../db/client.ts';
import { smsSenders } from '../db/schema/index.ts';
import type { TenancySeed } from './tenancy.ts';

/**
 * The names SMS can go out from: the provider's, offered to every customer, and one of each demo customer's
 * own (alphanumeric senders are at most 11 characters).
 */
export async function seedSmsSenders(db: Executor, tenancy: TenancySeed): Promise<void> {
  await db.insert(smsSenders).values([
    { customerId: null, sender: 'Connect' },
    { customerId: tenancy.customerId, sender: 'NordlysBygg' },
    { customerId: tenancy.otherCustomerId, sender: 'Havbris' },
  ]);
}

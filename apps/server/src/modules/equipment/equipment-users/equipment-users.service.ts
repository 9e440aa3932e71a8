import { requireAccount } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Executor } from '../../../db/client.ts';
import {
  type BNUserRow,
  findCustomerPeople,
} from '../../platform/customer-solutions/customer-solutions.service.ts';
import {
  type EquipmentUserListRow,
  type EquipmentUserQuery,
  findEquipmentUsers,
} from './equipment-users.repository.ts';

export type EquipmentUserRow = Omit<EquipmentUserListRow, 'catalogId'> & { bnUser: BNUserRow };

/** A page of equipment users of an account the caller sees (else NOT_FOUND), each with the person's details. */
export async function equipmentUsers(
  db: Executor,
  p: Principal,
  q: EquipmentUserQuery,
): Promise<{ users: EquipmentUserRow[]; count: number }> {
  await requireAccount(db, p, q.accountId);
  const { rows, count } = await findEquipmentUsers(db, p, q);
  const people = new Map(
    (
      await findCustomerPeople(
        db,
        rows.map((r) => r.catalogId),
      )
    ).map((b) => [b.catalogID, b]),
  );
  return { users: rows.map(({ catalogId, ...r }) => ({ ...r, bnUser: people.get(catalogId)! })), count };
}

import { requireAccount } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Executor } from '../../../db/client.ts';
import type { Language } from '../../../http/language.ts';
import { deductionItems } from './user-deductions.repository.ts';
import { userDeductionsXlsx } from './user-deductions.xlsx.ts';

/**
 * The month's (`YYYYMM`) equipment deductions per employee as an xlsx file in the language, over the caller's visible
 * accounts, or one account they see (NOT_FOUND otherwise) and its sub accounts. `asOf` (now) judges the consent.
 */
export async function userDeductionsFile(
  db: Executor,
  p: Principal,
  q: { period: string; accountId: number | null; language: Language; asOf: Date },
): Promise<{ file: Buffer; name: string }> {
  if (q.accountId !== null) await requireAccount(db, p, q.accountId);
  const month = `${q.period.slice(0, 4)}-${q.period.slice(4)}-01`;
  const items = await deductionItems(db, p, month, q.accountId, q.asOf);
  const file = await userDeductionsXlsx(items, q.language, q.period);
  return { file, name: `${q.language === 'no' ? 'trekk-utstyr' : 'equipment-deductions'}-${q.period}.xlsx` };
}

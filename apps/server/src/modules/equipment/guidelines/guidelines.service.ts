import { requireAccount } from '../../../auth/access.ts';
import { canActOnAccount, ownAccountOf } from '../../../auth/employee-access.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import type { ReceivedFile } from '../../../files/receive-upload.ts';
import type { Services } from '../../../services.ts';
import {
  deleteUnusedFiles,
  fileOfAccount,
  type GuidelineRow,
  guidelineOf,
  insertFile,
  noticeRecipients,
  responseOf,
  saveResponse,
  upsertGuideline,
} from './guidelines.repository.ts';

/** The employee guideline (002 §2 Guideline settings, §4 guideline; domain.md Guideline). */

export type Deps = { db: Db; services: Services };

export async function accountGuideline(
  db: Executor,
  p: Principal,
  accountId: number,
): Promise<GuidelineRow | null> {
  await requireAccount(db, p, accountId);
  return guidelineOf(db, accountId);
}

/** `PUT guidelines/{accountId}`: keeps a checked PDF and answers its id; the setting points to it on save. */
export async function storeGuidelineFile(db: Executor, p: Principal, accountId: number, file: ReceivedFile) {
  await requireAccount(db, p, accountId);
  return insertFile(db, {
    accountId,
    fileName: file.fileName || 'retningslinje.pdf',
    contentType: 'application/pdf',
    content: file.content,
    uploadedBy: p.catalogId,
  });
}

export type GuidelineInput = {
  accountId: number;
  documentId: number | null;
  notifyEmail: boolean;
  approvalRequired: boolean;
};

/**
 * Saves the setting: with approval required a PDF must be there (uploaded now or stored before); a document id
 * must be a file of this account. A replaced PDF is deleted. With the notice on, the account's employees get an
 * e-mail (through the outbox) in the same transaction.
 */
export async function updateGuideline(
  deps: Deps,
  p: Principal,
  input: GuidelineInput,
): Promise<GuidelineRow> {
  await deps.db.transaction(async (tx) => {
    await requireAccount(tx, p, input.accountId);
    if (input.documentId !== null && !(await fileOfAccount(tx, input.accountId, input.documentId)))
      throw AppError.notFound('Guideline document');
    await upsertGuideline(tx, { ...input, at: deps.services.clock.now() });
    await deleteUnusedFiles(tx, input.accountId);
    if (input.notifyEmail) await sendNotice(deps.services, tx, input.accountId);
  });
  return (await guidelineOf(deps.db, input.accountId))!;
}

async function sendNotice(services: Services, tx: Executor, accountId: number): Promise<void> {
  for (const r of await noticeRecipients(tx, accountId)) {
    await services.messaging.sendEmail(tx, {
      customerId: r.customerId,
      accountId,
      to: r.email,
      subject: 'Retningslinje for utstyr er oppdatert / Equipment guideline updated',
      text:
        'Retningslinjen for utstyr i bedriften er oppdatert. Les den i nettbutikken før neste kjøp.\n\n' +
        "Your company's equipment guideline has been updated. Read it in the webshop before your next purchase.",
    });
  }
}

/** `DELETE guidelines?accountID=`: removes the PDF; an approval that needed it becomes unset until chosen again. */
export async function deleteGuidelineDocument(deps: Deps, p: Principal, accountId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await requireAccount(tx, p, accountId);
    const current = await guidelineOf(tx, accountId);
    if (!current?.documentId) throw AppError.notFound('Guideline document');
    await upsertGuideline(tx, {
      accountId,
      documentId: null,
      approvalRequired: current.approvalRequired ? null : current.approvalRequired,
      notifyEmail: current.notifyEmail,
      at: deps.services.clock.now(),
    });
    await deleteUnusedFiles(tx, accountId);
  });
}

/** `GET guidelines?accountID=`: the PDF, for the admins and for the employees of the account. */
export async function guidelineDocument(db: Executor, p: Principal, accountId: number) {
  if (!(await canActOnAccount(db, p, accountId))) throw AppError.notFound('Guideline document');
  const g = await guidelineOf(db, accountId);
  const file = g?.documentId ? await fileOfAccount(db, accountId, g.documentId) : null;
  if (!file) throw AppError.notFound('Guideline document');
  return file;
}

/** The account an employee's guideline call is about: the one named, if they may act on it, else their own. */
async function employeeAccount(db: Executor, p: Principal, accountId: number | null): Promise<number> {
  const id = accountId ?? (await ownAccountOf(db, p));
  if (id === null || !(await canActOnAccount(db, p, id))) throw AppError.notFound('Account');
  return id;
}

/** `ceUserGuidelineAccess`: true when no approval is required, or the person accepted the current guideline. */
export async function userGuidelineAccess(
  db: Executor,
  p: Principal,
  accountId: number | null,
): Promise<boolean> {
  const id = await employeeAccount(db, p, accountId);
  const g = await guidelineOf(db, id);
  if (!g?.approvalRequired) return true;
  const r = await responseOf(db, p.catalogId, id);
  return !!r?.approvedAt && r.approvedAt >= g.updatedAt;
}

/** `respondToCEGuideline`: records the acceptance or rejection with its time; answers the access it gives. */
export async function respondToGuideline(
  deps: Deps,
  p: Principal,
  accountId: number | null,
  accepted: boolean,
): Promise<boolean> {
  const id = await employeeAccount(deps.db, p, accountId);
  const g = await guidelineOf(deps.db, id);
  if (!g?.documentId) throw AppError.notFound('Guideline document');
  await saveResponse(deps.db, {
    catalogId: p.catalogId,
    accountId: id,
    accepted,
    at: deps.services.clock.now(),
  });
  return userGuidelineAccess(deps.db, p, id);
}

import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client.ts';

/**
 * SQL of the employee guideline: the account's setting, its stored PDF and the people's answers. The admin's
 * statements check the account against the caller's visible accounts; an employee's against the accounts they
 * may act on (`employeeAccountIds` of `auth/employee-access.ts`).
 */

export type GuidelineRow = {
  id: number;
  accountId: number;
  documentId: number | null;
  documentName: string | null;
  approvalRequired: boolean | null;
  notifyEmail: boolean;
  createdAt: Date;
  updatedAt: Date;
};

export type ResponseRow = { approvedAt: Date | null; rejectedAt: Date | null };

const COLUMNS = sql`g.id, g.account_id as "accountId", g.document_id as "documentId", f.file_name as "documentName",
  g.approval_required as "approvalRequired", g.notify_email as "notifyEmail", g.created_at as "createdAt",
  g.updated_at as "updatedAt"`;

export async function guidelineOf(db: Executor, accountId: number): Promise<GuidelineRow | null> {
  const [row] = await queryRows<GuidelineRow>(
    db,
    sql`select ${COLUMNS} from ce_guidelines g left join stored_files f on f.id = g.document_id
        where g.account_id = ${accountId}`,
  );
  return row ?? null;
}

export async function insertFile(
  db: Executor,
  f: { accountId: number; fileName: string; contentType: string; content: Buffer; uploadedBy: number },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into stored_files (account_id, file_name, content_type, size, content, uploaded_by)
        values (${f.accountId}, ${f.fileName}, ${f.contentType}, ${f.content.length}, ${f.content}, ${f.uploadedBy})
        returning id`,
  );
  return row!.id;
}

/** A stored file of the account, or null: a file of another account is never answered. */
export async function fileOfAccount(
  db: Executor,
  accountId: number,
  fileId: number,
): Promise<{ id: number; fileName: string; contentType: string; content: Buffer } | null> {
  const [row] = await queryRows<{ id: number; fileName: string; contentType: string; content: Uint8Array }>(
    db,
    sql`select id, file_name as "fileName", content_type as "contentType", content
        from stored_files where id = ${fileId} and account_id = ${accountId}`,
  );
  return row ? { ...row, content: Buffer.from(row.content) } : null;
}

export async function upsertGuideline(
  db: Executor,
  v: {
    accountId: number;
    documentId: number | null;
    approvalRequired: boolean | null;
    notifyEmail: boolean;
    at: Date;
  },
): Promise<void> {
  await db.execute(
    sql`insert into ce_guidelines (account_id, document_id, approval_required, notify_email, created_at, updated_at)
        values (${v.accountId}, ${v.documentId}, ${v.approvalRequired}, ${v.notifyEmail}, ${v.at}, ${v.at})
        on conflict (account_id) do update set document_id = excluded.document_id,
          approval_required = excluded.approval_required, notify_email = excluded.notify_email,
          updated_at = excluded.updated_at`,
  );
}

/** Files of the account no guideline points to any more (a replaced or deleted PDF). */
export async function deleteUnusedFiles(db: Executor, accountId: number): Promise<void> {
  await db.execute(
    sql`delete from stored_files f where f.account_id = ${accountId}
          and not exists (select 1 from ce_guidelines g where g.document_id = f.id)`,
  );
}

export async function responseOf(
  db: Executor,
  catalogId: number,
  accountId: number,
): Promise<ResponseRow | null> {
  const [row] = await queryRows<ResponseRow>(
    db,
    sql`select approved_at as "approvedAt", rejected_at as "rejectedAt" from ce_guideline_responses
        where catalog_id = ${catalogId} and account_id = ${accountId}`,
  );
  return row ?? null;
}

export async function saveResponse(
  db: Executor,
  v: { catalogId: number; accountId: number; accepted: boolean; at: Date },
): Promise<void> {
  const approved = v.accepted ? v.at : null;
  const rejected = v.accepted ? null : v.at;
  await db.execute(
    sql`insert into ce_guideline_responses (catalog_id, account_id, approved_at, rejected_at)
        values (${v.catalogId}, ${v.accountId}, ${approved}, ${rejected})
        on conflict (catalog_id, account_id) do update set approved_at = excluded.approved_at,
          rejected_at = excluded.rejected_at`,
  );
}

/** The e-mail addresses of the people with a subscription in the account, for the notice. */
export async function noticeRecipients(
  db: Executor,
  accountId: number,
): Promise<{ email: string; customerId: number }[]> {
  return queryRows<{ email: string; customerId: number }>(
    db,
    sql`select distinct pe.email, pe.customer_id as "customerId" from subscriptions s
        join people pe on pe.catalog_id = s.catalog_id
        where s.account_id = ${accountId} and pe.email is not null and pe.email <> ''
        order by pe.email`,
  );
}

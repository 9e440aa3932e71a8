import { oreToKroner, osloDate, type SheetImportAnswer } from '@connect/shared';
import ExcelJS from 'exceljs';
import type { Principal } from '../../../auth/principal.ts';
import type { Clock } from '../../../clock.ts';
import type { Executor } from '../../../db/client.ts';
import { locateColumns, RowReader, type SheetColumn, SheetProblems } from '../../../files/sheet-import.ts';
import { readXlsxRows, type XlsxRows } from '../../../files/xlsx-rows.ts';
import { type CategoryNameRow, categoryNames } from './category-names.repository.ts';
import {
  type CorrectionRow,
  insertCorrection,
  type MemberCategoryRow,
  type PolicyMemberPerson,
  policyMemberCategories,
  policyMemberCorrections,
  policyMemberPeople,
  setLastPurchaseDate,
} from './members.repository.ts';
import { figuresOf } from './members.service.ts';
import { type CategoryDetailRow, type PolicyRow, requirePolicy } from './policies.repository.ts';
import { categoryDetails } from './policies.service.ts';

/**
 * The policy import (002 §2, §7 `GET policies/template/{id}`, `POST policies/{id}`): the members with their last
 * purchase date and credit per active category, read back whole with the device import's pieces. A changed date is
 * set (a purchase starts a new cycle); a credit that differs from the one the engine computes (after the new date)
 * is recorded as a correction of the difference, so the same file twice changes nothing the second time.
 */

type Deps = { db: Executor; clock: Clock };
type Member = PolicyMemberPerson & {
  categories: MemberCategoryRow[];
  corrections: CorrectionRow[];
};

async function policyMembersWithState(db: Executor, policyId: number): Promise<Member[]> {
  const members = await policyMemberPeople(db, policyId);
  const categories = await policyMemberCategories(db, policyId);
  const corrections = await policyMemberCorrections(db, policyId);
  return members.map((m) => ({
    ...m,
    categories: categories.filter((c) => c.catalogId === m.catalogId),
    corrections: corrections.filter((c) => c.catalogId === m.catalogId),
  }));
}

type Context = { policy: PolicyRow; details: CategoryDetailRow[]; classes: CategoryNameRow[]; today: string };

async function context(
  deps: Deps,
  p: Principal,
  policyId: number,
  opts: { forUpdate?: boolean } = {},
): Promise<Context> {
  const policy = await requirePolicy(deps.db, p, null, policyId, opts);
  const details = (await categoryDetails(deps.db, policyId)).filter((d) => d.active);
  return { policy, details, classes: await categoryNames(deps.db), today: osloDate(deps.clock.now()) };
}

function columnsOf(c: Context): SheetColumn<string>[] {
  const cls = (id: number) => c.classes.find((k) => k.id === id)!;
  return [
    { key: 'person', en: 'Person ID', no: 'Person-ID', required: true },
    { key: 'name', en: 'Name', no: 'Navn' },
    { key: 'email', en: 'E-mail', no: 'E-post' },
    ...c.details.flatMap((d) => [
      {
        key: `purchase:${d.categoryId}`,
        en: `${cls(d.categoryId).nameEn} – last purchase date`,
        no: `${cls(d.categoryId).nameNo} – siste kjøpsdato`,
      },
      {
        key: `credit:${d.categoryId}`,
        en: `${cls(d.categoryId).nameEn} – credit kr`,
        no: `${cls(d.categoryId).nameNo} – kreditt kr`,
      },
    ]),
  ];
}

/** The template: one row per member with today's figures, headers in the reader's language. */
export async function policyTemplate(deps: Deps, p: Principal, policyId: number, language: 'no' | 'en') {
  const c = await context(deps, p, policyId);
  const columns = columnsOf(c);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(language === 'en' ? 'Members' : 'Medlemmer');
  sheet.addRow(columns.map((col) => (language === 'en' ? col.en : col.no)));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const m of await policyMembersWithState(deps.db, policyId)) {
    const figures = figuresOf(c.policy, c.details, m, c.today);
    sheet.addRow([
      m.catalogId,
      `${m.firstName} ${m.lastName}`.trim(),
      m.email ?? '',
      ...figures.flatMap((f) => [
        f.lastPurchaseDate ? new Date(`${f.lastPurchaseDate}T00:00:00Z`) : null,
        oreToKroner(f.credit.currentPolicyCategoryCredit),
      ]),
    ]);
  }
  columns.forEach((col, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = Math.max(12, (language === 'en' ? col.en : col.no).length + 2);
    if (col.key.startsWith('purchase:')) column.numFmt = 'dd.mm.yyyy';
    if (col.key.startsWith('credit:')) column.numFmt = '#,##0.00';
  });
  const name = `policy-${c.policy.name}.xlsx`.replace(/[\\/:*?"<>|]/g, '_');
  return { file: Buffer.from(await workbook.xlsx.writeBuffer()), name };
}

type Change = { member: Member; dates: Map<number, string | null>; credits: Map<number, number> };

/** Checks the whole read file against the policy's members as `db` sees them; problems are collected, nothing is written. */
async function checkPolicyFile(db: Executor, c: Context, read: XlsxRows) {
  const problems = new SheetProblems();
  const located = locateColumns(read.header, columnsOf(c), problems);
  const members = new Map((await policyMembersWithState(db, c.policy.id)).map((m) => [m.catalogId, m]));
  const seen = new Map<number, number>();
  const changes: Change[] = [];
  if (problems.any) return { read, problems, changes };
  for (const row of read.rows) {
    const r = new RowReader(problems, located, row);
    const idText = r.text('person', {
      required: { en: 'The person ID is required.', no: 'Person-ID må fylles ut.' },
    });
    const member = idText && /^\d+$/.test(idText) ? members.get(Number(idText)) : undefined;
    if (idText && !member)
      r.fail('person', {
        en: 'No member of this policy has this person ID.',
        no: 'Ingen medlem av denne policyen har denne person-ID-en.',
      });
    else if (member && seen.has(member.catalogId))
      r.fail('person', {
        en: `The same member as on row ${seen.get(member.catalogId)}.`,
        no: `Samme medlem som på rad ${seen.get(member.catalogId)}.`,
      });
    if (member) seen.set(member.catalogId, row.rowNumber);
    const change: Change | null = member ? { member, dates: new Map(), credits: new Map() } : null;
    for (const d of c.details) {
      if (r.has(`purchase:${d.categoryId}`)) {
        const date = r.date(`purchase:${d.categoryId}`);
        if (date && date > c.today)
          r.fail(`purchase:${d.categoryId}`, {
            en: 'The last purchase date cannot be in the future.',
            no: 'Siste kjøpsdato kan ikke være fram i tid.',
          });
        else if (date !== undefined) change?.dates.set(d.categoryId, date);
      }
      const credit = r.amount(`credit:${d.categoryId}`, { signed: true });
      if (credit !== undefined && credit !== null) change?.credits.set(d.categoryId, credit);
    }
    if (change) changes.push(change);
  }
  return { read, problems, changes };
}

/** What a member's row changes: the dates to set and the corrections that bring each credit to the file's figure. */
function planOf(c: Context, change: Change) {
  const m = change.member;
  const dates = [...change.dates].filter(
    ([id, date]) => (m.categories.find((k) => k.categoryId === id)?.lastPurchaseDate ?? null) !== date,
  );
  const categories = m.categories.map((k) =>
    dates.some(([id]) => id === k.categoryId)
      ? { ...k, lastPurchaseDate: change.dates.get(k.categoryId)!, cycleStart: null, cycleStartAmount: 0 }
      : k,
  );
  for (const [id, date] of dates)
    if (!categories.some((k) => k.categoryId === id))
      categories.push({
        catalogId: m.catalogId,
        categoryId: id,
        lastPurchaseDate: date,
        cycleStart: null,
        cycleStartAmount: 0,
      });
  const figures = figuresOf(c.policy, c.details, { ...m, categories }, c.today);
  const corrections = [...change.credits].flatMap(([id, credit]) => {
    const now = figures.find((f) => f.detail.categoryId === id)?.credit.currentPolicyCategoryCredit ?? 0;
    return credit === now ? [] : [{ categoryId: id, amount: credit - now }];
  });
  return { dates, corrections };
}

export type PolicyImportInput = { policyId: number; file: Buffer; fileName: string; dryRun: boolean };

/**
 * Checks the whole file and, unless a dry run, writes every member's dates and corrections, all in one transaction
 * that first locks the policy row: the members, their credit state and the categories the file is checked against
 * are read under that lock, so another import of the policy or a member's save (which locks it too) waits, and no
 * correction is computed from figures that changed meanwhile. A file with problems answers BAD_USER_INPUT with every
 * bad cell (a dry run answers them) and writes nothing.
 */
export async function importPolicy(
  deps: Deps,
  p: Principal,
  input: PolicyImportInput,
): Promise<SheetImportAnswer> {
  // The policy is checked first, so a caller who may not see it learns nothing from the file; the file is read
  // before the transaction, which need not wait for it.
  await requirePolicy(deps.db, p, null, input.policyId);
  const read = await readXlsxRows(input.file);
  return deps.db.transaction(async (tx) => {
    const c = await context({ db: tx, clock: deps.clock }, p, input.policyId, { forUpdate: true });
    const checked = await checkPolicyFile(tx, c, read);
    const plans = checked.changes.map((change) => ({ change, ...planOf(c, change) }));
    const changed = plans.filter((x) => x.dates.length || x.corrections.length);
    if (checked.problems.any && !input.dryRun) throw checked.problems.refusal();
    if (!input.dryRun)
      for (const x of changed) {
        for (const [categoryId, date] of x.dates)
          await setLastPurchaseDate(tx, x.change.member.catalogId, categoryId, date);
        for (const k of x.corrections)
          await insertCorrection(tx, {
            catalogId: x.change.member.catalogId,
            categoryId: k.categoryId,
            policyId: c.policy.id,
            amount: k.amount,
            on: c.today,
            by: p.catalogId,
            reason: `Import: ${input.fileName}`.slice(0, 500),
          });
      }
    return {
      dryRun: input.dryRun,
      importId: null,
      added: 0,
      updated: changed.length,
      unchanged: plans.length - changed.length,
      ...checked.problems.report(),
    };
  });
}

/** The file with an error column, or null when it has no problems. */
export async function policyImportErrors(deps: Deps, p: Principal, policyId: number, file: Buffer) {
  const c = await context(deps, p, policyId);
  const checked = await checkPolicyFile(deps.db, c, await readXlsxRows(file));
  return checked.problems.any ? checked : null;
}

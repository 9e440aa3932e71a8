import type { SheetImportAnswer } from '@connect/shared';
import { requireAccount } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Executor } from '../../../db/client.ts';
import type { Language } from '../../../http/language.ts';
import {
  customerVendors,
  insertImport,
  insertImportEvents,
  insertImportedDevices,
  insertVendors,
  updateDevices,
} from './device-import.repository.ts';
import { type ImportPlan, planImport } from './device-import-plan.ts';
import { type DeviceSheet, readDeviceSheet } from './device-import-rows.ts';
import { deviceTemplate } from './device-import-sheet.ts';
import { customerOfAccount, listClasses } from './devices.repository.ts';

/**
 * The device import (001 §7, domain.md Equipment): the whole sheet is read and every row checked before anything is
 * written; with any problem nothing is written and every bad cell is answered; a clean file is one transaction. A
 * row whose device exists (same IMEI, or same serial number and vendor) updates it, so the same file twice changes
 * nothing the second time.
 */

export type ImportAnswer = SheetImportAnswer & { newVendors: string[] };

/**
 * Checks the whole file and, unless it is a dry run, writes it in one transaction: new vendors, the import record,
 * new devices with their events, changed devices with theirs, every event naming the import. A file with problems
 * answers BAD_USER_INPUT listing them (a dry run answers them with the counts instead) and writes nothing.
 */
export async function importDevices(
  db: Executor,
  p: Principal,
  input: { accountId: number; file: Buffer; fileName: string; dryRun: boolean },
): Promise<ImportAnswer> {
  await requireAccount(db, p, input.accountId);
  const sheet = await readDeviceSheet(db, input.file);
  const answer = (plan: ImportPlan | null, importId: number | null): ImportAnswer => ({
    dryRun: input.dryRun,
    importId,
    added: plan?.inserts.length ?? 0,
    updated: plan?.updates.length ?? 0,
    unchanged: plan?.unchanged ?? 0,
    newVendors: plan?.newVendors ?? [],
    ...sheet.problems.report(),
  });
  // A dry run, or a file with bad cells already, is checked against the database without writing or locking.
  if (input.dryRun || sheet.problems.any) {
    const plan = sheet.rows.length ? await planImport(db, p, input.accountId, sheet, false) : null;
    if (!input.dryRun) throw sheet.problems.refusal();
    return answer(plan, null);
  }
  return db.transaction(async (tx) => {
    const plan = await planImport(tx, p, input.accountId, sheet, true);
    if (sheet.problems.any) throw sheet.problems.refusal();
    const customerId = (await customerOfAccount(tx, input.accountId))!;
    const created = await insertVendors(tx, customerId, plan.newVendors);
    const importId = await insertImport(tx, {
      accountId: input.accountId,
      importedBy: p.catalogId,
      fileName: input.fileName.slice(0, 255),
      added: plan.inserts.length,
      updated: plan.updates.length,
      unchanged: plan.unchanged,
    });
    await insertImportedDevices(
      tx,
      importId,
      p.catalogId,
      plan.inserts.map((i) => ({
        ...i.values,
        vendorId: i.values.vendorId ?? created.get(i.row.vendorName.toLowerCase())!,
      })),
    );
    await updateDevices(
      tx,
      plan.updates.map((u) => ({ id: u.cur.id, values: u.values })),
    );
    const events = plan.updates.flatMap((u) => u.events.map((e) => ({ ...e, deviceId: u.cur.id })));
    await insertImportEvents(tx, importId, p.catalogId, events);
    return answer(plan, importId);
  });
}

/** The uploaded file with an error column (every problem of every row), or null when the file has none. */
export async function importErrorFile(
  db: Executor,
  p: Principal,
  accountId: number,
  file: Buffer,
): Promise<DeviceSheet | null> {
  await requireAccount(db, p, accountId);
  const sheet = await readDeviceSheet(db, file);
  if (sheet.rows.length) await planImport(db, p, accountId, sheet, false);
  return sheet.problems.any ? sheet : null;
}

/** The import template of an account (001 §7): the device classes, and the customer's vendors to choose from. */
export async function deviceImportTemplate(
  db: Executor,
  p: Principal,
  accountId: number,
  language: Language,
): Promise<{ file: Buffer; name: string }> {
  await requireAccount(db, p, accountId);
  const vendors = await customerVendors(db, (await customerOfAccount(db, accountId))!);
  const file = await deviceTemplate(
    language,
    await listClasses(db),
    vendors.map((v) => v.name),
  );
  return { file, name: language === 'en' ? 'device-import-template.xlsx' : 'mal-import-enheter.xlsx' };
}

import { normalizePhone, type SheetImportAnswer } from '@connect/shared';
import { requireAccount } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Executor } from '../../db/client.ts';
import type { Language } from '../../http/language.ts';
import type { NewDeviceEvent } from './device-events.repository.ts';
import {
  customerVendors,
  devicesByIdentity,
  type ExistingDevice,
  insertImport,
  insertImportEvents,
  insertImportedDevices,
  insertVendors,
  peopleByKeys,
  updateDevices,
} from './device-import.repository.ts';
import { type DeviceSheet, type ParsedRow, readDeviceSheet } from './device-import-rows.ts';
import { deviceTemplate } from './device-import-sheet.ts';
import { customerOfAccount, type DeviceValues, listClasses } from './devices.repository.ts';
import { eventsOf, LOCKED_WHEN_PURCHASED } from './devices.service.ts';

/**
 * The device import (001 §7, domain.md Equipment): the whole sheet is read and every row checked before anything is
 * written; with any problem nothing is written and every bad cell is answered; a clean file is one transaction. A
 * row whose device exists (same IMEI, or same serial number and vendor) updates it, so the same file twice changes
 * nothing the second time.
 */

type Planned = { row: ParsedRow; values: DeviceValues };
export type ImportPlan = {
  inserts: Planned[];
  updates: { cur: ExistingDevice; values: DeviceValues; events: NewDeviceEvent[] }[];
  unchanged: number;
  newVendors: string[];
};

/** Resolves every row against the database (people, vendors, existing devices); problems go to the sheet's list. */
export async function planImport(
  db: Executor,
  p: Principal,
  accountId: number,
  sheet: DeviceSheet,
  forUpdate: boolean,
): Promise<ImportPlan> {
  const { rows, problems } = sheet;
  const plan: ImportPlan = { inserts: [], updates: [], unchanged: 0, newVendors: [] };
  const customerId = (await customerOfAccount(db, accountId))!;

  const vendorIds = new Map((await customerVendors(db, customerId)).map((v) => [v.name.toLowerCase(), v.id]));
  const newVendors = new Map<string, string>();
  for (const r of rows) {
    const key = r.vendorName.toLowerCase();
    if (!key || vendorIds.has(key) || newVendors.has(key)) continue;
    if (r.createVendor) newVendors.set(key, r.vendorName);
    else
      r.reader.fail('vendor', {
        en: 'Unknown vendor. Choose one from the list, or write Yes in "Create vendor".',
        no: 'Ukjent leverandør. Velg en fra listen, eller skriv Ja i «Opprett leverandør».',
      });
  }
  plan.newVendors = [...newVendors.values()];

  const good = rows.filter((r) => r.ok);
  const employeeKeys = rows.flatMap((r) => (r.employee ? [r.employee] : []));
  const people = await peopleByKeys(db, p, customerId, {
    emails: employeeKeys.filter((k) => k.includes('@')).map((k) => k.toLowerCase()),
    numbers: employeeKeys,
    phones: employeeKeys.map(normalizePhone),
  });
  // The people by each key they answer to, so a row looks its employee up instead of scanning everyone.
  const byKey = new Map<string, Set<number>>();
  const index = (key: string | null, catalogId: number) => {
    if (key) byKey.set(key, (byKey.get(key) ?? new Set()).add(catalogId));
  };
  for (const pe of people) {
    index(pe.email && `email:${pe.email}`, pe.catalogId);
    index(pe.employeeNumber && `number:${pe.employeeNumber}`, pe.catalogId);
    index(pe.phone && `phone:${pe.phone}`, pe.catalogId);
  }
  const personOf = (key: string) => [
    ...new Set([
      ...(byKey.get(`email:${key.toLowerCase()}`) ?? []),
      ...(byKey.get(`number:${key}`) ?? []),
      ...(byKey.get(`phone:${normalizePhone(key)}`) ?? []),
    ]),
  ];

  const seen = new Map<string, number>();
  const identities = (r: ParsedRow) => [
    ...(r.imei ? [`imei:${r.imei}`] : []),
    ...(r.serialNumber ? [`serial:${r.serialNumber}|${r.vendorName.toLowerCase()}`] : []),
  ];
  for (const r of good)
    for (const key of identities(r)) {
      const first = seen.get(key);
      if (first === undefined) seen.set(key, r.row);
      else
        r.reader.fail(key.startsWith('imei') ? 'imei' : 'serialNumber', {
          en: `The same device as on row ${first}.`,
          no: `Samme enhet som på rad ${first}.`,
        });
    }

  const existing = await devicesByIdentity(
    db,
    p,
    customerId,
    {
      imeis: good.flatMap((r) => (r.imei ? [r.imei] : [])),
      serials: good.flatMap((r) => {
        const vendorId = vendorIds.get(r.vendorName.toLowerCase());
        return r.serialNumber && vendorId ? [{ serial: r.serialNumber, vendorId }] : [];
      }),
    },
    forUpdate,
  );
  const byImei = new Map(existing.filter((d) => d.imei).map((d) => [d.imei!, d]));
  const bySerial = new Map(
    existing.filter((d) => d.serialNumber).map((d) => [`${d.serialNumber}|${d.vendorId}`, d]),
  );

  const bad = new Set(problems.list.map((x) => x.row));
  for (const r of rows) {
    const failed = problems.list.length;
    let catalogId: number | null = null;
    if (r.employee) {
      const found = personOf(r.employee);
      if (found.length === 1) catalogId = found[0]!;
      else
        r.reader.fail('employee', {
          en: found.length
            ? 'More than one employee matches. Use the employee number or e-mail.'
            : 'No employee of the company has this phone number, employee number or e-mail.',
          no: found.length
            ? 'Flere ansatte passer. Bruk ansattnummer eller e-post.'
            : 'Ingen ansatt i selskapet har dette telefonnummeret, ansattnummeret eller e-postadressen.',
        });
    }
    if (!r.ok || bad.has(r.row)) continue;
    const vendorId = vendorIds.get(r.vendorName.toLowerCase()) ?? null;
    const matches = new Set(
      [
        r.imei && byImei.get(r.imei),
        r.serialNumber && vendorId && bySerial.get(`${r.serialNumber}|${vendorId}`),
      ].filter((d): d is ExistingDevice => !!d),
    );
    if (matches.size > 1)
      r.reader.fail('serialNumber', {
        en: 'The IMEI and the serial number belong to two different devices.',
        no: 'IMEI og serienummer hører til to forskjellige enheter.',
      });
    const [cur] = matches;
    if (cur && !cur.visible)
      r.reader.fail(r.imei ? 'imei' : 'serialNumber', {
        en: 'The device exists on an account you do not have access to.',
        no: 'Enheten finnes på en konto du ikke har tilgang til.',
      });
    if (cur && cur.classId !== r.classId)
      r.reader.fail('class', {
        en: 'The device exists with another type.',
        no: 'Enheten finnes med en annen type.',
      });
    if (problems.list.length > failed) continue;

    if (!cur) {
      plan.inserts.push({
        row: r,
        values: {
          accountId,
          classId: r.classId,
          vendorId,
          description: r.name,
          catalogId,
          source: 'other',
          orderedAt: r.orderedAt,
          orderNumber: r.orderNumber,
          costPrice: r.costPrice,
          employeePaid: r.employeePaid,
          active: true,
          lost: false,
          comment: r.comment ?? '',
          imei: r.imei,
          serialNumber: r.serialNumber,
          returnedAt: null,
          returnedPreviousCatalogId: null,
          purchasedAt: null,
          purchasedByCatalogId: null,
          purchasedCostPrice: null,
        },
      });
      continue;
    }
    // An empty cell leaves the stored value as it is.
    const next: DeviceValues = {
      ...cur,
      description: r.name,
      vendorId: vendorId ?? cur.vendorId,
      catalogId: catalogId ?? cur.catalogId,
      orderedAt: r.orderedAt ?? cur.orderedAt,
      orderNumber: r.orderNumber ?? cur.orderNumber,
      costPrice: r.costPrice ?? cur.costPrice,
      employeePaid: r.employeePaid ?? cur.employeePaid,
      comment: r.comment ?? cur.comment,
      imei: r.imei ?? cur.imei,
      serialNumber: r.serialNumber ?? cur.serialNumber,
    };
    if (cur.purchasedAt !== null && LOCKED_WHEN_PURCHASED.some((k) => next[k] !== cur[k]))
      r.reader.fail('name', {
        en: 'The device is purchased by the employee; its name, date, price, IMEI and serial number are locked.',
        no: 'Enheten er kjøpt av den ansatte; navn, dato, pris, IMEI og serienummer er låst.',
      });
    else if (!cur.active && next.catalogId !== cur.catalogId)
      r.reader.fail('employee', {
        en: 'The device is inactive, so its employee cannot change.',
        no: 'Enheten er inaktiv, så den ansatte kan ikke endres.',
      });
    else {
      const events = eventsOf(cur, next);
      if (events.length) plan.updates.push({ cur, values: next, events });
      else plan.unchanged++;
    }
  }
  return plan;
}

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

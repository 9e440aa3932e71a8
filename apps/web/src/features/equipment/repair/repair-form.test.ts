import { describe, expect, it } from 'vitest';
import {
  addFiles,
  canSubmit,
  EMPTY_REPAIR_FORM,
  fileRefusal,
  type RepairForm,
  repairFormData,
  withDevice,
} from './repair-form.ts';

const PDF = new TextEncoder().encode('%PDF-1.7\n');
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
const EXE = Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]);
const phone = {
  ID: 7,
  description: 'iPhone 15',
  vendorName: 'Apple',
  orderedAt: '2025-03-04',
  orderNumber: 'NB-1',
  imei: '490154203237518',
  serialNumber: 'SN-1',
};

describe('repair form', () => {
  it('fills the device fields from a chosen device, and clearing resets everything', () => {
    const typed: RepairForm = { ...EMPTY_REPAIR_FORM, message: 'Knust skjerm', confirmed: true };
    const chosen = withDevice(typed, phone);
    expect(chosen).toEqual({
      ...typed,
      deviceId: 7,
      vendor: 'Apple',
      name: 'iPhone 15',
      imei: '490154203237518',
      serialNumber: 'SN-1',
      orderNumber: 'NB-1',
      purchasedAt: '2025-03-04',
    });
    const withFile = { ...chosen, files: [new File([PDF], 'a.pdf')] };
    expect(withDevice(withFile, null)).toEqual(EMPTY_REPAIR_FORM);
  });

  it('submits a new device with name, IMEI, vendor, message and confirmation; an existing one with the last two', () => {
    const full: RepairForm = {
      ...EMPTY_REPAIR_FORM,
      name: 'iPhone 15',
      imei: '490154203237518',
      vendor: 'Apple',
      message: 'Knust skjerm',
      confirmed: true,
    };
    expect(canSubmit(full)).toBe(true);
    for (const key of ['name', 'imei', 'vendor', 'message'] as const)
      expect(canSubmit({ ...full, [key]: '  ' })).toBe(false);
    expect(canSubmit({ ...full, confirmed: false })).toBe(false);
    const existing = { ...EMPTY_REPAIR_FORM, deviceId: 7, message: 'Lader ikke', confirmed: true };
    expect(canSubmit(existing)).toBe(true);
    expect(canSubmit({ ...existing, confirmed: false })).toBe(false);
    expect(canSubmit({ ...existing, message: '' })).toBe(false);
  });

  it('refuses a file by its name, its content (a renamed .exe) and its size', () => {
    expect(fileRefusal('kvittering.pdf', 100, PDF)).toBeNull();
    expect(fileRefusal('BILDE.PNG', 100, PNG)).toBeNull();
    expect(fileRefusal('virus.exe', 100, EXE)?.reason).toBe('FILE_WRONG_TYPE');
    expect(fileRefusal('bilde.png', 100, EXE)?.reason).toBe('FILE_WRONG_TYPE');
    expect(fileRefusal('tom.pdf', 0, new Uint8Array())?.reason).toBe('FILE_EMPTY');
    expect(fileRefusal('stor.pdf', 25 * 1024 * 1024 + 1, PDF)).toEqual({
      reason: 'FILE_TOO_LARGE',
      params: { maxMb: 25 },
    });
    expect(fileRefusal('akkurat.pdf', 25 * 1024 * 1024, PDF)).toBeNull();
  });

  it('adds at most 3 files in all and says why the others were left out', async () => {
    const one = [new File([PDF], '1.pdf')];
    const { files, refusals } = await addFiles(one, [
      new File([EXE], 'bilde.png'),
      new File([PNG], '2.png'),
      new File([PDF], '3.pdf'),
      new File([PDF], '4.pdf'),
    ]);
    expect(files.map((f) => f.name)).toEqual(['1.pdf', '2.png', '3.pdf']);
    expect(refusals.map((r) => [r.name, r.refusal.reason])).toEqual([
      ['bilde.png', 'FILE_WRONG_TYPE'],
      ['4.pdf', 'FILE_TOO_MANY'],
    ]);
  });

  it('sends the §7 field names with the files', () => {
    const data = repairFormData({
      ...withDevice(EMPTY_REPAIR_FORM, phone),
      message: ' Knust skjerm ',
      confirmed: true,
      files: [new File([PDF], 'a.pdf')],
    });
    expect(Object.fromEntries([...data.entries()].filter(([k]) => k !== 'files'))).toEqual({
      device_id: '7',
      device_name: 'iPhone 15',
      device_vendor_name: 'Apple',
      imei: '490154203237518',
      serial_number: 'SN-1',
      order_number: 'NB-1',
      purchased_at: '2025-03-04',
      fault_description: 'Knust skjerm',
      confirmed: 'true',
    });
    expect(data.getAll('files')).toHaveLength(1);
  });
});

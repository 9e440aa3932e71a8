import { describe, expect, it } from 'vitest';
import { changedInputs, type RowDraft, rowDraftOf, rowsOk, type SavedDevice } from './device-rows.ts';

const device = (ID: number, version: number): SavedDevice => ({
  ID,
  accountID: 1,
  description: `Telefon ${ID}`,
  classID: 1,
  class: {
    ID: 1,
    shortName: 'mobile',
    nameEn: 'Mobile',
    nameEnPlural: 'Mobiles',
    nameNo: 'Mobil',
    nameNoPlural: 'Mobiler',
    icon: 'smartphone',
    properties: [
      { id: 1, name: 'imei' },
      { id: 2, name: 'serial_number' },
    ],
  },
  vendor: { ID: 2, name: 'Apple' },
  catalogID: 40,
  bnUser: null,
  source: 'web',
  createdAt: '2026-03-01T10:00:00Z',
  orderedAt: '2026-03-01',
  orderNumber: null,
  costPrice: 12500.5,
  employeePaid: null,
  active: true,
  lost: false,
  comment: '',
  warrantyEndsAt: null,
  properties: [{ value: '490154203237518', property: { id: 1, name: 'imei' } }],
  returnedByEmployee: null,
  purchasedByEmployee: null,
  version,
});

describe('the device rows of the equipment users panel', () => {
  const saved = [device(7, 3), device(8, 5), device(9, 1)];
  const rows = (patch: Record<number, Partial<RowDraft>>) =>
    saved.map((d) => ({ ...rowDraftOf(d), ...patch[d.ID] }));

  it('sends only the changed rows, each with its changes and the version it read', () => {
    expect(changedInputs(saved, rows({}))).toEqual([]);
    expect(
      changedInputs(saved, rows({ 7: { comment: 'sjekket' }, 9: { employeePaid: '1.250,00', lost: true } })),
    ).toEqual([
      { id: 7, version: 3, comment: 'sjekket' },
      { id: 9, version: 1, lost: true, employeePaid: 1250 },
    ]);
  });

  it('sends a property only with a value', () => {
    expect(changedInputs(saved, rows({ 8: { imei: '', serialNumber: 'SN1' } }))).toEqual([
      { id: 8, version: 5, properties: [{ id: 2, value: 'SN1' }] },
    ]);
  });

  it('refuses Save while any row has a bad amount, IMEI, purchase date or no name', () => {
    expect(rowsOk(rows({}))).toBe(true);
    expect(rowsOk(rows({ 8: { costPrice: '1 234,5' } }))).toBe(true);
    expect(rowsOk(rows({ 8: { costPrice: '1,234.50' } }))).toBe(false);
    expect(rowsOk(rows({ 8: { orderedAt: '08/15/2025' } }))).toBe(false);
    expect(rowsOk(rows({ 8: { imei: '490154203237519' } }))).toBe(false);
    expect(rowsOk(rows({ 9: { description: ' ' } }))).toBe(false);
  });
});

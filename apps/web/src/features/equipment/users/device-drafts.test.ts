import { describe, expect, it } from 'vitest';
import { type DeviceDraft, draftOf, rowProblems, type SavedDevice, updateInputOf } from './device-drafts.ts';

const saved: SavedDevice = {
  ID: 7,
  description: 'iPhone 15',
  classID: 1,
  class: {
    ID: 1,
    nameEn: 'Mobile',
    nameNo: 'Mobil',
    properties: [
      { id: 1, name: 'imei' },
      { id: 2, name: 'serial_number' },
    ],
  },
  vendor: { ID: 2, name: 'Apple' },
  source: 'web',
  orderedAt: '2026-03-01',
  orderNumber: 'A-1',
  costPrice: 12500.5,
  employeePaid: null,
  active: true,
  lost: false,
  comment: '',
  catalogID: 40,
  properties: [{ value: '490154203237518', property: { id: 1, name: 'imei' } }],
  returnedByEmployee: null,
  purchasedByEmployee: null,
  version: 3,
};
const ids = { imei: 1, serialNumber: 2 };
const edit = (patch: Partial<DeviceDraft>) => ({ ...draftOf(saved), ...patch });

describe('device rows of the equipment users panel', () => {
  it('shows amounts in the 001 §5 format and the properties by name', () => {
    expect(draftOf(saved)).toMatchObject({
      costPrice: '12.500,50',
      employeePaid: '',
      imei: '490154203237518',
    });
  });

  it('an unchanged row sends nothing; a changed one only its changes, with the version it read', () => {
    expect(updateInputOf(saved, draftOf(saved), ids)).toBeNull();
    expect(updateInputOf(saved, edit({ costPrice: '13.000,00', comment: 'ny' }), ids)).toEqual({
      id: 7,
      version: 3,
      costPrice: 13000,
      comment: 'ny',
    });
    expect(updateInputOf(saved, edit({ costPrice: '', orderedAt: '' }), ids)).toEqual({
      id: 7,
      version: 3,
      costPrice: null,
      orderedAt: null,
    });
  });

  it('sends a property only with a value, and the moves, lost and returned toggles', () => {
    expect(updateInputOf(saved, edit({ imei: '', serialNumber: 'SN1' }), ids)).toEqual({
      id: 7,
      version: 3,
      properties: [{ id: 2, value: 'SN1' }],
    });
    expect(updateInputOf(saved, edit({ serialNumber: 'SN1' }), { imei: 1 })).toBeNull();
    expect(
      updateInputOf(
        saved,
        edit({ catalogId: 41, lost: true, returned: true, returnedDate: '2026-11-02' }),
        ids,
      ),
    ).toEqual({ id: 7, version: 3, catalogID: 41, lost: true, returnedByEmployee: { date: '2026-11-02' } });
    const returned = { ...saved, returnedByEmployee: { date: '2026-10-01' } };
    expect(updateInputOf(returned, { ...draftOf(returned), returned: false }, ids)).toEqual({
      id: 7,
      version: 3,
      returnedByEmployee: null,
    });
  });

  it('names the fields the server would refuse', () => {
    expect(rowProblems(draftOf(saved), '2026-11-26')).toEqual([]);
    expect(
      rowProblems(edit({ costPrice: '12,5', employeePaid: 'abc', imei: '490154203237519' }), '2026-11-26'),
    ).toEqual(['costPrice', 'employeePaid', 'imei']);
    expect(rowProblems(edit({ orderedAt: '2026-11-27' }), '2026-11-26')).toEqual(['orderedAt']);
  });
});

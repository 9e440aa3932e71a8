import { describe, expect, it } from 'vitest';
import { batchesOf, type ProvisioningInput } from './provisioning-format.ts';

const records = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ customer: 'C', id: `${prefix}${i + 1}` }));
const ids = (batch: ProvisioningInput) =>
  Object.entries(batch).map(([list, rs]) => `${list}:${(rs as { id: string }[]).map((r) => r.id).join(',')}`);

describe('batchesOf', () => {
  it('keeps a batch within the bound as it is', () => {
    const input = { customers: [{ id: 'C', name: 'C' }], people: records('p', 2) } as ProvisioningInput;
    expect(batchesOf(input, 3)).toEqual([input]);
  });

  it('cuts the records in the order they are applied, at most the bound a batch', () => {
    const input = {
      subscriptions: records('s', 4),
      people: records('p', 3),
      customers: [{ id: 'C', name: 'C' }],
    } as ProvisioningInput;
    expect(batchesOf(input, 3).map(ids)).toEqual([
      ['customers:C', 'people:p1,p2'],
      ['people:p3', 'subscriptions:s1,s2'],
      ['subscriptions:s3,s4'],
    ]);
  });

  it('fills the last batch exactly, and answers one empty batch for no records', () => {
    expect(batchesOf({ people: records('p', 4) } as ProvisioningInput, 2).map(ids)).toEqual([
      ['people:p1,p2'],
      ['people:p3,p4'],
    ]);
    expect(batchesOf({})).toEqual([{}]);
  });
});

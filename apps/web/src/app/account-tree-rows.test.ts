import { describe, expect, it } from 'vitest';
import { accountTreeRows } from './account-tree-rows.ts';

const tree = [
  {
    value: 'account:1',
    label: 'Nordlys Bygg AS',
    children: [
      { value: 'billingGroup:1', label: 'Ledelse' },
      {
        value: 'account:2',
        label: 'Nordlys Bygg Bergen',
        children: [{ value: 'billingGroup:2', label: 'Vest drift' }],
      },
    ],
  },
];
const shown = (rows: ReturnType<typeof accountTreeRows>) => rows.map((r) => `${r.level} ${r.label}`);

describe('accountTreeRows', () => {
  it('shows the whole tree, each line at its depth, when nothing is collapsed', () => {
    const rows = accountTreeRows(tree, new Set(), '');
    expect(shown(rows)).toEqual(['1 Nordlys Bygg AS', '2 Ledelse', '2 Nordlys Bygg Bergen', '3 Vest drift']);
    expect(rows[2]).toMatchObject({ hasChildren: true, expanded: true, parent: 'account:1' });
  });

  it('leaves out the lines below a collapsed account', () => {
    const rows = accountTreeRows(tree, new Set(['account:2']), '');
    expect(shown(rows)).toEqual(['1 Nordlys Bygg AS', '2 Ledelse', '2 Nordlys Bygg Bergen']);
    expect(rows[2]?.expanded).toBe(false);
  });

  it('while searching shows the matching lines and those above them, expanded', () => {
    expect(shown(accountTreeRows(tree, new Set(['account:1']), ' vest '))).toEqual([
      '1 Nordlys Bygg AS',
      '2 Nordlys Bygg Bergen',
      '3 Vest drift',
    ]);
  });
});

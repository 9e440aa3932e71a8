import { describe, expect, it } from 'vitest';
import { figuresTable, shown } from '../bench/figures.ts';

describe("npm run bench's closing table", () => {
  it('shows each figure beside its target, its floor and its ratio to the floor, with the rows read', () => {
    const table = figuresTable([
      {
        bench: 'devices',
        figure: {
          measure: 'Description_ASC p95',
          size: '2 000 000 devices',
          value: 12.34,
          unit: 'ms',
          target: 100,
          floor: { value: 10, of: 'its SQL' },
          rowsRead: 51,
          ok: true,
        },
      },
      {
        bench: 'seed',
        figure: {
          measure: 'seed, whole',
          value: 146_800,
          unit: 'ms',
          target: 60_000,
          floor: { value: 16_100, of: 'bare COPY' },
          ok: false,
        },
      },
      { bench: 'usage-ingest', figure: { measure: 'again inserts none', ok: true } },
    ]).split('\n');
    expect(table[0]).toMatch(/^bench\s+measure\s+at\s+figure\s+target\s+floor\s+× floor\s+rows read$/);
    expect(table[1]).toMatch(
      /^devices\s+Description_ASC p95\s+2 000 000 devices\s+12\.3 ms\s+≤ 100\.0 ms\s+10\.0 ms \(its SQL\)\s+1\.23×\s+51\s+ok$/,
    );
    expect(table[2]).toMatch(
      /^seed\s+seed, whole\s+146\.80 s\s+≤ 60\.00 s\s+16\.10 s \(bare COPY\)\s+9\.12×\s+OVER$/,
    );
    expect(table[3]).toMatch(/^usage-ingest\s+again inserts none\s+ok$/);
    expect(table[4]).toMatch(/^load average \d+\.\d \d+\.\d \d+\.\d$/);
  });

  it('shows sizes and counts grouped by a space', () => {
    expect(shown(1_234_567, 'MB')).toBe('1 234 567 MB');
    expect(shown(2.5, '×')).toBe('2.50×');
  });
});

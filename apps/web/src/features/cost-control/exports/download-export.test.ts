import { describe, expect, it } from 'vitest';
import { compactPeriod } from './download-export.ts';

describe('export download', () => {
  it('asks for the month as YYYYMM', () => {
    expect(compactPeriod('2026-10')).toBe('202610');
  });
});

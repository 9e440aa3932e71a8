import { describe, expect, it } from 'vitest';
import { periodLabels } from './period-labels.ts';

describe('periodLabels', () => {
  it('names the last month of the period and its year in the language', () => {
    expect(periodLabels('2026-03-31', 'no')).toEqual({ month: 'mars', year: '2026' });
    expect(periodLabels('2026-03-31', 'en')).toEqual({ month: 'March', year: '2026' });
    expect(periodLabels('2025-12-01', 'no')).toEqual({ month: 'desember', year: '2025' });
  });
});

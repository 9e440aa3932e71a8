import { describe, expect, it } from 'vitest';
import { dateText, parseDateText } from './date-text.ts';

const date = (text: string) => parseDateText(text);

describe('parseDateText', () => {
  it('reads DD.MM.YYYY, D.M.YYYY and DDMMYYYY day first', () => {
    expect(date('15.11.2026')).toEqual({ ok: true, date: '2026-11-15' });
    expect(date('1.2.2026')).toEqual({ ok: true, date: '2026-02-01' });
    expect(date('01.2.2026')).toEqual({ ok: true, date: '2026-02-01' });
    expect(date('15112026')).toEqual({ ok: true, date: '2026-11-15' });
    expect(date('01022026')).toEqual({ ok: true, date: '2026-02-01' });
    expect(date('  3.12.2025 ')).toEqual({ ok: true, date: '2025-12-03' });
  });

  it('gives no date for an empty text', () => {
    expect(date('')).toEqual({ ok: true, date: null });
    expect(date('   ')).toEqual({ ok: true, date: null });
  });

  it('takes 29 February in a leap year only', () => {
    expect(date('29.02.2028')).toEqual({ ok: true, date: '2028-02-29' });
    expect(date('29.2.2000')).toEqual({ ok: true, date: '2000-02-29' });
    expect(date('29.02.2026')).toEqual({ ok: false, reason: 'noSuchDate' });
    expect(date('29.02.2100')).toEqual({ ok: false, reason: 'noSuchDate' });
  });

  it('never reads the month first', () => {
    expect(date('08/15/2025')).toEqual({ ok: false, reason: 'unreadable' });
    expect(date('11.15.2026')).toEqual({ ok: false, reason: 'noSuchDate' });
    expect(date('02/01/2026')).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('refuses what it cannot read', () => {
    for (const text of [
      '15.11.26',
      '1511202',
      '151120261',
      '2026-11-15',
      '15-11-2026',
      'i morgen',
      '15.11',
      '15..11.2026',
      '1.2.2026x',
    ])
      expect(date(text)).toEqual({ ok: false, reason: 'unreadable' });
    expect(date('31.04.2026')).toEqual({ ok: false, reason: 'noSuchDate' });
    expect(date('00.01.2026')).toEqual({ ok: false, reason: 'noSuchDate' });
    expect(date('01.13.2026')).toEqual({ ok: false, reason: 'noSuchDate' });
  });

  it('refuses dates outside 2000–2100', () => {
    expect(date('31.12.1999')).toEqual({ ok: false, reason: 'outOfRange' });
    expect(date('01.01.2101')).toEqual({ ok: false, reason: 'outOfRange' });
    expect(date('01.01.2000')).toEqual({ ok: true, date: '2000-01-01' });
  });

  it('shows a date as DD.MM.YYYY', () => {
    expect(dateText('2026-02-01')).toBe('01.02.2026');
    expect(dateText(null)).toBe('');
  });
});

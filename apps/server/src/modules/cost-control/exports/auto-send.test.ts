import { describe, expect, it } from 'vitest';
import { dueAutoSendMonth, mailFor, sendDate } from './auto-send.ts';
import type { FileExportRow } from './exports.repository.ts';

describe('automatic sending days', () => {
  it('takes 31, or any day past the month, as the last day', () => {
    expect(sendDate('2026-02', 31)).toBe('2026-02-28');
    expect(sendDate('2028-02', 30)).toBe('2028-02-29');
    expect(sendDate('2026-04', 31)).toBe('2026-04-30');
    expect(sendDate('2026-10', 31)).toBe('2026-10-31');
    expect(sendDate('2026-10', 5)).toBe('2026-10-05');
  });

  it("sends the previous month's file from the send day on", () => {
    expect(dueAutoSendMonth('2026-11-04', 5, null)).toBe('2026-09-01');
    expect(dueAutoSendMonth('2026-11-05', 5, null)).toBe('2026-10-01');
    expect(dueAutoSendMonth('2026-11-20', 5, null)).toBe('2026-10-01');
    expect(dueAutoSendMonth('2026-11-30', 31, null)).toBe('2026-10-01');
    expect(dueAutoSendMonth('2026-11-29', 31, null)).toBe('2026-09-01');
  });

  it('catches up a missed last day on the next days', () => {
    expect(dueAutoSendMonth('2026-12-01', 31, null)).toBe('2026-10-01');
    expect(dueAutoSendMonth('2026-03-02', 31, null)).toBe('2026-01-01');
  });

  it('does not send a month whose day came before sending was switched on', () => {
    const since = new Date('2026-11-10T09:00:00+01:00');
    expect(dueAutoSendMonth('2026-11-10', 5, since)).toBe(null);
    expect(dueAutoSendMonth('2026-11-10', 10, since)).toBe('2026-10-01');
    expect(dueAutoSendMonth('2026-12-05', 5, since)).toBe('2026-11-01');
    // Days are Oslo days: 22:30 UTC on the 31st is still the 31st in Oslo, 23:30 UTC is the 1st.
    expect(dueAutoSendMonth('2026-11-01', 31, new Date('2026-10-31T22:30:00Z'))).toBe('2026-09-01');
    expect(dueAutoSendMonth('2026-11-01', 31, new Date('2026-10-31T23:30:00Z'))).toBe(null);
  });
});

describe('the automatic e-mail', () => {
  const row = { description: 'Lønnstrekk' } as FileExportRow;

  // Amounts as the product writes them: a no-break space in 1 234,50 and before kr.
  it('says how many subscriptions without an employee the file left out and what they cost', () => {
    const mail = mailFor(row, '2026-10', { count: 2, totalOre: 123_450, deductedOre: 2_511 });
    expect(mail.text).toContain(
      '2 abonnementer uten ansatt er utelatt fra filen (forbruk 1\u00a0234,50\u00a0kr, trekk 25,11\u00a0kr).',
    );
    expect(mail.text).toContain(
      '2 subscriptions without an employee left out of the file (usage 1\u00a0234,50\u00a0kr, deduction 25,11\u00a0kr).',
    );
  });

  it('says nothing of it when nothing was left out', () => {
    const mail = mailFor(row, '2026-10', { count: 0, totalOre: 0, deductedOre: 0 });
    expect(mail.text).not.toContain('uten ansatt');
    expect(mail.text).not.toContain('without an employee');
  });

  it("names who a payroll preset's file could not carry", () => {
    const none = { count: 0, totalOre: 0, deductedOre: 0 };
    const mail = mailFor(row, '2026-10', none, [
      { reason: 'employeeNumberMissing', name: 'Per Åsen', phoneNumber: '+4790000009', ore: 2_000 },
    ]);
    expect(mail.text).toContain(
      'Uten gyldig ansattnummer, utelatt fra lønnsfilen og må føres for hånd: Per Åsen (+4790000009, 20,00\u00a0kr).',
    );
    expect(mail.text).toContain('Without a usable employee number, left out of the payroll file');
  });
});

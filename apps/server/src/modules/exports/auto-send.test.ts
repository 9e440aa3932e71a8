import { describe, expect, it } from 'vitest';
import { dueAutoSendMonth, sendDate } from './auto-send.ts';

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

import { describe, expect, it } from 'vitest';
import { adminEmail, employeeSms, remindedLeavingDates, reminderStep } from './reminder-rules.ts';

describe('leaving reminders: the steps by hand', () => {
  it('leaving 15.12 with 7 days: before from 08.12 to 15.12, overdue from 16.12 for 30 days', () => {
    const step = (today: string) => reminderStep('2026-12-15', today, 7);
    expect(step('2026-12-07')).toBeNull();
    expect(step('2026-12-08')).toBe('before');
    expect(step('2026-12-15')).toBe('before');
    expect(step('2026-12-16')).toBe('overdue');
    expect(step('2027-01-14')).toBe('overdue');
    expect(step('2027-01-15')).toBeNull();
  });

  it('looks at the leaving dates from 30 days ago to N days ahead', () => {
    expect(remindedLeavingDates('2026-12-08', 7)).toEqual({ from: '2026-11-08', to: '2026-12-15' });
    expect(remindedLeavingDates('2026-12-16', 7)).toEqual({ from: '2026-11-16', to: '2026-12-23' });
  });

  it('words the messages in the language, with Norwegian dates', () => {
    const c = {
      step: 'before' as const,
      leavingDate: '2026-12-15',
      leaverName: 'Lise Avgang',
      leaverCatalogId: 42,
      devices: ['iPhone 15'],
    };
    expect(employeeSms(c, 'no')).toBe(
      'Du har 1 enhet som skal leveres tilbake eller kjøpes ut innen 15.12.2026.',
    );
    expect(employeeSms({ ...c, step: 'overdue', devices: ['a', 'b'] }, 'en')).toBe(
      'You have 2 devices not returned after your last working day.',
    );
    expect(adminEmail(c, 'en', 'https://x.example')).toEqual({
      subject: 'Lise Avgang leaves 15.12.2026: equipment not returned',
      text:
        'These devices of Lise Avgang are neither returned nor bought out:\n\n- iPhone 15\n\n' +
        'See the offboarding: https://x.example/users/leaving/42',
    });
  });
});

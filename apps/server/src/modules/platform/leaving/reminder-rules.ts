import { addDays, formatDate, type Language } from '@connect/shared';

/**
 * When a leaver's open devices are reminded of (issue 33 §1, docs/LEAVING.md "Reminders") and what the messages say.
 * Two steps per leaving date: `before`, from `daysBefore` days before the date up to the date itself, and `overdue`,
 * from the day after up to OVERDUE_DAYS days after. Each is sent once; a run that misses a day sends it on the next
 * day of its span.
 */

export type ReminderStep = 'before' | 'overdue';

/** The days after the leaving date in which the overdue reminder still goes out; later an open device is left alone. */
export const OVERDUE_DAYS = 30;

/** The step due `today` for a leaving date, or null. */
export function reminderStep(leavingDate: string, today: string, daysBefore: number): ReminderStep | null {
  if (today > leavingDate) return today <= addDays(leavingDate, OVERDUE_DAYS) ? 'overdue' : null;
  return today >= addDays(leavingDate, -daysBefore) ? 'before' : null;
}

/** The leaving dates that have a step due `today`: from OVERDUE_DAYS ago to `daysBefore` days ahead. */
export function remindedLeavingDates(today: string, daysBefore: number): { from: string; to: string } {
  return { from: addDays(today, -OVERDUE_DAYS), to: addDays(today, daysBefore) };
}

export type ReminderContent = {
  step: ReminderStep;
  leavingDate: string;
  leaverName: string;
  leaverCatalogId: number;
  devices: string[];
};

const TEXT = {
  no: {
    employeeSubject: {
      before: (date: string) => `Utstyr som skal leveres tilbake innen ${date}`,
      overdue: () => 'Utstyr som ikke er levert tilbake',
    },
    employeeIntro: {
      before: (date: string) =>
        `Din siste arbeidsdag er ${date}. Dette utstyret er verken levert tilbake eller kjøpt ut ennå:`,
      overdue: (date: string) =>
        `Din siste arbeidsdag var ${date}. Dette utstyret er verken levert tilbake eller kjøpt ut:`,
    },
    employeeEnd: 'Lever det tilbake eller avtal innløsning med administratoren din.',
    sms: {
      before: (n: number, date: string) =>
        `Du har ${n} ${n === 1 ? 'enhet' : 'enheter'} som skal leveres tilbake eller kjøpes ut innen ${date}.`,
      overdue: (n: number) =>
        `Du har ${n} ${n === 1 ? 'enhet' : 'enheter'} som ikke er levert tilbake etter siste arbeidsdag.`,
    },
    adminSubject: {
      before: (name: string, date: string) => `${name} slutter ${date}: utstyr er ikke levert tilbake`,
      overdue: (name: string, date: string) => `${name} sluttet ${date}: utstyr er ikke levert tilbake`,
    },
    adminIntro: (name: string) => `Disse enhetene til ${name} er verken levert tilbake eller kjøpt ut:`,
    link: 'Se avslutningen',
  },
  en: {
    employeeSubject: {
      before: (date: string) => `Equipment to return by ${date}`,
      overdue: () => 'Equipment not returned',
    },
    employeeIntro: {
      before: (date: string) =>
        `Your last working day is ${date}. This equipment is neither returned nor bought out yet:`,
      overdue: (date: string) =>
        `Your last working day was ${date}. This equipment is neither returned nor bought out:`,
    },
    employeeEnd: 'Return it or agree on a buy-out with your administrator.',
    sms: {
      before: (n: number, date: string) =>
        `You have ${n} ${n === 1 ? 'device' : 'devices'} to return or buy out by ${date}.`,
      overdue: (n: number) =>
        `You have ${n} ${n === 1 ? 'device' : 'devices'} not returned after your last working day.`,
    },
    adminSubject: {
      before: (name: string, date: string) => `${name} leaves ${date}: equipment not returned`,
      overdue: (name: string, date: string) => `${name} left ${date}: equipment not returned`,
    },
    adminIntro: (name: string) => `These devices of ${name} are neither returned nor bought out:`,
    link: 'See the offboarding',
  },
} as const;

const list = (devices: string[]) => devices.map((d) => `- ${d}`).join('\n');

/** The employee's e-mail in their language. */
export function employeeEmail(c: ReminderContent, language: Language): { subject: string; text: string } {
  const t = TEXT[language];
  const date = formatDate(c.leavingDate);
  return {
    subject: t.employeeSubject[c.step](date),
    text: [t.employeeIntro[c.step](date), list(c.devices), t.employeeEnd].join('\n\n'),
  };
}

/** The employee's SMS in their language. */
export function employeeSms(c: ReminderContent, language: Language): string {
  const t = TEXT[language].sms;
  return c.step === 'before'
    ? t.before(c.devices.length, formatDate(c.leavingDate))
    : t.overdue(c.devices.length);
}

/** An equipment administrator's e-mail in their language, with the link to the leaver's offboarding view. */
export function adminEmail(
  c: ReminderContent,
  language: Language,
  publicUrl: string,
): { subject: string; text: string } {
  const t = TEXT[language];
  return {
    subject: t.adminSubject[c.step](c.leaverName, formatDate(c.leavingDate)),
    text: [
      t.adminIntro(c.leaverName),
      list(c.devices),
      `${t.link}: ${publicUrl}/users/leaving/${c.leaverCatalogId}`,
    ].join('\n\n'),
  };
}

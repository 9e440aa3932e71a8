import {
  type DashboardAlertKind,
  type DashboardAlertSettingsValues,
  formatDate,
  formatNok,
  formatPhone,
  type Language,
} from '@connect/shared';
import { BILL_SHOCK_RULE, median } from '../dashboard/bill-shock.ts';

/**
 * The dashboard alerts' rules (issue 33 §3), the only definition of them: dashboard-alerts.repository.ts fetches the
 * candidates' figures (narrowed by cheap bounds that can only leave out cases these rules would not flag) and keeps
 * the rows these functions flag. The usual month is the bill-shock rule's (dashboard/bill-shock.ts): the median of
 * the previous six months on record, with at least three of them, here per cost category group.
 */

/** The category groups whose month is compared with the person's usual. */
export const USAGE_ALERT_GROUPS = ['roaming', 'data'] as const;
export const USUAL_MONTHS_WINDOW = BILL_SHOCK_RULE.months;
export const USUAL_MONTHS_MIN_HISTORY = BILL_SHOCK_RULE.minHistoryMonths;

/** The usual month: the median of the last USUAL_MONTHS_WINDOW months of `previousMonthsOre` (oldest first). */
export function usualMonth(previousMonthsOre: number[]): number {
  return median(previousMonthsOre.slice(-USUAL_MONTHS_WINDOW));
}

/**
 * Roaming or data far above the usual: more than factor × the median of the previous months (a month with usage
 * but none of this group counts as 0) and at least the minimum increase above it.
 */
export function isFarAboveUsual(
  thisMonthOre: number,
  previousMonthsOre: number[],
  s: Pick<DashboardAlertSettingsValues, 'usualFactorPercent' | 'minIncreaseOre'>,
): boolean {
  if (previousMonthsOre.length < USUAL_MONTHS_MIN_HISTORY) return false;
  const usual = usualMonth(previousMonthsOre);
  return thisMonthOre * 100 > s.usualFactorPercent * usual && thisMonthOre - usual >= s.minIncreaseOre;
}

/** A discovered device seen on `seenOn` and still unallocated stands out from `days` days after (both YYYY-MM-DD). */
export function isUnallocatedTooLong(seenOn: string, today: string, days: number): boolean {
  const age = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${seenOn}T00:00:00Z`)) / 86_400_000;
  return age >= days;
}

/** What a digest line needs of a case. Which fields are set depends on the kind: a subscription's cases name it, a
 * device case the device. */
export type DigestCase = {
  kind: DashboardAlertKind;
  subscriptionId: number | null;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  /** usageAboveUsual: the cost category group (`roaming` or `data`). */
  categoryGroupKey: string | null;
  /** unallocatedDevice: the device's name and IMEI. */
  description: string | null;
  imei: string | null;
  /** This month's usage, the year's content above the threshold, or the two months' cost. */
  amountOre: number | null;
  usualOre: number | null;
  seenOn: string | null;
};

const TEXT = {
  no: {
    subject: (n: number) => `Kostnadskontroll: ${n} ${n === 1 ? 'sak' : 'saker'} å se på`,
    intro: 'Dette skiller seg ut i dag:',
    heading: {
      usageAboveUsual: 'Roaming eller data langt over det vanlige',
      contentOverThreshold: 'Innholdstjenester over grensen (1 000 kr i året)',
      subscriptionWithoutPerson: 'Abonnementer uten person som koster penger',
      unallocatedDevice: 'Enheter sett i nettet som ingen har tildelt',
    },
    group: { roaming: 'roaming', data: 'data' } as Record<string, string>,
    usage: (group: string, amount: string, usual: string) =>
      `${group} ${amount} denne måneden (vanligvis ${usual})`,
    content: (amount: string) => `${amount} over grensen i år`,
    cost: (amount: string) => `${amount} siste to måneder`,
    seen: (date: string) => `sett ${date}`,
    noPerson: 'uten person',
    link: 'Se alt på dashbordet',
    settings: 'Innstillingene (og om e-posten sendes) endres fra dashbordet.',
  },
  en: {
    subject: (n: number) => `Cost control: ${n} ${n === 1 ? 'case' : 'cases'} to look at`,
    intro: 'This stands out today:',
    heading: {
      usageAboveUsual: 'Roaming or data far above the usual',
      contentOverThreshold: 'Content services over the threshold (NOK 1,000 a year)',
      subscriptionWithoutPerson: 'Subscriptions without a person that cost money',
      unallocatedDevice: 'Devices seen on the network that nobody has allocated',
    },
    group: { roaming: 'roaming', data: 'data' } as Record<string, string>,
    usage: (group: string, amount: string, usual: string) =>
      `${group} ${amount} this month (usually ${usual})`,
    content: (amount: string) => `${amount} over the threshold this year`,
    cost: (amount: string) => `${amount} in the last two months`,
    seen: (date: string) => `seen ${date}`,
    noPerson: 'no person',
    link: 'See everything on the dashboard',
    settings: 'The settings (and whether this e-mail is sent) are changed from the dashboard.',
  },
} as const;

const KIND_ORDER: DashboardAlertKind[] = [
  'usageAboveUsual',
  'contentOverThreshold',
  'subscriptionWithoutPerson',
  'unallocatedDevice',
];

function who(c: DigestCase, t: (typeof TEXT)[Language]): string {
  const name = [c.firstName, c.lastName].filter(Boolean).join(' ');
  const phone = c.phoneNumber ? formatPhone(c.phoneNumber) : '';
  return [name || (c.kind === 'subscriptionWithoutPerson' ? t.noPerson : ''), phone]
    .filter(Boolean)
    .join(', ');
}

function line(c: DigestCase, t: (typeof TEXT)[Language]): string {
  const amount = formatNok(c.amountOre ?? 0);
  switch (c.kind) {
    case 'usageAboveUsual':
      return `${who(c, t)}: ${t.usage(t.group[c.categoryGroupKey ?? ''] ?? c.categoryGroupKey ?? '', amount, formatNok(c.usualOre ?? 0))}`;
    case 'contentOverThreshold':
      return `${who(c, t)}: ${t.content(amount)}`;
    case 'subscriptionWithoutPerson':
      return `${who(c, t)}: ${t.cost(amount)}`;
    case 'unallocatedDevice':
      return [
        c.description,
        c.imei ? `IMEI ${c.imei}` : null,
        who(c, t) || null,
        t.seen(formatDate(c.seenOn)),
      ]
        .filter(Boolean)
        .join(', ');
  }
}

/** The digest e-mail in the administrator's language: a section per kind, a line per case, the dashboard's link. */
export function digestEmail(
  cases: DigestCase[],
  language: Language,
  publicUrl: string,
): { subject: string; text: string } {
  const t = TEXT[language];
  const sections = KIND_ORDER.map((kind) => ({ kind, rows: cases.filter((c) => c.kind === kind) }))
    .filter((s) => s.rows.length > 0)
    .map((s) =>
      [`${t.heading[s.kind]} (${s.rows.length})`, ...s.rows.map((c) => `- ${line(c, t)}`)].join('\n'),
    );
  return {
    subject: t.subject(cases.length),
    text: [t.intro, ...sections, `${t.link}: ${publicUrl}/dashboard`, t.settings].join('\n\n'),
  };
}

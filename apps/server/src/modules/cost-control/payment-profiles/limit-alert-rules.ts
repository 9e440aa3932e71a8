import { formatNok } from '@connect/shared';
import { monthName } from './sms-texts.ts';

/**
 * Issue 33 §3: when a limited rule unit's usage in a month earns its member an SMS. Two steps per unit and month:
 * `share` once the usage reaches the profile's share of the limit (default 80 %), `passed` once it is above the
 * limit. Amounts are integer øre excl. VAT, as the limit is.
 */

export type LimitStep = 'share' | 'passed';

export type LimitUsage = { unit: string; name: string; limitOre: number; usedOre: number };

/**
 * The steps a unit has reached and not yet been alerted for, and the one step the SMS tells (the highest: usage
 * that jumps past both at once gets one SMS that the limit is passed, and both are recorded). A limit of 0 has no
 * share to reach: any usage passes it. Null when nothing is due.
 */
export function dueLimitAlert(
  u: Pick<LimitUsage, 'limitOre' | 'usedOre'>,
  percent: number,
  alreadySent: readonly LimitStep[],
): { steps: LimitStep[]; tell: LimitStep } | null {
  const reached: LimitStep[] = [];
  if (u.limitOre > 0 && u.usedOre * 100 >= u.limitOre * percent) reached.push('share');
  if (u.usedOre > u.limitOre) reached.push('passed');
  const steps = reached.filter((s) => !alreadySent.includes(s));
  const tell = steps.includes('passed') ? 'passed' : steps[0];
  return tell ? { steps, tell } : null;
}

/** Spaces, not the no-break spaces of the portal's formats: an SMS keeps the GSM alphabet. */
const smsNok = (ore: number) => formatNok(ore).replace(/\u00a0/g, ' ');

/** The SMS (Norwegian, as the portal's other SMS): what was used of which limit in which month. */
export function limitAlertText(u: LimitUsage, step: LimitStep, percent: number, period: string): string {
  const used = `Du har brukt ${smsNok(u.usedOre)} av grensen på ${smsNok(u.limitOre)} for «${u.name}» i ${monthName(period)}.`;
  return step === 'passed'
    ? `${used} Grensen er passert: bruk over grensen kan bli trukket i lønn.`
    : `${used} Det er ${percent} % eller mer av grensen.`;
}

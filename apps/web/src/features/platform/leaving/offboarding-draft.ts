import type { OffboardingFieldsFragment } from '../../../gql/graphql.ts';
import { type DateFieldValue, isDateFieldOk } from '../../../ui/date-field-value.ts';
import type { PickedPerson } from '../people/person-picker.tsx';

/**
 * The offboarding form's draft (issue 33 §1): the leaving date, and a decision for each open subscription and
 * device. Saved, every choice is empty: what was decided is done on the server and is no longer open.
 */
export type SubscriptionChoice = {
  decision: '' | 'keep' | 'takeOver' | 'end';
  /** The company's last day (takeOver, end). */
  lastDay: DateFieldValue;
  /** Who has it from now on (keep); null: nobody. */
  newPerson: PickedPerson | null;
};
export type DeviceChoice = { decision: '' | 'returned' | 'boughtOut'; date: DateFieldValue };
export type OffboardingDraft = {
  leavingDate: DateFieldValue;
  subscriptions: Record<string, SubscriptionChoice>;
  devices: Record<string, DeviceChoice>;
};

export const isOpenSubscription = (s: OffboardingFieldsFragment['subscriptions'][number]) =>
  s.endedOn === null;
export const isOpenDevice = (d: OffboardingFieldsFragment['devices'][number]) =>
  d.returnedAt === null && d.purchasedAt === null;

/** The draft of the offboarding as the server has it: its leaving date, nothing decided. */
export function savedDraft(o: OffboardingFieldsFragment): OffboardingDraft {
  const leavingDate = o.person.leavingDate;
  return {
    leavingDate,
    subscriptions: Object.fromEntries(
      o.subscriptions
        .filter(isOpenSubscription)
        .map((s) => [s.subscriptionID, { decision: '', lastDay: leavingDate, newPerson: null }]),
    ),
    devices: Object.fromEntries(
      o.devices.filter(isOpenDevice).map((d) => [d.deviceID, { decision: '', date: leavingDate }]),
    ),
  };
}

/** One server call of a save, in the order they are made: the leaving date first, which the decisions read. */
export type OffboardingAction =
  | { kind: 'leavingDate'; leavingDate: string | null; expected: string | null }
  | {
      kind: 'subscription';
      subscriptionID: number;
      version: number;
      decision: 'keep' | 'takeOver' | 'end';
      newCatalogID: number | null;
      lastDay: string | null;
    }
  | {
      kind: 'device';
      deviceID: number;
      version: number;
      decision: 'returned' | 'boughtOut';
      date: string | null;
    };

/** What is wrong with the draft, by field: a date that cannot be read, or a missing one a decision needs. */
export function draftProblems(d: OffboardingDraft): string[] {
  const problems: string[] = [];
  if (!isDateFieldOk(d.leavingDate)) problems.push('leavingDate');
  for (const [id, s] of Object.entries(d.subscriptions))
    if ((s.decision === 'takeOver' || s.decision === 'end') && (!s.lastDay || !isDateFieldOk(s.lastDay)))
      problems.push(`subscription:${id}`);
  for (const [id, c] of Object.entries(d.devices))
    if (c.decision === 'returned' && !isDateFieldOk(c.date)) problems.push(`device:${id}`);
  const decides =
    Object.values(d.subscriptions).some((s) => s.decision !== '') ||
    Object.values(d.devices).some((c) => c.decision !== '');
  if (decides && !d.leavingDate) problems.push('leavingDateNeeded');
  return problems;
}

/** The calls that turn the saved offboarding into the draft. */
export function plannedActions(d: OffboardingDraft, o: OffboardingFieldsFragment): OffboardingAction[] {
  const actions: OffboardingAction[] = [];
  if (d.leavingDate !== o.person.leavingDate)
    actions.push({ kind: 'leavingDate', leavingDate: d.leavingDate, expected: o.person.leavingDate });
  for (const s of o.subscriptions) {
    const c = d.subscriptions[s.subscriptionID];
    if (!c || c.decision === '') continue;
    actions.push({
      kind: 'subscription',
      subscriptionID: s.subscriptionID,
      version: s.version,
      decision: c.decision,
      newCatalogID: c.decision === 'keep' ? (c.newPerson?.catalogID ?? null) : null,
      lastDay: c.decision === 'keep' ? null : c.lastDay,
    });
  }
  for (const device of o.devices) {
    const c = d.devices[device.deviceID];
    if (!c || c.decision === '') continue;
    actions.push({
      kind: 'device',
      deviceID: device.deviceID,
      version: device.version,
      decision: c.decision,
      date: c.decision === 'returned' ? c.date : null,
    });
  }
  return actions;
}

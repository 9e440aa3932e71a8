import { COST_CONTROL_ROLES } from '@connect/shared';
import { z } from 'zod';
import { builder } from '../../../graphql/builder.ts';
import { principalOf } from '../../../graphql/context.ts';
import { equipmentScopes, id } from '../../../graphql/scopes.ts';
import {
  type LeaverPerson,
  type LeaverRow,
  type LeaverSubscriptionRow,
  leavers,
  type Offboarding,
  type OffboardingDevice,
  offboarding,
  type PayrollMonthFigures,
  type SentReminder,
  setLeavingDate,
} from './leaving.service.ts';
import { LEAVERS_MAX_PAST_DAYS } from './leaving-rules.ts';

/** A cost-control admin or an equipment admin (issue 33 §1): both offboard the people of their accounts. */
export const leavingScopes = { $any: { anyRole: COST_CONTROL_ROLES, $all: equipmentScopes.$all } } as const;

const personFields = builder.objectRef<LeaverPerson>('LeaverPerson').implement({
  description: 'A person with the leaving date they have (null: none).',
  fields: (t) => ({
    catalogID: t.exposeInt('catalogId'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    employeeNumber: t.exposeString('employeeNumber', { nullable: true }),
    leavingDate: t.field({ type: 'Date', nullable: true, resolve: (r) => r.leavingDate }),
  }),
});

const Leaver = builder.objectRef<LeaverRow>('Leaver').implement({
  description:
    'A person leaving (or who left lately), with what of theirs is still open on the accounts asked.',
  fields: (t) => ({
    catalogID: t.exposeInt('catalogId'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    employeeNumber: t.exposeString('employeeNumber', { nullable: true }),
    leavingDate: t.field({ type: 'Date', resolve: (r) => r.leavingDate }),
    openSubscriptionCount: t.exposeInt('openSubscriptionCount', {
      description: 'Their subscriptions nobody has decided yet (not ended, still theirs).',
    }),
    openDeviceCount: t.exposeInt('openDeviceCount', {
      description: 'Their devices neither returned nor bought out.',
    }),
  }),
});

const LeaverSubscription = builder.objectRef<LeaverSubscriptionRow>('LeaverSubscription').implement({
  fields: (t) => ({
    subscriptionID: t.exposeInt('id'),
    accountID: t.exposeInt('accountId'),
    phoneNumber: t.exposeString('phoneNumber'),
    product: t.exposeString('product'),
    paymentProfileName: t.exposeString('paymentProfileName', { nullable: true }),
    version: t.exposeInt('version'),
    endedOn: t.field({
      type: 'Date',
      nullable: true,
      description: 'Its last day (its own end, its billing group’s or its account’s); null while open.',
      resolve: (r) => r.endedOn,
    }),
  }),
});

const LeaverDeviceQuote = builder
  .objectRef<NonNullable<OffboardingDevice['quote']>>('LeaverDeviceQuote')
  .implement({
    description: 'The buy-out quote as of the leaving date: the same figures as the quote PDF.',
    fields: (t) => ({
      asOf: t.field({ type: 'Date', resolve: (q) => q.quote.asOf }),
      ageMonths: t.int({ resolve: (q) => q.quote.ageMonths }),
      price: t.int({ description: 'What the employee pays, øre excl. VAT.', resolve: (q) => q.quote.price }),
      priceIncVat: t.int({ resolve: (q) => q.quote.priceIncVat }),
      taxValueIncVat: t.int({ nullable: true, resolve: (q) => q.taxValue?.taxValueIncVat ?? null }),
      taxableBenefitIncVat: t.int({
        nullable: true,
        description: 'The taxable benefit when the price is below the tax value.',
        resolve: (q) => q.taxValue?.benefitIncVat ?? null,
      }),
    }),
  });

const LeaverDevice = builder.objectRef<OffboardingDevice>('LeaverDevice').implement({
  fields: (t) => ({
    deviceID: t.exposeInt('id'),
    accountID: t.exposeInt('accountId'),
    classID: t.exposeInt('classId'),
    description: t.exposeString('description'),
    returnedAt: t.field({ type: 'Date', nullable: true, resolve: (d) => d.returnedAt }),
    purchasedAt: t.field({ type: 'Date', nullable: true, resolve: (d) => d.purchasedAt }),
    purchasedCostPrice: t.exposeInt('purchasedCostPrice', { nullable: true }),
    version: t.exposeInt('version'),
    quote: t.field({ type: LeaverDeviceQuote, nullable: true, resolve: (d) => d.quote }),
    quoteProblem: t.exposeString('quoteProblem', { nullable: true }),
  }),
});

const PayrollFigures = builder.objectRef<PayrollMonthFigures>('LeaverPayrollFigures').implement({
  description: 'What the payroll file of the month carries for the person now, øre.',
  fields: (t) => ({
    deductedOre: t.exposeInt('deductedOre'),
    contentDeductedOre: t.exposeInt('contentDeductedOre'),
    contentOverThresholdOre: t.exposeInt('contentOverThresholdOre'),
    equipmentDeductedOre: t.exposeInt('equipmentDeductedOre'),
    buyOutBenefitOre: t.exposeInt('buyOutBenefitOre'),
    totalDeductedOre: t.int({
      description: 'Deducted from salary in all: telecom, content services and equipment.',
      resolve: (f) =>
        f.deductedOre + f.contentDeductedOre + f.contentOverThresholdOre + f.equipmentDeductedOre,
    }),
  }),
});

const FinalPayroll = builder
  .objectRef<NonNullable<Offboarding['finalPayroll']>>('LeaverFinalPayroll')
  .implement({
    fields: (t) => ({
      period: t.field({ type: 'Period', resolve: (f) => f.month.slice(0, 7) }),
      figures: t.field({ type: PayrollFigures, resolve: (f) => f.figures }),
      openBuyOutOre: t.exposeInt('openBuyOutOre', {
        description: 'What the open devices would add if each were bought out at its quote (excl. VAT).',
      }),
    }),
  });

const LeaverReminderStep = builder.enumType('LeaverReminderStep', {
  values: { before: { value: 'before' }, overdue: { value: 'overdue' } } as const,
});
const LeaverReminderChannel = builder.enumType('LeaverReminderChannel', {
  values: { email: { value: 'email' }, sms: { value: 'sms' } } as const,
});

const LeaverReminder = builder.objectRef<SentReminder>('LeaverReminder').implement({
  description:
    'A reminder sent about the open devices of a leaver (before the leaving date, or overdue after it).',
  fields: (t) => ({
    leavingDate: t.field({ type: 'Date', resolve: (r) => r.leavingDate }),
    step: t.field({ type: LeaverReminderStep, resolve: (r) => r.step }),
    channel: t.field({ type: LeaverReminderChannel, resolve: (r) => r.channel }),
    recipientName: t.exposeString('recipientName'),
    toLeaver: t.exposeBoolean('toLeaver', {
      description: 'Sent to the leaver (else to an equipment administrator).',
    }),
    deviceCount: t.exposeInt('devices', { description: 'How many open devices it named.' }),
    sentAt: t.field({ type: 'DateTime', resolve: (r) => r.sentAt }),
  }),
});

export const OffboardingType = builder.objectRef<Offboarding>('Offboarding').implement({
  fields: (t) => ({
    person: t.field({ type: personFields, resolve: (o) => o.person }),
    subscriptions: t.field({ type: [LeaverSubscription], resolve: (o) => o.subscriptions }),
    devices: t.field({ type: [LeaverDevice], resolve: (o) => o.devices }),
    finalPayroll: t.field({ type: FinalPayroll, nullable: true, resolve: (o) => o.finalPayroll }),
    reminders: t.field({ type: [LeaverReminder], resolve: (o) => o.reminders }),
  }),
});

builder.queryField('leavers', (t) =>
  t.field({
    type: [Leaver],
    description:
      'The people of the account (and its sub accounts) leaving, and those who left within pastDays days (default 30).',
    authScopes: leavingScopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      includeSubAccounts: t.arg.boolean({ required: false, defaultValue: true }),
      pastDays: t.arg.int({
        required: false,
        validate: z.number().int().min(0).max(LEAVERS_MAX_PAST_DAYS).nullish(),
      }),
    },
    resolve: (_r, a, ctx) =>
      leavers(ctx.db, ctx.services.clock, principalOf(ctx), {
        accountId: a.accountID,
        includeSubAccounts: a.includeSubAccounts ?? true,
        pastDays: a.pastDays ?? undefined,
      }),
  }),
);

builder.queryField('offboarding', (t) =>
  t.field({
    type: OffboardingType,
    description:
      "A leaver's subscriptions, devices with their buy-out quote as of the leaving date, and final payroll.",
    authScopes: leavingScopes,
    args: { catalogID: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) => offboarding(ctx.db, principalOf(ctx), a.catalogID),
  }),
);

builder.mutationField('setLeavingDate', (t) =>
  t.field({
    type: personFields,
    description:
      "Sets the person's leaving date (null takes it back). expectedLeavingDate is the date the caller saw (null: " +
      'none); another value now answers CONFLICT.',
    authScopes: leavingScopes,
    args: {
      catalogID: t.arg.int({ validate: id }),
      leavingDate: t.arg({ type: 'Date', required: false }),
      expectedLeavingDate: t.arg({ type: 'Date', required: false }),
    },
    resolve: (_r, a, ctx) =>
      setLeavingDate(ctx.db, ctx.services.clock, principalOf(ctx), {
        catalogId: a.catalogID,
        leavingDate: a.leavingDate ?? null,
        expected: a.expectedLeavingDate ?? null,
      }),
  }),
);

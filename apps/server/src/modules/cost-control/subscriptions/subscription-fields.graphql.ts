import { builder } from '../../../graphql/builder.ts';
import { gigabytes, nok, nokString, percent } from '../cost/money-fields.ts';
import type { SubscriptionRow } from './subscriptions.repository.ts';

/**
 * A subscription row as the fields of 000 §3 "Subscription with user", each a plain property under its GraphQL
 * name: the fields read them as they are, so a 100-row page runs no resolver per field (graphql-jit then copies
 * them straight into the answer).
 */
export type SubscriptionWithUserView = {
  accountID: number;
  userID: number | null;
  catalogID: number | null;
  subscriptionID: number;
  bnCustomerID: number;
  paymentProfileID: number | null;
  paymentProfileDescription: string | null;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string;
  bnMobile: string | null;
  bnFixed: string | null;
  email: string | null;
  departmentID: number | null;
  departmentName: string | null;
  picture: string | null;
  position: string | null;
  skills: string | null;
  extCustomerID: string | null;
  extEmployeeID: string | null;
  billingGroupID: number;
  billingGroupName: string;
  version: number;
  sumUsageWork: number;
  sumUsageWorkString: string;
  sumUsagePrivate: number;
  sumUsagePrivateString: string;
  sumUsageTotal: number;
  sumUsageTotalString: string;
  deducted: number;
  deductedString: string;
  deductedMonth: number;
  deductedMonthString: string;
  deductedYear: number;
  deductedYearString: string;
  dataSize: number;
  dataUsed: number;
  dataFree: number;
  dataPctUse: number | null;
  endedOn: string | null;
};

export function subscriptionWithUser(r: SubscriptionRow): SubscriptionWithUserView {
  const included = r.dataIncludedBytes * r.months;
  return {
    accountID: r.accountId,
    userID: r.catalogId,
    catalogID: r.catalogId,
    subscriptionID: r.subscriptionId,
    bnCustomerID: r.customerId,
    paymentProfileID: r.paymentProfileId,
    paymentProfileDescription: r.paymentProfileDescription,
    firstName: r.firstName,
    lastName: r.lastName,
    phoneNumber: r.phoneNumber,
    bnMobile: r.bnMobile,
    bnFixed: r.bnFixed,
    email: r.email,
    departmentID: r.departmentId,
    departmentName: r.departmentName,
    picture: r.picture,
    position: r.position,
    skills: r.skills,
    extCustomerID: r.extCustomerId,
    extEmployeeID: r.extEmployeeId,
    billingGroupID: r.billingGroupId,
    billingGroupName: r.billingGroupName,
    version: r.version,
    sumUsageWork: nok(r.workOre),
    sumUsageWorkString: nokString(r.workOre),
    sumUsagePrivate: nok(r.privateOre),
    sumUsagePrivateString: nokString(r.privateOre),
    sumUsageTotal: nok(r.totalOre),
    sumUsageTotalString: nokString(r.totalOre),
    deducted: nok(r.deductedOre),
    deductedString: nokString(r.deductedOre),
    deductedMonth: nok(r.deductedMonthOre),
    deductedMonthString: nokString(r.deductedMonthOre),
    deductedYear: nok(r.deductedYearOre),
    deductedYearString: nokString(r.deductedYearOre),
    dataSize: gigabytes(included),
    dataUsed: gigabytes(r.dataBytes),
    dataFree: gigabytes(Math.max(0, included - r.dataBytes)),
    dataPctUse: percent(r.dataBytes, included),
    endedOn: r.endedOn,
  };
}

export const SubscriptionWithUserFields = builder
  .interfaceRef<SubscriptionWithUserView>('SubscriptionWithUserFields')
  .implement({
    description: 'A subscription with its user, billing group, payment profile and cost sums for a period.',
    fields: (t) => ({
      accountID: t.exposeInt('accountID'),
      userID: t.exposeInt('userID', { nullable: true, description: 'The person (same as catalogID).' }),
      catalogID: t.exposeInt('catalogID', { nullable: true }),
      subscriptionID: t.exposeInt('subscriptionID'),
      bnCustomerID: t.exposeInt('bnCustomerID'),
      paymentProfileID: t.exposeInt('paymentProfileID', {
        nullable: true,
        description: "The subscription's own profile; null means its account's default profile applies.",
      }),
      paymentProfileDescription: t.exposeString('paymentProfileDescription', { nullable: true }),
      firstName: t.exposeString('firstName', { nullable: true }),
      lastName: t.exposeString('lastName', { nullable: true }),
      phoneNumber: t.exposeString('phoneNumber'),
      bnMobile: t.exposeString('bnMobile', { nullable: true }),
      bnFixed: t.exposeString('bnFixed', { nullable: true }),
      email: t.exposeString('email', { nullable: true }),
      departmentID: t.exposeInt('departmentID', { nullable: true }),
      departmentName: t.exposeString('departmentName', { nullable: true }),
      picture: t.exposeString('picture', { nullable: true }),
      position: t.exposeString('position', { nullable: true }),
      skills: t.exposeString('skills', { nullable: true }),
      extCustomerID: t.exposeString('extCustomerID', { nullable: true }),
      extEmployeeID: t.exposeString('extEmployeeID', { nullable: true }),
      billingGroupID: t.exposeInt('billingGroupID'),
      billingGroupName: t.exposeString('billingGroupName'),
      version: t.exposeInt('version', { description: 'Send back with updatePaymentProfileMembership.' }),
      sumUsageWork: t.exposeFloat('sumUsageWork', {
        description: 'NOK excl. VAT of usage not classed private: work, and not (yet) reported.',
      }),
      sumUsageWorkString: t.exposeString('sumUsageWorkString'),
      sumUsagePrivate: t.exposeFloat('sumUsagePrivate', {
        description:
          'NOK excl. VAT of usage reported (or defaulted to) private, and rejected content services.',
      }),
      sumUsagePrivateString: t.exposeString('sumUsagePrivateString'),
      sumUsageTotal: t.exposeFloat('sumUsageTotal'),
      sumUsageTotalString: t.exposeString('sumUsageTotalString'),
      deducted: t.exposeFloat('deducted', { description: 'Deducted from salary in the period.' }),
      deductedString: t.exposeString('deductedString'),
      deductedMonth: t.exposeFloat('deductedMonth', { description: "The period's last month." }),
      deductedMonthString: t.exposeString('deductedMonthString'),
      deductedYear: t.exposeFloat('deductedYear', {
        description: "1 January of the period's last month's year up to that month.",
      }),
      deductedYearString: t.exposeString('deductedYearString'),
      dataSize: t.exposeFloat('dataSize', {
        description: 'GB included in the period (monthly allowance × months).',
      }),
      dataUsed: t.exposeFloat('dataUsed', { description: 'GB used in the period.' }),
      dataFree: t.exposeFloat('dataFree', { description: 'GB left of what the period included.' }),
      dataPctUse: t.exposeFloat('dataPctUse', {
        nullable: true,
        description: 'Percent of the included data used; null without an allowance.',
      }),
      endedOn: t.expose('endedOn', {
        type: 'Date',
        nullable: true,
        description:
          "Its last day, when it or its account has ended (provisioning's endedOn); null while active. An ended subscription is listed only for periods it was active in.",
      }),
    }),
  });

export const SubscriptionWithUser = builder
  .objectRef<SubscriptionWithUserView>('SubscriptionWithUser')
  .implement({
    interfaces: [SubscriptionWithUserFields],
    fields: () => ({}),
  });

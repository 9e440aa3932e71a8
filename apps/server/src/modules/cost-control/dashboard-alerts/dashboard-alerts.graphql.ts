import {
  COST_CONTROL_ROLES,
  DASHBOARD_ALERT_KINDS,
  EQUIPMENT_ROLES,
  formatNok,
  LANGUAGES,
} from '@connect/shared';
import { z } from 'zod';
import { builder } from '../../../graphql/builder.ts';
import { principalOf } from '../../../graphql/context.ts';
import { id } from '../../../graphql/scopes.ts';
import { nok } from '../cost/money-fields.ts';
import type { AlertSettingsRow, DashboardAlertRow } from './dashboard-alerts.repository.ts';
import {
  dashboardAlertSettings,
  dashboardAlerts,
  updateDashboardAlertSettings,
} from './dashboard-alerts.service.ts';

/** Issue 33 §3: what stands out on the dashboard, and the thresholds (docs/REPORTS-AND-DASHBOARD.md#dashboard-alerts). */

const alertScopes = { anyRole: [...new Set([...COST_CONTROL_ROLES, ...EQUIPMENT_ROLES])] };

const KindEnum = builder.enumType('DashboardAlertKind', {
  description:
    'usageAboveUsual: roaming or data far above the usual month; contentOverThreshold: content services over the yearly threshold; subscriptionWithoutPerson: costs money with nobody on it; unallocatedDevice: seen on the network, allocated by nobody.',
  values: DASHBOARD_ALERT_KINDS,
});

const DashboardAlert = builder.objectRef<DashboardAlertRow>('DashboardAlert').implement({
  description: 'One case that stands out; the kind says which fields are set.',
  fields: (t) => ({
    kind: t.field({ type: KindEnum, resolve: (r) => r.kind }),
    subscriptionID: t.exposeInt('subscriptionId', { nullable: true }),
    discoveredDeviceID: t.exposeInt('discoveredDeviceId', { nullable: true }),
    catalogID: t.exposeInt('catalogId', { nullable: true }),
    names: t.string({ resolve: (r) => [r.firstName, r.lastName].filter(Boolean).join(' ') }),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    categoryGroupKey: t.exposeString('categoryGroupKey', {
      nullable: true,
      description: 'usageAboveUsual: roaming or data.',
    }),
    description: t.exposeString('description', {
      nullable: true,
      description: "The discovered device's name.",
    }),
    imei: t.exposeString('imei', { nullable: true }),
    amount: t.float({
      nullable: true,
      description:
        "NOK: this month's usage, the year's content services above the threshold, or the last two months' cost.",
      resolve: (r) => (r.amountOre === null ? null : nok(r.amountOre)),
    }),
    usual: t.float({
      nullable: true,
      description: 'usageAboveUsual: the usual month (median of the previous months), NOK.',
      resolve: (r) => (r.usualOre === null ? null : nok(r.usualOre)),
    }),
    seenOn: t.field({ type: 'Date', nullable: true, resolve: (r) => r.seenOn }),
  }),
});

const Settings = builder.objectRef<AlertSettingsRow>('DashboardAlertSettings').implement({
  description: "The customer's thresholds; version 0 while the defaults apply.",
  fields: (t) => ({
    usualFactor: t.float({
      description: 'How many times the usual month roaming or data must reach.',
      resolve: (s) => s.usualFactorPercent / 100,
    }),
    minIncrease: t.float({
      description: 'And at least this many NOK above it.',
      resolve: (s) => nok(s.minIncreaseOre),
    }),
    minIncreaseString: t.string({ resolve: (s) => formatNok(s.minIncreaseOre) }),
    unallocatedDays: t.exposeInt('unallocatedDays'),
    sendDigest: t.exposeBoolean('sendDigest', {
      description: 'Whether the administrators get the daily e-mail.',
    }),
    version: t.exposeInt('version'),
  }),
});

const Alerts = builder.objectRef<Awaited<ReturnType<typeof dashboardAlerts>>>('DashboardAlerts').implement({
  fields: (t) => ({
    items: t.field({ type: [DashboardAlert], resolve: (a) => a.items }),
    settings: t.field({ type: Settings, resolve: (a) => a.settings }),
  }),
});

builder.queryField('dashboardAlerts', (t) =>
  t.field({
    type: Alerts,
    description:
      "What stands out in the account (and its sub accounts): the cost cases for cost control, the devices case for equipment administrators; today's, as in the daily digest.",
    authScopes: alertScopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      includeSubAccounts: t.arg.boolean({ required: false, defaultValue: true }),
    },
    resolve: (_r, a, ctx) =>
      dashboardAlerts(ctx.db, ctx.services.clock, principalOf(ctx), {
        accountId: a.accountID,
        includeSubAccounts: a.includeSubAccounts ?? true,
      }),
  }),
);

builder.queryField('dashboardAlertSettings', (t) =>
  t.field({
    type: Settings,
    description: "The thresholds of the account's customer.",
    authScopes: alertScopes,
    args: { accountID: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) => dashboardAlertSettings(ctx.db, principalOf(ctx), a.accountID),
  }),
);

builder.mutationField('updateDashboardAlertSettings', (t) =>
  t.field({
    type: Settings,
    description:
      "Saves the thresholds of the account's customer when version is the one read (CONFLICT otherwise); out of bounds answers BAD_USER_INPUT with details.fields. language: the caller's digest language.",
    authScopes: alertScopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      version: t.arg.int({ validate: z.number().int().min(0) }),
      usualFactor: t.arg.float(),
      minIncrease: t.arg.float(),
      unallocatedDays: t.arg.int(),
      sendDigest: t.arg.boolean(),
      language: t.arg.string({ required: false, validate: z.enum(LANGUAGES).nullish() }),
    },
    resolve: (_r, a, ctx) =>
      updateDashboardAlertSettings(ctx.db, ctx.services.clock, principalOf(ctx), {
        accountId: a.accountID,
        version: a.version,
        usualFactorPercent: Math.round(a.usualFactor * 100),
        minIncreaseOre: Math.round(a.minIncrease * 100),
        unallocatedDays: a.unallocatedDays,
        sendDigest: a.sendDigest,
        language: (a.language as (typeof LANGUAGES)[number] | null | undefined) ?? null,
      }),
  }),
);

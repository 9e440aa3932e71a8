/**
 * The domain's enums, written once: the database columns (`text().$type<…>()`), the GraphQL enums (the name in
 * each comment; the values are the same strings), the server's zod checks and the web app's choices read these.
 * Adding a value is a change of the GraphQL schema and, where the table has a check, of a migration.
 */

/** A payment profile's billing period (GraphQL `BillingPeriod`). */
export const BILLING_PERIODS = ['monthly', 'annual'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** What happens to covered content services above the yearly threshold (GraphQL `SmsPaymentMode`). */
export const SMS_PAYMENT_MODES = ['deduct', 'tax'] as const;
export type SmsPaymentMode = (typeof SMS_PAYMENT_MODES)[number];

/**
 * Work (the company pays) or private (deducted from salary): a profile's default report mode and the usage type
 * an employee reports (GraphQL `ReportMode`).
 */
export const REPORT_MODES = ['work', 'private'] as const;
export type ReportMode = (typeof REPORT_MODES)[number];

/** The approval of a content service or an aggregate split: work is waiting for approval (GraphQL `DeductStatus`). */
export const DEDUCT_STATUSES = ['work', 'approved', 'rejected'] as const;
export type DeductStatus = (typeof DEDUCT_STATUSES)[number];

/** How the outbox sends a message (GraphQL `MessageChannel`). */
export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** Where an outbox message is (GraphQL `MessageStatus`). */
export const MESSAGE_STATUSES = ['outbox', 'sent', 'delivered', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Where a device in the inventory came from (GraphQL `DeviceSource`). */
export const DEVICE_SOURCES = ['web', 'shop', 'other', 'network'] as const;
export type DeviceSource = (typeof DEVICE_SOURCES)[number];

/** Who found a discovered device (GraphQL `DiscoveredDeviceSource`). */
export const DISCOVERED_SOURCES = ['network', 'webshop'] as const;
export type DiscoveredSource = (typeof DISCOVERED_SOURCES)[number];

/** A webshop order line's status (GraphQL `CEOrderStatus`). */
export const ORDER_STATUSES = ['ordered', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What an equipment deduction is for: a webshop line's share or a bought-out device (not in GraphQL). */
export const EQUIPMENT_DEDUCTION_SOURCES = ['webshop', 'purchased'] as const;
export type EquipmentDeductionSource = (typeof EQUIPMENT_DEDUCTION_SOURCES)[number];

/** As whom provider staff act: the company's administrator or one of its people (GraphQL `ImpersonationKind`). */
export const IMPERSONATION_KINDS = ['customer', 'user'] as const;
export type ImpersonationKind = (typeof IMPERSONATION_KINDS)[number];

/** What a customer's directory did to a person over SCIM (GraphQL `ScimOperation`). */
export const SCIM_OPERATIONS = [
  'created',
  'linked',
  'updated',
  'deactivated',
  'reactivated',
  'deleted',
] as const;
export type ScimOperation = (typeof SCIM_OPERATIONS)[number];

/** Why a directory user was not matched to a person (GraphQL `ScimConflictReason`). */
export const SCIM_CONFLICT_REASONS = ['several', 'disagrees', 'linked'] as const;
export type ScimConflictReason = (typeof SCIM_CONFLICT_REASONS)[number];

/** What a directory user was matched to a person by (GraphQL `ScimMatchKey`). */
export const SCIM_MATCH_KEYS = ['email', 'mobile', 'employeeNumber'] as const;
export type ScimMatchKey = (typeof SCIM_MATCH_KEYS)[number];

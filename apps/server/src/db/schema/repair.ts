import { customType, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { devices } from './devices.ts';
import { outboxMessages } from './messages.ts';
import { cePolicies } from './policies.ts';
import { people } from './tenancy.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** A mobile phone repair request (001 §3, domain.md Repair request), e-mailed to the policy's service partner. */
export const repairRequests = pgTable(
  'repair_requests',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** The employee the phone is for. */
    catalogId: integer()
      .notNull()
      .references(() => people.catalogId),
    requestedBy: integer()
      .notNull()
      .references(() => people.catalogId),
    policyId: integer()
      .notNull()
      .references(() => cePolicies.id),
    deviceId: integer().references(() => devices.id, { onDelete: 'set null' }),
    deviceName: text().notNull(),
    vendorName: text().notNull(),
    imei: text(),
    serialNumber: text(),
    orderNumber: text(),
    purchasedAt: date(),
    faultDescription: text().notNull(),
    partnerEmail: text().notNull(),
    outboxId: integer().references(() => outboxMessages.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('repair_requests_catalog_idx').on(t.catalogId, t.createdAt)],
);

/** The request's attachments (at most 3, checked by content). */
export const repairRequestFiles = pgTable(
  'repair_request_files',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    requestId: integer()
      .notNull()
      .references(() => repairRequests.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    contentType: text().notNull(),
    content: bytea().notNull(),
  },
  (t) => [index('repair_request_files_request_idx').on(t.requestId)],
);

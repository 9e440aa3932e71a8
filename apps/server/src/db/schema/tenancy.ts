import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A company (bnCustomerID). The provider is a customer of its own. */
export const customers = pgTable('customers', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  name: text().notNull(),
  vatNo: text(),
  isProvider: boolean().notNull().default(false),
  /** The day the operator ended the customer (provisioning); kept with its history. */
  endedOn: date(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Services enabled per customer, e.g. `connectequipment`. */
export const customerServices = pgTable(
  'customer_services',
  {
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    service: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.service] })],
);

/** Billing accounts: a tree through parentAccountId. */
export const accounts = pgTable(
  'accounts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    parentAccountId: integer(),
    name: text().notNull(),
    customerNumber: text(),
    /** The day the operator ended the account (provisioning); kept with its history. */
    endedOn: date(),
  },
  (t) => [
    index('accounts_customer_idx').on(t.customerId),
    index('accounts_parent_idx').on(t.parentAccountId),
  ],
);

/**
 * Closure of the account tree: one row per (ancestor, descendant) including (a, a) at depth 0.
 * "Include sub accounts" and access through a granted parent account are one join on it.
 */
export const accountTree = pgTable(
  'account_tree',
  {
    ancestorId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    descendantId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    depth: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('account_tree_descendant_idx').on(t.descendantId),
  ],
);

export const billingGroups = pgTable(
  'billing_groups',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    name: text().notNull(),
    useVat: boolean().notNull().default(true),
    /** The day the operator ended the billing group (provisioning); kept with its history. */
    endedOn: date(),
  },
  (t) => [index('billing_groups_account_idx').on(t.accountId)],
);

export const departments = pgTable(
  'departments',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    name: text().notNull(),
  },
  (t) => [index('departments_customer_idx').on(t.customerId)],
);

/** A person (bnUser), identified by catalogId; belongs to one customer. */
export const people = pgTable(
  'people',
  {
    catalogId: integer().primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    email: text(),
    mobile: text(),
    fixed: text(),
    position: text(),
    skills: text(),
    departmentId: integer().references(() => departments.id),
    employeeNumber: text(),
    pictureHash: text(),
    /** Login name at the built-in identity provider; null for people who cannot log in. */
    login: text(),
    passwordHash: text(),
    /**
     * The last day the person works for the customer (set by an administrator, by provisioning or by the customer's
     * directory deactivating them). Nothing they own is deleted; after this day they can no longer log in.
     */
    leavingDate: date(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('people_customer_idx').on(t.customerId),
    uniqueIndex('people_login_idx').on(t.login),
    index('people_name_idx').on(t.customerId, t.firstName, t.lastName),
    // The subscriptions list sorted by name reads the customer's people in this order and stops (issue 31).
    index('people_sort_name_idx').on(t.customerId, sql`lower(${t.firstName})`, sql`lower(${t.lastName})`),
    // Searches by name ('first last' contains the text), such as the devices search (pg_trgm, migration 0024).
    index('people_full_name_search_idx').using(
      'gin',
      sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
  ],
);

export const personRoles = pgTable(
  'person_roles',
  {
    catalogId: integer()
      .notNull()
      .references(() => people.catalogId, { onDelete: 'cascade' }),
    role: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.catalogId, t.role] })],
);

/** A mobile number on one account and billing group, used by at most one person. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    billingGroupId: integer()
      .notNull()
      .references(() => billingGroups.id),
    catalogId: integer().references(() => people.catalogId),
    phoneNumber: text().notNull(),
    product: text().notNull().default('mobile'),
    /** Set by the cost-control schema; a subscription has at most one payment profile. */
    paymentProfileId: integer(),
    dataIncludedBytes: bigint({ mode: 'number' }).notNull().default(0),
    version: integer().notNull().default(1),
    /** The last day of the subscription (provisioning): an ended one keeps its usage, costs and closed months. */
    endedOn: date(),
    /**
     * The department of the subscription's person (null: no person, or a person without one), kept by triggers
     * on subscriptions and people (migration 0060_person-sort-name): the users list's department sort walks it.
     */
    personDepartmentId: integer(),
    /**
     * The lower-case first and last name of the subscription's person (null: no person), kept by the same
     * triggers: the users list's name sort walks them per account.
     */
    personFirstKey: text(),
    personLastKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_account_idx').on(t.accountId),
    index('subscriptions_catalog_idx').on(t.catalogId),
    // The users list sorted by profile or department walks a group's subscriptions per account by id (issue 31).
    index('subscriptions_profile_idx').on(t.paymentProfileId, t.accountId, t.id),
    index('subscriptions_person_department_idx').on(t.personDepartmentId, t.accountId, t.id),
    index('subscriptions_billing_group_idx').on(t.billingGroupId),
    uniqueIndex('subscriptions_phone_idx').on(t.phoneNumber),
    // The subscriptions list's sorts on the subscription's own columns walk these per account and stop (issue 31).
    index('subscriptions_account_phone_idx').on(t.accountId, t.phoneNumber),
    index('subscriptions_account_data_idx').on(t.accountId, t.dataIncludedBytes, t.id),
    index('subscriptions_account_data_desc_idx').on(t.accountId, t.dataIncludedBytes.desc(), t.id),
    index('subscriptions_account_name_idx')
      .on(t.accountId, t.personFirstKey, t.personLastKey, t.id)
      .where(sql`${t.catalogId} is not null`),
    index('subscriptions_without_person_idx').on(t.accountId, t.id).where(sql`${t.catalogId} is null`),
    index('subscriptions_without_profile_idx')
      .on(t.accountId, t.id)
      .where(sql`${t.paymentProfileId} is null`),
    index('subscriptions_without_department_idx')
      .on(t.accountId, t.id)
      .where(sql`${t.personDepartmentId} is null`),
  ],
);

export const webshopResellers = pgTable('webshop_resellers', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  erpId: text().notNull(),
  marketName: text().notNull(),
});

/**
 * A customer solution: links a customer to a webshop reseller, its managed accounts and the people with access.
 * One per customer, so the customer's people with access (configBNUsers) are the solution's users.
 */
export const configs = pgTable(
  'configs',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull().default(''),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    webshopResellerId: integer().references(() => webshopResellers.id),
    webshopUseBillingGroupVat: boolean().notNull().default(false),
    /** Checked on updateConfig: a save based on an older version answers CONFLICT. */
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('configs_customer_idx').on(t.customerId)],
);

export const configAccounts = pgTable(
  'config_accounts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    configId: integer()
      .notNull()
      .references(() => configs.id, { onDelete: 'cascade' }),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    accountName: text().notNull(),
    parentConfigAccountId: integer().references((): AnyPgColumn => configAccounts.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [uniqueIndex('config_accounts_unique').on(t.configId, t.accountId)],
);

export const configUsers = pgTable(
  'config_users',
  {
    configId: integer()
      .notNull()
      .references(() => configs.id, { onDelete: 'cascade' }),
    catalogId: integer()
      .notNull()
      .references(() => people.catalogId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.configId, t.catalogId] })],
);

/** A person's access to an account (and so its sub accounts), granted through a customer solution. */
export const accountAccess = pgTable(
  'account_access',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    configId: integer()
      .notNull()
      .references(() => configs.id, { onDelete: 'cascade' }),
    catalogId: integer()
      .notNull()
      .references(() => people.catalogId, { onDelete: 'cascade' }),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('account_access_unique').on(t.configId, t.catalogId, t.accountId),
    index('account_access_catalog_idx').on(t.catalogId),
  ],
);

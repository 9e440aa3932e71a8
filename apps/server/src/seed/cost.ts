import { CATEGORY_GROUP_KEYS, type CategoryGroupKey } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/client.ts';
import { groupBy } from '../group-by.ts';
import type { Random } from './random.ts';
import type { TenancySeed } from './tenancy.ts';

/** The catalogue of cost categories (payment category groups) and billing's categories under them. */
const CATALOGUE: {
  key: CategoryGroupKey;
  description: string;
  groupable: boolean;
  reportable: boolean;
  categories: string[];
}[] = [
  {
    key: 'subscription',
    description: 'Abonnement',
    groupable: false,
    reportable: false,
    categories: ['Månedsavgift'],
  },
  {
    key: 'calls',
    description: 'Samtaler',
    groupable: true,
    reportable: true,
    categories: ['Samtaler innland', 'Samtaler til utland'],
  },
  {
    key: 'sms',
    description: 'SMS/MMS',
    groupable: true,
    reportable: true,
    categories: ['SMS innland', 'MMS'],
  },
  { key: 'data', description: 'Data', groupable: true, reportable: true, categories: ['Data innland'] },
  {
    key: 'roaming',
    description: 'Roaming',
    groupable: true,
    reportable: true,
    categories: ['Roaming EU/EØS', 'Roaming utenfor EU'],
  },
  {
    key: 'content',
    description: 'Innholdstjenester',
    groupable: false,
    reportable: true,
    categories: [
      'Innholdstjeneste: Parkering',
      'Innholdstjeneste: Billetter',
      'Innholdstjeneste: Innsamling',
      'Innholdstjeneste: Annet',
    ],
  },
  {
    key: 'other',
    description: 'Annet',
    groupable: true,
    reportable: false,
    categories: ['Nummeropplysning', 'Annet'],
  },
];

export type CostSeed = {
  categoryGroups: Record<CategoryGroupKey, number>;
  /** Billing category name → id (and its group id). */
  categories: Record<string, { id: number; categoryGroupId: number }>;
  profiles: {
    standard: number;
    ledelse: number;
    selger: number;
    begrenset: number;
    standardWest: number;
    ledelseWest: number;
    other: number;
    /** Fjellvind Energi's standard profiles, one per account. */
    newCustomer: number;
    newCustomerNorth: number;
  };
  customFields: {
    employeeNumber: number;
    salaryCode: number;
    costCenter: number;
    westEmployeeNumber: number;
    otherEmployeeNumber: number;
  };
};

export async function seedCategoryCatalogue(
  db: Executor,
): Promise<Pick<CostSeed, 'categoryGroups' | 'categories'>> {
  const categoryGroups = {} as Record<CategoryGroupKey, number>;
  const categories: CostSeed['categories'] = {};
  for (const [i, g] of CATALOGUE.entries()) {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into payment_category_groups (key, description, groupable, reportable, sort_order)
          values (${g.key}, ${g.description}, ${g.groupable}, ${g.reportable}, ${i + 1}) returning id`,
    );
    categoryGroups[g.key] = row!.id;
    for (const name of g.categories) {
      const [c] = await queryRows<{ id: number }>(
        db,
        sql`insert into payment_categories (category_group_id, name) values (${row!.id}, ${name}) returning id`,
      );
      categories[name] = { id: c!.id, categoryGroupId: row!.id };
    }
  }
  return { categoryGroups, categories };
}

type Rule = { covers: boolean; limited?: boolean; limitKr?: number; report?: boolean };
type ProfileSpec = {
  accountId: number;
  description: string;
  isDefault: boolean;
  sendSmsReport?: boolean;
  automaticApproval?: boolean;
  rules: Partial<Record<CategoryGroupKey, Rule>>;
  groups?: { name: string; members: CategoryGroupKey[]; rule: Rule }[];
  filters?: { key: CategoryGroupKey; match: string }[];
};

async function insertProfile(db: Executor, groupIds: Record<CategoryGroupKey, number>, p: ProfileSpec) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into payment_profiles (account_id, description, is_default, send_sms_report, sms_report_text,
          sms_sender, automatic_approval, default_report_mode, due_date_day)
        values (${p.accountId}, ${p.description}, ${p.isDefault}, ${p.sendSmsReport ?? false},
          ${p.sendSmsReport ? 'Hei! Marker månedens bruk som jobb eller privat før fristen:' : ''},
          ${p.sendSmsReport ? 'Connect' : null}, ${p.automaticApproval ?? false}, 'private', 15)
        returning id`,
  );
  const profileId = row!.id;
  const groupOf = new Map<CategoryGroupKey, number>();
  for (const g of p.groups ?? []) {
    const [gr] = await queryRows<{ id: number }>(
      db,
      sql`insert into payment_profile_groups (profile_id, name, covers, limited, limit_ore)
          values (${profileId}, ${g.name}, ${g.rule.covers}, ${g.rule.limited ?? false},
            ${Math.round((g.rule.limitKr ?? 0) * 100)}) returning id`,
    );
    for (const k of g.members) groupOf.set(k, gr!.id);
  }
  for (const key of CATEGORY_GROUP_KEYS) {
    const rule = p.rules[key] ?? { covers: true };
    await db.execute(sql`
      insert into payment_profile_rules (profile_id, category_group_id, group_id, covers, limited, limit_ore, report)
      values (${profileId}, ${groupIds[key]}, ${groupOf.get(key) ?? null}, ${rule.covers}, ${rule.limited ?? false},
        ${Math.round((rule.limitKr ?? 0) * 100)}, ${rule.report ?? false})`);
  }
  for (const f of p.filters ?? [])
    await db.execute(sql`insert into deduct_filters (profile_id, category_group_id, description_match)
      values (${profileId}, ${groupIds[f.key]}, ${f.match})`);
  return profileId;
}

/**
 * Payment profiles of the demo company (one default per account; Bergen has none and falls back to Vest's),
 * with groups under a shared limit, reporting and an exception, and the other customer's standard profile.
 */
export async function seedPaymentProfiles(
  db: Executor,
  tenancy: TenancySeed,
  groupIds: Record<CategoryGroupKey, number>,
): Promise<CostSeed['profiles']> {
  const { main, west, other } = tenancy.accounts;
  const reported = { covers: true, report: true };
  const make = (p: ProfileSpec) => insertProfile(db, groupIds, p);
  return {
    standard: await make({
      accountId: main,
      description: 'Standard',
      isDefault: true,
      sendSmsReport: true,
      rules: {
        calls: reported,
        sms: reported,
        data: { covers: true, limited: true, limitKr: 300, report: true },
        roaming: { covers: true, limited: true, limitKr: 500, report: true },
        content: reported,
        other: { covers: false },
      },
      groups: [
        {
          name: 'Tale og SMS',
          members: ['calls', 'sms'],
          rule: { covers: true, limited: true, limitKr: 500 },
        },
      ],
      filters: [{ key: 'other', match: 'Nummeropplysning' }],
    }),
    ledelse: await make({
      accountId: main,
      description: 'Ledelse',
      isDefault: false,
      automaticApproval: true,
      rules: {},
    }),
    selger: await make({
      accountId: main,
      description: 'Selger',
      isDefault: false,
      rules: { roaming: { covers: true, limited: true, limitKr: 1000 } },
      groups: [
        {
          name: 'Mobilbruk',
          members: ['calls', 'sms', 'data'],
          rule: { covers: true, limited: true, limitKr: 800 },
        },
      ],
    }),
    begrenset: await make({
      accountId: main,
      description: 'Begrenset',
      isDefault: false,
      rules: {
        calls: { covers: true, limited: true, limitKr: 200 },
        sms: { covers: false },
        data: { covers: false },
        roaming: { covers: false },
        content: { covers: false },
        other: { covers: false },
      },
    }),
    standardWest: await make({
      accountId: west,
      description: 'Standard Vest',
      isDefault: true,
      rules: { roaming: { covers: true, limited: true, limitKr: 400 }, other: { covers: false } },
      groups: [
        {
          name: 'Tale, SMS og data',
          members: ['calls', 'sms', 'data'],
          rule: { covers: true, limited: true, limitKr: 700 },
        },
      ],
    }),
    ledelseWest: await make({ accountId: west, description: 'Ledelse Vest', isDefault: false, rules: {} }),
    newCustomer: await make({
      accountId: tenancy.newCustomer.accounts.main,
      description: 'Standard',
      isDefault: true,
      rules: { other: { covers: false } },
    }),
    newCustomerNorth: await make({
      accountId: tenancy.newCustomer.accounts.north,
      description: 'Standard Nord',
      isDefault: true,
      rules: { data: { covers: true, limited: true, limitKr: 400 }, other: { covers: false } },
    }),
    other: await make({
      accountId: other,
      description: 'Standard',
      isDefault: true,
      rules: {},
      groups: [
        {
          name: 'Mobilbruk',
          members: ['calls', 'sms', 'data'],
          rule: { covers: true, limited: true, limitKr: 1000 },
        },
      ],
    }),
  };
}

/**
 * Members: the demo people by name, the rest by chance (a fifth keep no profile and so follow their account's
 * default). A profile is only given to subscriptions of its account's tree.
 */
export async function seedMemberships(
  db: Executor,
  rnd: Random,
  tenancy: TenancySeed,
  profiles: CostSeed['profiles'],
): Promise<void> {
  const subs = await queryRows<{ id: number; accountId: number; catalogId: number | null }>(
    db,
    sql`select id, account_id as "accountId", catalog_id as "catalogId" from subscriptions
        where account_id in (select descendant_id from account_tree where ancestor_id in
          (${tenancy.accounts.main}, ${tenancy.accounts.west}, ${tenancy.accounts.other}))
        order by id`,
  );
  const { main, other } = tenancy.accounts;
  const profileOf = (s: (typeof subs)[number]): number | null => {
    if (s.catalogId === tenancy.people.admin) return profiles.ledelse;
    if (s.catalogId === tenancy.people.costControl || s.catalogId === tenancy.people.employee)
      return profiles.standard;
    if (s.accountId === main)
      return rnd.pick([
        profiles.standard,
        profiles.standard,
        profiles.standard,
        profiles.standard,
        profiles.selger,
        profiles.selger,
        profiles.ledelse,
        profiles.begrenset,
        null,
        null,
      ]);
    if (s.accountId === other) return rnd.chance(0.7) ? profiles.other : null;
    return rnd.pick([profiles.standardWest, profiles.standardWest, profiles.ledelseWest, null]);
  };
  const members = subs.map((s) => ({ id: s.id, profileId: profileOf(s) }));
  for (const [profileId, group] of groupBy(members, (m) => m.profileId)) {
    if (profileId === null) continue;
    const ids = group.map((m) => m.id);
    for (let i = 0; i < ids.length; i += 5000)
      await db.execute(
        sql`update subscriptions set payment_profile_id = ${profileId} where id in ${ids.slice(i, i + 5000)}`,
      );
  }
}

/** Account fields of the payroll files: employee number (from each person), salary code, cost centre. */
export async function seedCustomFields(
  db: Executor,
  tenancy: TenancySeed,
): Promise<CostSeed['customFields']> {
  const field = async (accountId: number, name: string, defaultValue: string) => {
    const [r] = await queryRows<{ id: number }>(
      db,
      sql`insert into account_custom_fields (account_id, name, field_type, default_value)
          values (${accountId}, ${name}, 1, ${defaultValue}) returning id`,
    );
    return r!.id;
  };
  const { main, west, other } = tenancy.accounts;
  const ids = {
    employeeNumber: await field(main, 'Ansattnummer', '{employeeNumber}'),
    salaryCode: await field(main, 'Lønnsart', '5120'),
    costCenter: await field(main, 'Kostnadssted', ''),
    westEmployeeNumber: await field(west, 'Ansattnummer', '{employeeNumber}'),
    otherEmployeeNumber: await field(other, 'Ansattnummer', '{employeeNumber}'),
  };
  // Cost centres follow departments; the leaders' salary code differs.
  await db.execute(sql`
    insert into user_custom_field_values (account_custom_field_id, catalog_id, value)
    select distinct ${ids.costCenter}::int, p.catalog_id, (4000 + 10 * (p.department_id % 50))::text
    from people p join subscriptions s on s.catalog_id = p.catalog_id
    where s.account_id = ${main} and p.department_id is not null`);
  await db.execute(sql`
    insert into user_custom_field_values (account_custom_field_id, catalog_id, value)
    select distinct ${ids.salaryCode}::int, p.catalog_id, '5125'
    from people p join subscriptions s on s.catalog_id = p.catalog_id
    where s.account_id = ${main} and p.position in ('Daglig leder', 'Økonomisjef')`);
  return ids;
}

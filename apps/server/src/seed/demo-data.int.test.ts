import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { type Executor, queryRows } from '../db/client.ts';

/**
 * Issue 31 §2: the bulk seed writes the demo the tests and `npm start` read exactly as the per-row seed wrote it:
 * same ids, names, amounts and dates. Per table, the md5 of every row as text, sorted, of the tests' demo (40
 * subscriptions, TEST_NOW), as the seed before the bulk path wrote it, on PGlite and PostgreSQL alike. Left out: the
 * columns that take the wall clock (`default now()`), and the guidelines PDF's bytes (pdfkit dates the file).
 * A deliberate change of the demo updates this table from the printed one.
 */
const DEMO: Record<string, string> = {
  account_access: '4 14ccdc51b82827398504bd22c6b81010',
  account_custom_fields: '5 b654575d3b7a352f281a8a56d38f1bc2',
  account_tree: '7 56ac5e31e5090a4488a2c8d5e2f6de78',
  accounts: '6 047fec6fef441e27e64342173ce32336',
  billing_groups: '8 860345201b8f821b79897829123e1684',
  ce_credit_corrections: '1 33b3b15802c11976305b1522d72dd1fd',
  ce_guidelines: '1 ba14cf65e8dce041248bb8c0968d3b39',
  ce_member_categories: '28 b1e8d57c548b1f3f766e468f263670a3',
  ce_policies: '4 62455595f3290639a00a06f046b1a6b6',
  ce_policy_category_details: '7 99ae9996aa953bf1e01d413b4d0fff2e',
  ce_policy_members: '35 ca614888aa4ea8af03a95c7488de3bd9',
  config_accounts: '4 b3a56d19ab0d84c992cfccd5e97f0ea9',
  config_users: '4 06e8f33eae041daeca143ba0f458b7e0',
  configs: '2 c417e94ce8dc8db64d3957bfc5db7fdd',
  content_services: '183 3028929b94c5623d8fc403cda9069aef',
  cost_rule_snapshots: '9 c2974cae9749b5286527e5a9581ca6f7',
  customer_services: '3 d4d1d746bf7de2d65b0c18999a6b7eca',
  customers: '4 a288389503d185a5fdd7313bfe7bc43e',
  // The cost deltas once per person since the data SIMs are computed with everyone (52 fewer rows of the log): the
  // same sums per account, billing group and month, the month costs and the usual costs unchanged.
  dashboard_cost_deltas: '104 50865ba7e89220d6f7d37bd8f903acc0',
  dashboard_usage_deltas: '708 5a4fffa6e977d88836d8d37065f6791c',
  dashboard_usual_costs: '741 2d6ac88cb6723e003a1aaeaa1100fb2d',
  deduct_filters: '1 7d2256dc52da7f73991f5e3ff11bd8b5',
  departments: '11 dc2bf0b3d06397f06badd36f2d3ac97b',
  device_class_properties: '8 d14341886dab7a12361fac6083c618b4',
  device_classes: '6 a4208538060bfdec2c461c3ddd609153',
  device_events: '679 b49d7a454875c982647bc402686f7f1f',
  device_vendors: '9 44cac269b1d0d3761fa916a65fd18998',
  devices: '324 01333af0a75685a331d39468eb46d602',
  discovered_devices: '10 30a7aeadc2676215e1dde54fcb581a57',
  equipment_deductions: '9 7318e98b3cdccdb156381a0524238536',
  file_export_columns: '6 80e11940916aa4cbbbb65c21ec6b461f',
  file_exports: '1 473006d3d3123aab7620e8fa8cc86266',
  payment_categories: '14 bd9af9d55bf38a6d6803d222e7f781ce',
  payment_category_groups: '7 4b98ab548a44ff4d73d4bf94fca9a587',
  payment_profile_groups: '4 384e7bec7c27f915aaca00e81e752afe',
  payment_profile_rules: '63 7e4696c6f3d844e2aeeb9ac532dfbc33',
  payment_profiles: '9 8137180fb00411b75c57cab2e930aa76',
  people: '53 70f077162bac35905409fc23dee2488a',
  person_roles: '10 4c2e7766e4909ac8472a4749db207f2f',
  provisioned_ids: '123 ab3da8a621d84a08616b4146f4a8f394',
  sms_senders: '3 e29aa28a1c3f63bff92ab710feb42c23',
  stored_files: '1 da693df1c93f5c2befa66104d9fc6504',
  // The list figures keep the subscription's own filtered columns (migration 0061), and the subscriptions their
  // person's lower-case names (0060): new columns, the same rows.
  subscription_list_figures: '57 387fc21081ad9d8ccf74590668025fd6',
  subscription_month_costs: '741 f208516feda2e2dded400368708c9fe9',
  subscriptions: '57 e76660df4b21a8ddec559da4fadb884e',
  usage_lines: '4880 43a530c15cf59b81b5ff7f8102e7364b',
  usage_monthly: '3212 cc8607e1154e209de457d65999812507',
  usage_monthly_descriptions: '3522 2c09edee5b6a2074a6d449de40556d72',
  usage_reports: '481 8c796eb7e5d3a410e8d959b66fe9d6b7',
  user_custom_field_values: '26 dd6f784ddc38d02b3f33f6d5bb424291',
  webshop_resellers: '2 22869cac8730803d18e7910f3e723e71',
};

async function checksums(db: Executor): Promise<Record<string, string>> {
  const tables = await queryRows<{ table: string; columns: string }>(
    db,
    sql`select c.table_name as "table",
          string_agg(quote_ident(c.column_name), ', ' order by c.ordinal_position) as columns
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and coalesce(c.column_default, '') not like '%now()%'
          and (c.table_name, c.column_name) <> ('stored_files', 'content')
        group by 1 order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { table, columns } of tables) {
    const [r] = await queryRows<{ n: number; md5: string | null }>(
      db,
      sql.raw(`select count(*)::int as n, md5(string_agg(x::text, '|' order by x::text)) as md5
               from (select ${columns} from ${table}) x`),
    );
    if (r!.n > 0) out[table] = `${r!.n} ${r!.md5}`;
  }
  return out;
}

describe('the demo data', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s.close());

  it('is row for row what the per-row seed wrote', async () => {
    expect(await checksums(s.database.db)).toEqual(DEMO);
  });
});

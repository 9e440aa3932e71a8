/**
 * Dashboard benchmark (issue 6): the five dashboard queries for the demo company's main account (with its sub
 * accounts) on the 50 000-subscription bench database, through the real app (inject, the demo admin's token),
 * 30 timed runs each after a warm-up; prints p50 and p95. Target: p95 ≤ 200 ms for each query.
 *
 * Run: `npm run bench` (all benchmarks) or `npx tsx bench/dashboard.bench.ts` in apps/server.
 */
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import type { Figure } from './figures.ts';
import { benchApp, openBenchDatabase, timed } from './shared.ts';

const TARGET_P95_MS = 200;

const QUERIES = {
  dashboardSummary: '{ period current { totalCost deducted work private } previous { totalCost } }',
  dashboardCostSeries:
    '{ categoryGroups { categoryGroupID name } months { period total categories { categoryGroupID amount } } }',
  dashboardTopSubscriptions: '{ subscriptionID names totalCost }',
  dashboardPendingApprovals:
    '{ contentServices { count amount months { period count } } aggregateSplits { count } }',
  dashboardBillShock:
    '{ count rule { multiplier } items { usual subscription { subscriptionID totalCost } } }',
} as const;

export async function runDashboardBench(): Promise<Figure[]> {
  const database = await openBenchDatabase();
  const bench = await benchApp(database);
  const [scope] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from subscriptions
      where account_id in (select descendant_id from account_tree where ancestor_id = ${bench.mainAccountId})`,
  );
  console.log(`  main account with sub accounts: ${scope!.n} subscriptions, month ${bench.period}`);
  const results: Figure[] = [];
  for (const [field, selection] of Object.entries(QUERIES)) {
    const query = `query($a: Int!) { ${field}(accountID: $a) ${selection} }`;
    const t = await timed(() => bench.gql(query, { a: bench.mainAccountId }));
    const ok = t.p95 <= TARGET_P95_MS;
    results.push({ measure: `${field} p95`, value: t.p95, unit: 'ms', target: TARGET_P95_MS, ok });
    console.log(
      `  ${field.padEnd(28)} p50 ${t.p50.toFixed(1).padStart(7)} ms   p95 ${t.p95.toFixed(1).padStart(7)} ms   ${ok ? 'ok' : `over ${TARGET_P95_MS} ms`}`,
    );
  }
  await bench.close();
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await runDashboardBench();
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

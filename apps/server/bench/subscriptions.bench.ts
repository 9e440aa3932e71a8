/**
 * Users list and subscription details (issue 4, issue 11) on the 50 000-subscription bench database:
 * `subscriptionWithUsers` for the last year (its default), first page (100 rows), with each sort, and
 * `subscriptionDetails` of one subscription, through the real app listening on a port (one keep-alive HTTP
 * connection, the request written and the answer read as bytes: `bench/raw-http.ts`; the demo admin's token, the
 * main account with its sub accounts). Each timed run records the statements the app sent (drizzle's query log) and then
 * replays them bare on the same pool, as drizzle sends them: the product's own SQL, session check included. Prints
 * p50 and p95 of the request, of its SQL and of the overhead (request minus its SQL, run by run: in wall time, in this
 * process's CPU time and in the main thread's busy time) over 200 runs each. Before that, the server runs the
 * requests in turn, untimed, until the list's code has run 3 000 times (250 rounds of the 12 sorts and the details),
 * the details until their own code has too, and each request 50 more times right before its own timed runs: a
 * server that has been up a while (WARM_UP_CALLS says why). Each sort is timed at its first page and at offset
 * 10 000, and each line also gives the request's ratio to its bare SQL and what EXPLAIN (ANALYZE, BUFFERS) of its
 * statements says: rows read, the largest sort or aggregate, buffers (bench/explain.ts). Targets: list p95 ≤ 150 ms, details p95 ≤ 50 ms,
 * overhead p95 ≤ 5 ms, judged on CPU time, which other processes on a busy machine do not stretch.
 *
 * Run: `npm run bench -- subscriptions` or `npx tsx bench/subscriptions.bench.ts` in apps/server. BENCH_SORTS (sort
 * keys, comma-separated: `SumUsageTotal,DeductedYear`) times only those sorts, after a warm-up of their own.
 */
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { SUBSCRIPTION_SORTS } from '../src/modules/cost-control/subscriptions/subscriptions.service.ts';
import { explain, explainedText } from './explain.ts';
import { type Figure, number } from './figures.ts';
import {
  benchApp,
  loadAverage,
  openBenchDatabase,
  type Percentiles,
  sizeOnDriver,
  statementRecorder,
  timed,
  timedAgainstSql,
  verdict,
  warmUp,
} from './shared.ts';

const TARGET = { list: 150, details: 50, overhead: 5 };
/**
 * Timed runs per request: the p95 is the eleventh largest. BENCH_RUNS sets fewer for a world where a request takes a
 * second (500 000 subscriptions: 24 lines of 200 runs and their replays would take hours).
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
/**
 * How often a request's own code runs, untimed, before it is timed. V8 first optimizes a function that runs once per
 * request only after some 2 000 to 3 000 calls (its tiering budget is counted in bytecode run): traced with
 * `--trace-opt`, the session check (loadPrincipal), Fastify's and helmet's hooks, the list's orderBy and the
 * details' loadMonthInputs were compiled for the first time inside timed runs after 120 rounds, 2 to 15 ms of
 * compiling each on V8's threads, which the process's CPU time counts as that run's overhead. Such a compile happens
 * once in a server's life (warmUp in shared.ts). BENCH_WARM_UP_CALLS sets fewer, with BENCH_RUNS.
 */
const WARM_UP_CALLS = Number(process.env.BENCH_WARM_UP_CALLS ?? 3000);
/** The deep page each sort is also timed at (issue 31: its cost should not grow with the offset's rows). */
const DEEP_OFFSET = 10_000;
/** Untimed runs of a request right before its timed runs: the code only it runs gets as hot as in the timed runs. */
const WARM_UP_RUNS = Math.min(50, RUNS);

/** The users screen's own selections (apps/web/src/features/cost-control/users/users-api.ts). */
const LIST = `query($a: Int!, $sort: SubscriptionSort, $offset: Int) {
  subscriptionWithUsers(accountID: $a, sortBy: $sort, productFilter: "mobile", includeSubAccounts: true,
    offset: $offset) {
    totalCount totalIsLowerBound fromDate toDate
    items { subscriptionID accountID userID firstName lastName phoneNumber email position departmentName
      billingGroupID billingGroupName paymentProfileID paymentProfileDescription extEmployeeID
      sumUsageWorkString sumUsagePrivateString sumUsageTotalString deductedString deductedMonthString
      deductedYearString dataUsed dataSize dataPctUse }
  }
}`;

const DETAILS = `query($a: Int!, $s: Int!) {
  subscriptionDetails(accountID: $a, subscriptionID: $s) {
    subscriptionID accountID userID firstName lastName phoneNumber position departmentName paymentProfileID
    appliedPaymentProfileID version fromDate toDate totalAmountPeriodString totalAmountYTDString
    coveredAmountPeriodString deductedAmountPeriodString deductedAmountYTDString
    categoryGroupUsage { categoryGroupID name coveredAmountString usedAmountString usedYtdString
      deductedAmountString deductedYtdString reported reportedAmountString }
    dataUsage { period usage included pctOfIncluded }
    customFields { accountCustomFieldID name value isDefault }
  }
}`;

export async function runSubscriptionsBench(): Promise<Figure[]> {
  const recorder = statementRecorder();
  const database = await openBenchDatabase(recorder.listener);
  const app = await benchApp(database);
  const db = database.db;
  const account = app.mainAccountId;
  const [size] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from subscriptions
        where account_id in (select descendant_id from account_tree where ancestor_id = ${account})`,
  );
  console.log(
    `subscriptions: main account with sub accounts (${size!.n} subscriptions), last year to ${app.period}`,
  );
  console.log(
    `  targets: list p95 ≤ ${TARGET.list} ms, details p95 ≤ ${TARGET.details} ms, overhead over the ` +
      `request's own SQL ≤ ${TARGET.overhead} ms CPU at p95 | ${loadAverage()}`,
  );
  // In a world too small for it (PGlite's), halfway down the list instead.
  const deep = Math.min(DEEP_OFFSET, Math.floor(size!.n / 2));
  const results: Figure[] = [];
  const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`;
  const pair = (label: string, t: Percentiles) => `${label} p50 ${ms(t.p50)} p95 ${ms(t.p95)}`;
  const measure = async (name: string, request: () => Promise<unknown>, target: number) => {
    const t = await timedAgainstSql(database, recorder, request, { warmup: WARM_UP_RUNS, runs: RUNS });
    const ok = t.api.p95 <= target && t.cpuOverhead.p95 <= TARGET.overhead;
    const explained = await explain(database, await recorder.record(request));
    const plan = explainedText(explained);
    results.push({
      measure: `${name} p95 (CPU over its SQL ≤ ${TARGET.overhead} ms)`,
      size: sizeOnDriver(`${number(size!.n)} subscriptions`),
      value: t.api.p95,
      unit: 'ms',
      target,
      floor: { value: t.sql.p95, of: 'its SQL' },
      rowsRead: explained.rowsRead,
      ok,
    });
    console.log(
      `  ${verdict(ok)} ${name}: request p95 ${ms(t.api.p95)} (≤ ${target}) | ×${(t.api.p95 / t.sql.p95).toFixed(2)} ` +
        `its SQL | overhead over its own SQL, CPU p95 ${ms(t.cpuOverhead.p95)} (≤ ${TARGET.overhead})\n` +
        `    ${plan}\n` +
        `    ${pair('request', t.api)} | ${pair(`its SQL (${t.statements} statements)`, t.sql)}\n` +
        `    overhead: ${pair('wall', t.overhead)} | ${pair('CPU', t.cpuOverhead)} | ` +
        `${pair('main thread', t.mainOverhead)} | ${loadAverage()}`,
    );
  };

  const [one] = await queryRows<{ id: number }>(
    db,
    sql`select s.id from subscriptions s join people p on p.catalog_id = s.catalog_id where p.login = 'ansatt'`,
  );
  const list =
    (sort: string, offset = 0) =>
    () =>
      app.send(LIST, { a: account, sort, offset });
  const details = () => app.send(DETAILS, { a: account, s: one!.id });
  const only = process.env.BENCH_SORTS?.split(',');
  const sorts = SUBSCRIPTION_SORTS.filter((key) => !only || only.includes(key)).map((key) => `${key}Desc`);
  const started = Date.now();
  // The sorts share the list's code: rounds until it has run WARM_UP_CALLS times, then the details' own code.
  const rounds = Math.ceil(WARM_UP_CALLS / sorts.length);
  await warmUp(database, recorder, [...sorts.map(list), details], rounds);
  await warmUp(database, recorder, [details], WARM_UP_CALLS - rounds);
  console.log(
    `  warmed up: ${rounds} rounds of the ${sorts.length + 1} requests and ${WARM_UP_CALLS - rounds} more of the ` +
      `details in ${((Date.now() - started) / 1000).toFixed(0)} s; ${RUNS} timed runs each | ${loadAverage()}`,
  );

  // What any request costs here (session check, GraphQL, JSON), to read the figures below against.
  const floor = await timed(() => app.send('{ getEnabledServices }', {}), { warmup: 50, runs: RUNS });
  console.log(`  ${'baseline: { getEnabledServices }'.padEnd(38)} ${pair('request', floor)}`);
  for (const sort of sorts) {
    await measure(`subscriptionWithUsers ${sort}`, list(sort), TARGET.list);
    await measure(`subscriptionWithUsers ${sort} at ${deep}`, list(sort, deep), TARGET.list);
  }
  await measure('subscriptionDetails (this month, YTD)', details, TARGET.details);
  const met = results.filter((r) => r.ok).length;
  console.log(`  subscriptions: ${met} of ${results.length} targets met | ${loadAverage()}`);
  await app.close();
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await runSubscriptionsBench();
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

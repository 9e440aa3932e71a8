import { sql } from 'drizzle-orm';
import { fixedClock } from './src/clock.ts';
import { openDatabase, queryRows } from './src/db/client.ts';
import { seedDemo } from './src/seed/index.ts';
const n = Number(process.argv[2] ?? 300);
const d = await openDatabase({ dataDir: 'memory://' });
await d.migrate();
const t0 = Date.now();
const seed = await seedDemo(d.db, { subscriptions: n, clock: fixedClock('2026-11-15T10:00:00+01:00') });
console.log('seeded', n, Date.now() - t0, 'ms');
for (const t of ['usage_lines', 'usage_monthly', 'usage_monthly_descriptions', 'subscription_month_costs', 'content_services', 'usage_reports'])
  console.log(t, (await queryRows<{ n: number }>(d.db, sql.raw(`select count(*)::int as n from ${t}`)))[0]!.n);
//console.log(await queryRows(d.db, sql`select to_char(period,'YYYY-MM') p, sum(total_ore)/100 total, sum(deducted_ore)/100 ded, sum(private_ore)/100 priv, sum(content_deducted_ore)/100 cded, sum(content_pending_ore)/100 pend from subscription_month_costs group by 1 order by 1`));
console.log(await queryRows(d.db, sql`select pp.description, count(*) from subscriptions s left join payment_profiles pp on pp.id = s.payment_profile_id group by 1`));

import { sql } from 'drizzle-orm';
import { fixedClock } from './src/clock.ts';
import { openDatabase, queryRows } from './src/db/client.ts';
import { seedDemo } from './src/seed/index.ts';
const n = Number(process.argv[2] ?? 300);
const d = await openDatabase({ dataDir: 'memory://' });
await d.migrate();
const orig = d.db.execute.bind(d.db);
const times = new Map<string, number>();
const wrap = (db: any) => {
  const ex = db.execute.bind(db);
  db.execute = async (q: any) => { const t = performance.now(); const r = await ex(q); const k = (q.queryChunks?.[0]?.value?.[0] ?? '').slice(0, 60).replace(/\s+/g,' '); times.set(k, (times.get(k) ?? 0) + performance.now() - t); return r; };
};
const tx0 = d.db.transaction.bind(d.db);
(d.db as any).transaction = (fn: any) => tx0(async (tx: any) => { wrap(tx); const t1 = tx.transaction.bind(tx); tx.transaction = (f: any) => t1(async (t2: any) => { wrap(t2); return f(t2); }); return fn(tx); });
const t0 = Date.now();
await seedDemo(d.db, { subscriptions: n, clock: fixedClock('2026-11-15T10:00:00+01:00') });
console.log('seeded', n, Date.now() - t0, 'ms', process.cpuUsage());
console.log([...times].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${Math.round(v)}ms ${k}`).join('\n'));

import { fileURLToPath } from 'node:url';
import { formatTable, measureBuild, overCeiling } from './bundle-budget.ts';

/** `npm run budget`: the first-load JavaScript of every route of the last build (apps/web/dist), against budgets. */
const dist = fileURLToPath(new URL('../dist', import.meta.url));
const rows = await measureBuild(dist);
console.log(formatTable(rows));
const over = overCeiling(rows);
if (over.length) {
  console.error(`\nPast the ceiling: ${over.map((r) => r.route).join(', ')}`);
  process.exit(1);
}

import { fileURLToPath } from 'node:url';
import { formatTable, measureBuild, overBudget } from './bundle-budget.ts';

/** `npm run budget`: the first-load JavaScript of every route of the last build (apps/web/dist), against budgets. */
const dist = fileURLToPath(new URL('../dist', import.meta.url));
const rows = await measureBuild(dist);
console.log(formatTable(rows));
const over = overBudget(rows);
if (over.length) {
  console.error(`\nOver budget: ${over.map((r) => r.route).join(', ')}`);
  process.exit(1);
}

import type { Database } from '../src/db/client.ts';
import { type Statement, sendBare } from './shared.ts';

/**
 * What EXPLAIN (ANALYZE, BUFFERS) says of a request's own statements (issue 31 §6), figures the machine's load does
 * not move: the rows its table and index scans read (returned and filtered out, times their loops), the most rows
 * any one sort or aggregate took in (a sort over the whole scope shows here), and the buffers it touched.
 */
export type Explained = { rowsRead: number; largestSortOrAggregate: number; buffers: number };

type PlanNode = {
  'Node Type': string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
};

/** Nodes that read a table or an index (a bitmap's heap scan counts its rows, its index scan does not again). */
const READS = new Set(['Seq Scan', 'Index Scan', 'Index Only Scan', 'Bitmap Heap Scan']);
const TAKES_IN = new Set([
  'Sort',
  'Incremental Sort',
  'Aggregate',
  'HashAggregate',
  'GroupAggregate',
  'WindowAgg',
]);

function walk(node: PlanNode, into: Explained) {
  const loops = node['Actual Loops'] ?? 1;
  if (READS.has(node['Node Type']))
    // Rounded: an average over loops may be a fraction (PGlite's EXPLAIN gives one).
    into.rowsRead += Math.round(
      ((node['Actual Rows'] ?? 0) +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0)) *
        loops,
    );
  if (TAKES_IN.has(node['Node Type'])) {
    const taken = (node.Plans ?? []).reduce(
      (n, c) => n + Math.round((c['Actual Rows'] ?? 0) * (c['Actual Loops'] ?? 1)),
      0,
    );
    into.largestSortOrAggregate = Math.max(into.largestSortOrAggregate, taken);
  }
  for (const child of node.Plans ?? []) walk(child, into);
}

/** The statements explained one by one, as the request sent them, and their figures summed. */
export async function explain(database: Database, statements: Statement[]): Promise<Explained> {
  type Row = { 'QUERY PLAN': { Plan: PlanNode }[] };
  const total: Explained = { rowsRead: 0, largestSortOrAggregate: 0, buffers: 0 };
  for (const s of statements) {
    const res = await sendBare<Row>(database, `explain (analyze, buffers, format json) ${s.text}`, s.params);
    const plan = res.rows[0]!['QUERY PLAN'][0]!.Plan;
    walk(plan, total);
    total.buffers += (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0);
  }
  return total;
}

/** The figures as a bench line shows them. */
export function explainedText(e: Explained): string {
  return `EXPLAIN: ${e.rowsRead} rows read, largest sort/aggregate ${e.largestSortOrAggregate} rows, ${e.buffers} buffers`;
}

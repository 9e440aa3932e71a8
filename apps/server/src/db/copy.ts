import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Tx } from './client.ts';

/**
 * Bulk load into a table with PostgreSQL's COPY, inside the caller's transaction, on both drivers: node-postgres
 * streams the rows with pg-copy-streams on the transaction's own connection; PGlite reads them from a Blob as
 * `/dev/blob`. `rows` are COPY text-format lines (copyLine below), written as they come.
 *
 * Drizzle keeps a transaction's connection on its session (`tx.session.client`: the pool's client, or PGlite's
 * transaction); COPY is not a statement drizzle can send, so it is reached there.
 */
export async function copyInto(
  tx: Tx,
  table: string,
  columns: readonly string[],
  rows: Iterable<string>,
): Promise<void> {
  const client = (tx as unknown as { session: { client: pg.PoolClient | Transaction | PGlite } }).session
    .client;
  const into = `${table} (${columns.join(', ')})`;
  if ('release' in client) {
    const stream = (client as pg.PoolClient).query(copyFrom(`copy ${into} from stdin`));
    await pipeline(Readable.from(batched(rows)), stream);
    return;
  }
  const blob = new Blob([...batched(rows)]);
  await (client as Transaction).query(`copy ${into} from '/dev/blob'`, [], { blob });
}

/** Rows joined into chunks of about 64 kB: one write per chunk rather than per row. */
function* batched(rows: Iterable<string>): Generator<string> {
  let chunk = '';
  for (const row of rows) {
    chunk += row;
    if (chunk.length >= 65_536) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** One row of COPY's text format: fields by tab, `\N` for null, backslash, tab and line breaks escaped. */
export function copyLine(fields: readonly (string | number | null)[]): string {
  return `${fields.map((f) => (f === null ? '\\N' : typeof f === 'number' ? String(f) : escapeCopy(f))).join('\t')}\n`;
}

function escapeCopy(text: string): string {
  return /[\\\t\n\r]/.test(text)
    ? text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : text;
}

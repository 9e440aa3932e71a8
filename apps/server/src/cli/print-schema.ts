import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from '../schema.ts';

/** Prints schema.graphql from the Pothos schema; with --check, fails when the committed file is stale. */
const target = resolve(dirname(fileURLToPath(import.meta.url)), '../../schema.graphql');
const printed = `${printSchema(lexicographicSortSchema(schema))}\n`;

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {}
  if (committed !== printed) {
    console.error('apps/server/schema.graphql is stale: run `npm run generate` and commit the result.');
    process.exit(1);
  }
  console.log('schema.graphql is up to date');
} else {
  writeFileSync(target, printed);
  console.log(`wrote ${target}`);
}

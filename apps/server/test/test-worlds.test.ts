import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A server test builds the world it reads (`test/factories/`), so that changing the demo breaks no unrelated test.
 * The files below are the ones that test the demo itself, the login of its people or every operation at once over
 * it; any other `*.int.test.ts` naming a demo customer, a demo login, a seeded id or a `test/fixtures/` helper fails.
 */
const READS_THE_DEMO = [
  'src/modules/cost-control/cost/demo-people.int.test.ts',
  'src/modules/equipment/devices/devices-demo.int.test.ts',
  'src/modules/equipment/discovered/discovered-demo.int.test.ts',
  'src/modules/equipment/policies/policies-demo.int.test.ts',
  'src/modules/platform/impersonation-log/provider-changes.int.test.ts',
  'src/modules/platform/session/impersonation.int.test.ts',
  'src/modules/platform/session/login.int.test.ts',
  'src/modules/platform/session/session.int.test.ts',
  'src/modules/cost-control/subscriptions/subscriptions.int.test.ts',
  'test/concurrent-start.int.test.ts',
  'test/database-outage.int.test.ts',
  'test/extreme-dates.int.test.ts',
  'test/foundation.int.test.ts',
];

/** A demo customer's name, a demo login's token, a seeded id (`seed.people…`, not `seed.ts`), a demo fixture. */
const DEMO =
  /Nordlys|Havbris|Fjellvind|\bseed\.(?!ts\b)\w|tokenFor\(\s*['"]|DEMO_LOGINS|DEMO_PASSWORD|\/fixtures\//;

const serverDir = join(import.meta.dirname, '..');
function integrationTests(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : integrationTests(path);
    return entry.name.endsWith('.int.test.ts') ? [relative(serverDir, path)] : [];
  });
}
const files = [...integrationTests(join(serverDir, 'src')), ...integrationTests(join(serverDir, 'test'))];
const readsDemo = (file: string) => DEMO.test(readFileSync(join(serverDir, file), 'utf8'));

describe('test worlds', () => {
  it('a server test outside the list reads no demo data', () => {
    expect(files.filter((f) => !READS_THE_DEMO.includes(f) && readsDemo(f))).toEqual([]);
  });

  it('the list names only files that exist and still read the demo', () => {
    expect(READS_THE_DEMO.filter((f) => !files.includes(f) || !readsDemo(f))).toEqual([]);
  });

  it('at least 55 server test files build their own world', () => {
    expect(files.length - READS_THE_DEMO.length).toBeGreaterThanOrEqual(55);
  });
});

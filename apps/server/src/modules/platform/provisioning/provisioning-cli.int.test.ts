import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_RUN } from '../../../../test/test-database.ts';

/** `npm run provision` on a fresh embedded database without the demo: the committed example, then a CSV. */
describe.skipIf(POSTGRES_RUN)('provisioning (CLI)', () => {
  const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
  const examples = resolve(serverDir, '../../docs/examples');
  const run = promisify(execFile);
  let dir: string;
  let env: Record<string, string>;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'connect-provision-'));
    // As `npm run provision` run in `dir`: npm runs the script in apps/server and says in INIT_CWD where it was asked to.
    env = { ...process.env, INIT_CWD: dir, DATA_DIR: 'data', LOG_LEVEL: 'silent' } as Record<string, string>;
    delete env.DATABASE_URL;
    copyFileSync(join(examples, 'provisioning.json'), join(dir, 'provisioning.json'));
    copyFileSync(join(examples, 'subscriptions.csv'), join(dir, 'subscriptions.csv'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const provision = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'src/cli/provision.ts', ...args], { cwd: serverDir, env }).then(
      (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({
        code: e.code,
        out: e.stdout,
        err: e.stderr,
      }),
    );

  it('applies the example once, answers a dry run, takes a CSV of one kind and refuses a bad file whole', async () => {
    const dry = await provision('--dry-run', 'provisioning.json');
    expect(dry.err).toBe('');
    expect(dry.out).toContain('dry run: nothing was changed');
    expect(dry.out).toContain('subscriptions: 4 created, 0 updated, 0 ended, 0 unchanged');

    const first = await provision('provisioning.json');
    expect(first.code).toBe(0);
    expect(first.out).toContain('people: 3 created, 0 updated, 0 ended, 0 unchanged');
    const again = await provision('provisioning.json');
    expect(again.out).toContain('subscriptions: 0 created, 0 updated, 0 ended, 4 unchanged');

    const csv = await provision('--kind', 'subscriptions', 'subscriptions.csv');
    expect(csv.err).toBe('');
    expect(csv.out).toContain('subscriptions: 1 created, 1 updated, 1 ended, 0 unchanged');

    // A bad record refuses the whole file: the first line's billing group is unknown, nothing is written.
    writeFileSync(
      join(dir, 'bad.csv'),
      'customer;id;number;account;billingGroup;person\n' +
        'K-70001;SUB-X1;+4795100011;700100;BG-NONE;EMP-1\n' +
        'K-70001;SUB-X2;+4795100012;700100;BG-700100-1;EMP-1\n',
    );
    const bad = await provision('--kind', 'subscriptions', 'bad.csv');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('subscription SUB-X1: billingGroup: no such billing group: BG-NONE');
    expect(bad.err).toContain('1 problem(s) in bad.csv; nothing was changed.');
  }, 600_000);
});

import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The writes that refuse bare ids are checked beside them (payment-profiles/profiles-scoped-id.test.ts,
 * devices/devices-scoped-id.test.ts): infrastructure imports no feature module.
 */

const SRC = join(import.meta.dirname, '..');

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? sourceFiles(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]),
    ),
  );
  return nested.flat().filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
}

describe('scoped ids', () => {
  it('are made only by repositories (and the account check), from rows their SQL scoped', async () => {
    const makers: string[] = [];
    for (const file of await sourceFiles(SRC)) {
      if (/\bscoped(<[^>]*>)?\(/.test(await readFile(file, 'utf8'))) makers.push(relative(SRC, file));
    }
    expect(makers.length).toBeGreaterThan(0);
    const outside = makers.filter((f) => !f.endsWith('.repository.ts') && f !== 'auth/access.ts');
    expect(outside).toEqual([]);
  });
});

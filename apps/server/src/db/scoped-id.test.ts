import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deleteDevice } from '../modules/devices/devices.repository.ts';
import { deleteProfile, setDefault } from '../modules/payment-profiles/profiles.repository.ts';
import type { Executor } from './client.ts';
import { type AccountId, type ProfileId, scoped } from './scoped-id.ts';

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

  it('are refused by a write when they are bare numbers (a compile error, checked by tsc in npm run check)', () => {
    const db = {} as Executor;
    const writes = () => {
      // @ts-expect-error a bare profile id has not been through requireProfile
      void deleteProfile(db, 7);
      // @ts-expect-error nor a bare account id through requireAccount or lockVisibleAccount
      void setDefault(db, 1, scoped<'paymentProfile'>(7));
      // @ts-expect-error an account's id is not a profile's
      void deleteProfile(db, scoped<'account'>(7));
      // @ts-expect-error a device's id comes from requireDevice
      void deleteDevice(db, 7);
      const checked: [AccountId, ProfileId] = [scoped(1), scoped(7)];
      void setDefault(db, ...checked);
    };
    expect(typeof writes).toBe('function');
  });
});

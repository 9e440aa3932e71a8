import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { startChunks } from './start-chunks.ts';

const root = '/repo/apps/web';
const at = (path: string) => resolve(root, path);
const mantine = '/repo/node_modules/@mantine/core/esm/index.mjs';
const shared = '/repo/packages/shared/src/index.ts';
const zodSchemas = '/repo/packages/shared/src/file-export.ts';
const imports: Record<string, string[]> = {
  [at('src/main.tsx')]: [at('src/app/app.tsx')],
  [at('src/session-main.tsx')]: [at('src/session/login-page.tsx')],
  [at('src/app/app.tsx')]: [at('src/i18n/index.ts'), mantine, shared],
  [at('src/session/login-page.tsx')]: [at('src/i18n/index.ts'), mantine],
  [at('src/i18n/index.ts')]: [],
  [mantine]: ['/repo/node_modules/@mantine/core/esm/components/Table/Table.mjs'],
  [shared]: [zodSchemas],
};
const graph = { getModuleInfo: (id: string) => ({ importedIds: imports[id] ?? [] }) };

it('puts what the session pages load in common and the rest of the app start in shell', () => {
  const name = startChunks(root);
  expect(name(at('src/i18n/index.ts'), graph)).toBe('common');
  expect(name(at('src/session/login-page.tsx'), graph)).toBe('common');
  expect(name(at('src/app/app.tsx'), graph)).toBe('shell');
});

it('leaves the entries, the screens and the indexed libraries to the bundler', () => {
  const name = startChunks(root);
  expect(name(at('src/main.tsx'), graph)).toBeNull();
  expect(name(at('src/session-main.tsx'), graph)).toBeNull();
  expect(name(at('src/features/cost-control/users/users-page.tsx'), graph)).toBeNull();
  expect(name(mantine, graph)).toBeNull();
  expect(name('/repo/node_modules/@mantine/core/esm/components/Table/Table.mjs', graph)).toBeNull();
  // The shared package's index names all its parts; the start takes along only those it uses.
  expect(name(shared, graph)).toBeNull();
  expect(name(zodSchemas, graph)).toBeNull();
});

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The portal runs on the current Node LTS (24) even where the system Node is older: the root package's `node`
 * development dependency installs that Node, and npm puts node_modules/.bin first on the PATH of every script, so
 * `npm start`, `npm test` and what they start run on it (docs/OPERATIONS.md, "Node").
 */
const root = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
  allowScripts: Record<string, boolean>;
};

describe('the Node the portal runs on', () => {
  it('is the `node` development dependency, an LTS release of 24 or later', () => {
    expect(process.versions.node).toBe(root.devDependencies.node);
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
    expect(process.release.lts).toBeTruthy();
    // Its install script (which fetches the binary) must be allowed, or `npm ci` leaves no Node behind.
    expect(root.allowScripts.node).toBe(true);
    expect(root.engines.node).toBe('>=22.12');
  });

  it('is one oidc-provider supports: loading it prints no "Unsupported runtime"', () => {
    const loaded = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "await import('oidc-provider')"],
      {
        cwd: new URL('..', import.meta.url),
        encoding: 'utf8',
      },
    );
    expect(loaded.status).toBe(0);
    expect(loaded.stderr + loaded.stdout).toBe('');
  });
});

import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));

export type PortalServer = { url: string; stop: () => Promise<void> };

/**
 * A second portal for journeys that need other server settings than the shared one (a short token lifetime,
 * say): fresh embedded database and demo data, the same built web app. Port and data folder derive from the
 * suite's own (E2E_PORT, E2E_DATA_DIR) so parallel runs on one machine keep apart.
 */
export async function startPortal(name: string, env: Record<string, string>): Promise<PortalServer> {
  const port = Number(process.env.E2E_PORT ?? 4173) + 100;
  const dataDir = `${resolve(WEB_DIR, process.env.E2E_DATA_DIR ?? '../../.data-e2e')}-${name}`;
  rmSync(dataDir, { recursive: true, force: true });
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', '../server/src/main.ts'], {
    cwd: WEB_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The ${name} portal stopped while starting (exit ${child.exitCode}).`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The ${name} portal did not start within 180 s.`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const MAIN = resolve(import.meta.dirname, '../src/main.ts');

/**
 * The real server as a process of its own (`src/main.ts`, as `npm start` runs it), with the environment given on
 * top of this one. `ready` resolves with its URL once it printed "ready" (PORT=0 picks a free port), and fails with
 * its output when it exits first.
 */
export function startProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, LOG_LEVEL: 'warn', SEED_SUBSCRIPTIONS: '20', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  // The exit code, or the signal that ended the process without its own stop.
  const exited = new Promise<number | string | null>((r) =>
    child.on('exit', (code, signal) => r(code ?? signal)),
  );
  const ready = new Promise<string>((res, rej) => {
    const timer = setInterval(() => {
      const m = /ready at (http:\/\/\S+)/.exec(output);
      if (m) {
        clearInterval(timer);
        res(m[1]!);
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      rej(new Error(`exited before ready:\n${output}`));
    });
  });
  // A test that expects the process to stop at start awaits `exited`, not `ready`.
  ready.catch(() => {});
  return { child, exited, ready, output: () => output };
}

export type ServerProcess = ReturnType<typeof startProcess>;

/** Stops a server process with SIGTERM (its own graceful stop) and waits for it to end. */
export async function stopProcess(p: ServerProcess): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  p.child.kill('SIGTERM');
  await p.exited;
}

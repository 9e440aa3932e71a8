import { spawn } from 'node:child_process';
import { run } from './run.mjs';

// Builds the web app (about a second with Vite 8), then runs the server in this process's place. The Node is the
// `node` development dependency's (npm puts node_modules/.bin first on a script's PATH), whatever the system has.
console.log(`Connect portal on Node ${process.version}`);
const built = await run('npm', ['run', 'build', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
if (built !== 0) process.exit(built);
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

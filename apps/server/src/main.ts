import { ConfigError, loadConfig } from './config.ts';
import { NewerDatabaseError } from './db/migrate.ts';
import { startServer } from './server.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const started = Date.now();
  const server = await startServer(config);
  // Before the port opens and "ready" is printed: a supervisor that stops the server as soon as it is ready gets a
  // clean stop, never the default end of a signal.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    await server.shutdown();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  await server.app.listen({ host: config.HOST, port: config.PORT });
  if (server.metrics) {
    const at = await server.metrics.server.listen({ host: config.METRICS_HOST, port: config.METRICS_PORT });
    server.app.log.info(`metrics at ${at}/metrics`);
  }
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = config.PUBLIC_URL ?? `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${port}`;
  console.log(
    `Connect portal ready at ${url} (${server.database.driver}, Node ${process.version}, ${Date.now() - started} ms)`,
  );
}

main().catch((e) => {
  // A database of a newer version is the operator's to resolve: the message says what to do, a stack would not.
  console.error(e instanceof NewerDatabaseError ? e.message : e);
  process.exit(1);
});

import 'reflect-metadata';
import { ConfigError, loadConfig } from '@shop/api/config';
import { LifecycleService } from '@shop/api/health';
import { createApp } from './app/create-app';

/** Longest a shutdown may take before the process gives up on stragglers. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await createApp(config);
  await app.listen(config.port, config.host);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(
    JSON.stringify({ level: 30, time: Date.now(), msg: `Shop listening on http://localhost:${port} (${config.database.kind})` }),
  );

  // Stop accepting, let requests in flight finish, close the database, exit 0.
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.get(LifecycleService).startDraining();
    setTimeout(() => process.exit(1), config.shutdownDrainMs + SHUTDOWN_TIMEOUT_MS).unref();
    // Readiness is red from now on; keep serving for the drain delay so the load balancer
    // notices and stops routing here before the listener closes.
    new Promise((done) => setTimeout(done, config.shutdownDrainMs))
      .then(() => app.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(`Shutdown after ${signal} failed`, error);
        process.exit(1);
      });
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

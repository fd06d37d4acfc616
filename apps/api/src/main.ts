import 'reflect-metadata';
import { ConfigError } from '@shop/api/config';
import { LifecycleService } from '@shop/api/health';
import { type RunningServer, startServer, StartupError } from './app/start-server';

/** Longest a shutdown may take before the process gives up on stragglers. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/** Stop accepting, let requests in flight finish, close the database, exit 0. */
function stopOnSignals({ app, config }: RunningServer): void {
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.get(LifecycleService).draining = true;
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

startServer().then(
  (server) => {
    console.log(
      JSON.stringify({
        level: 30,
        time: Date.now(),
        msg: `Shop listening on http://localhost:${server.port} (${server.config.database.kind})`,
      }),
    );
    stopOnSignals(server);
  },
  (error: unknown) => {
    // A setting to fix is said in one line per problem; anything else is a bug, with its stack.
    console.error(error instanceof ConfigError || error instanceof StartupError ? error.message : error);
    process.exit(1);
  },
);

// npm run db:migrate: applies pending migrations to the configured database (DATABASE_URL, or the
// embedded one under DATA_DIR). The API does the same at start-up; this is for deploy pipelines.
// Like tools/scripts/migrate.mjs, it waits up to 60 s for a PostgreSQL server that is starting.
import { loadDatabaseConfig } from '@shop/api/config';
import { migrateDatabase } from '@shop/api/database';

const WAIT_MS = 60_000;

Promise.resolve()
  .then(() =>
    migrateDatabase(loadDatabaseConfig(), {
      timeoutMs: WAIT_MS,
      onRetry: (reason, delayMs) => console.log(`The database is not ready (${reason}); trying again in ${delayMs} ms.`),
    }),
  )
  .then(
    (applied) => console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.'),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );

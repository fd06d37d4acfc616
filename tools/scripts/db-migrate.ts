// npm run db:migrate: applies pending migrations to the configured database (DATABASE_URL, or the
// embedded one under DATA_DIR). The API does the same at start-up; this is for deploy pipelines.
import { loadConfig } from '@shop/api/config';
import { migrateDatabase } from '@shop/api/database';

migrateDatabase(loadConfig().database).then(
  (applied) => console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.'),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

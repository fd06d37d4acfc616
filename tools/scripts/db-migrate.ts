// npm run db:migrate: applies pending migrations to the configured database (DATABASE_URL, or the
// embedded one under DATA_DIR). The API does the same at start-up; this is for deploy pipelines.
import { loadConfig } from '@shop/api/config';
import { applyMigrations, openDatabase } from '@shop/api/database';

async function main() {
  const config = loadConfig();
  const connection = await openDatabase(config.database);
  try {
    const applied = await applyMigrations(connection.adapter);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
  } finally {
    await connection.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

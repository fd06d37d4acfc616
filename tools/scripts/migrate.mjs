// Applies pending migrations from the built API (dist/api), without tsx or any devDependency:
// the deploy step that runs once before API replicas start with MIGRATE_ON_START=false
// (docker-compose.yml's `migrate` service). `npm run db:migrate` does the same from the sources.
//   node tools/scripts/migrate.mjs [--wait=SECONDS]
// --wait (default 60) is how long to keep retrying while PostgreSQL is not accepting connections
// yet, as on a fresh volume; 0 tries once.
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const { loadDatabaseConfig } = require(join(root, 'dist/api/libs/api/config/src/index.js'));
const { migrateDatabase } = require(join(root, 'dist/api/libs/api/database/src/index.js'));

const waitArg = process.argv.find((arg) => arg.startsWith('--wait='))?.slice('--wait='.length) ?? '60';
if (!/^\d+$/.test(waitArg)) {
  console.error(`--wait must be a whole number of seconds (got "${waitArg}")`);
  process.exit(1);
}

try {
  const applied = await migrateDatabase(loadDatabaseConfig(), {
    timeoutMs: Number(waitArg) * 1000,
    onRetry: (reason, delayMs) => console.log(`The database is not ready (${reason}); trying again in ${delayMs} ms.`),
  });
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

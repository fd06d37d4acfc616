// Applies pending migrations from the built API (dist/api), without tsx or any devDependency:
// the deploy step that runs once before API replicas start with MIGRATE_ON_START=false
// (docker-compose.yml's `migrate` service). `npm run db:migrate` does the same from the sources.
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const { loadConfig } = require(join(root, 'dist/api/libs/api/config/src/index.js'));
const { migrateDatabase } = require(join(root, 'dist/api/libs/api/database/src/index.js'));

try {
  const applied = await migrateDatabase(loadConfig().database);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

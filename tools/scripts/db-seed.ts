// npm run db:seed [-- --force]: fills the configured database (DATABASE_URL, or the embedded one
// under DATA_DIR; .env is read as by npm start) with the demo month of libs/api/seed, through the
// API's own Prisma client, so staff see what real rows look like. Applies pending migrations first.
// A second run adds nothing; a database with real data is refused unless --force.
// The embedded database allows one process at a time: stop the shop first.
import { ConfigError, loadDatabaseConfig } from '@shop/api/config';
import { applyMigrations, DataDirInUseError, openDatabase, PrismaService } from '@shop/api/database';
import { seedDatabase, SeedRefusedError } from '@shop/api/seed';

async function main(): Promise<void> {
  const unknown = process.argv.slice(2).filter((arg) => arg !== '--force');
  if (unknown.length > 0) throw new ConfigError([`db:seed takes only --force (got ${unknown.join(' ')})`]);
  const database = loadDatabaseConfig();
  const connection = await openDatabase(database);
  const prisma = new PrismaService(connection);
  try {
    await applyMigrations(connection.adapter);
    const { added, month } = await seedDatabase(prisma, { force: process.argv.includes('--force') });
    const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${database.dataDir}`;
    const total = added.subscribers + added.contactMessages + added.orders;
    console.log(
      total === 0
        ? `The demo month is already in ${where}: nothing added.`
        : `Added to ${where}: ${added.subscribers} subscribers, ${added.contactMessages} contact messages, ` +
            `${added.orders} orders (${added.orderLines} lines) placed between ${month.dropOpensAt.toISOString()} and ${month.dropClosesAt.toISOString()}.`,
    );
  } finally {
    await prisma.onApplicationShutdown();
  }
}

/** Failures the person running the seed fixes themselves: said in their own words, no stack. */
const EXPECTED_FAILURES = [ConfigError, SeedRefusedError, DataDirInUseError];

main().catch((error: unknown) => {
  console.error(EXPECTED_FAILURES.some((type) => error instanceof type) ? (error as Error).message : error);
  process.exit(1);
});

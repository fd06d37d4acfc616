import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import type { DatabaseConfig } from '@shop/api/config';
import { Pool, type PoolClient } from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';

/**
 * One open database: the driver adapter Prisma Client and the schema engine share, and how to
 * close it. PostgreSQL goes through a pg pool; the embedded default is PGlite, which is
 * single-connection, so this process owns its data directory while it runs.
 */
export interface DatabaseConnection {
  adapter: SqlMigrationAwareDriverAdapterFactory;
  /** The embedded database, when that is what runs (e.g. to serve it to Prisma Studio). */
  pglite?: PGlite;
  /** The PostgreSQL pool under the adapter, for the one statement that goes to it directly (PrismaService.$queryDirect). */
  pool?: Pool;
  /**
   * Opens every connection the pool may hold, each warmed (WARM_UP) before it serves anything, in
   * the background; for the server, once the schema is up to date. Tools that open the database
   * for one job never call it. Nothing to do on the embedded database, a single connection.
   */
  fill(): void;
  close(): Promise<void>;
}

/** How long a request may wait for a database connection before it fails (and answers 503). */
export const CONNECTION_TIMEOUT_MS = 1500;

/**
 * Run on every new PostgreSQL connection before the pool hands it out: a migration defines what
 * it warms (prisma/migrations/*_warm_up_function: checkout's and sign-up's functions, compiled
 * and planned in a transaction that is rolled back), so a drop's first buyers do not each wait
 * for a connection's first compilations. A database migrated before that function existed answers
 * an error, which only leaves the connection cold.
 */
export const WARM_UP = 'SELECT shop_warm_up()';

const noop = (): void => undefined;

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseConnection> {
  if (config.kind === 'postgres') {
    // Connections whose warm-up ran. None is warmed before fill: until then the migrations may not
    // have made the function, and calling it would only write an ERROR into a fresh database's log
    // (the migrator's own connection, on a first start). fill warms the ones opened before it; the
    // pool warms every one it opens after.
    const warm = new WeakSet<PoolClient>();
    let filled = false;
    const warmUp = (client: PoolClient) => client.query(WARM_UP).then(() => void warm.add(client), noop);
    const pool = new Pool({
      connectionString: config.url,
      max: config.poolSize,
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
      // A dead server must not hold a request for minutes: fail fast, the client retries.
      query_timeout: 10_000,
      keepAlive: true,
      // A drop's opening hits an idle shop all at once: every connection is opened and warmed
      // before it (fill) and kept, so no buyer queues behind new connections or their first
      // compilations (bench:drop).
      min: config.poolSize,
      onConnect: (client) => (filled ? warmUp(client as PoolClient) : undefined),
    });
    // An idle client losing its server must not crash the process; the pool replaces it.
    pool.on('error', noop);
    return {
      adapter: new PrismaPg(pool),
      pool,
      // In the background: a database that is not there yet must not hold up the start. Asked for
      // all at once, so each is a connection of its own; each is free for requests once it is warm.
      fill: () => {
        filled = true;
        for (let i = 0; i < config.poolSize; i++) {
          pool.connect().then((client) => (warm.has(client) ? Promise.resolve() : warmUp(client)).finally(() => client.release()), noop);
        }
      },
      close: async () => {
        await pool.end();
      },
    };
  }

  const releaseLock = config.dataDir ? lockDataDir(config.dataDir) : () => undefined;
  try {
    const pglite = config.dataDir
      ? new PGlite(config.dataDir)
      : new PGlite({ loadDataDir: config.template ? new Blob([await readFile(config.template)]) : undefined });
    await pglite.waitReady;
    return {
      adapter: new PrismaPGlite(pglite),
      pglite,
      fill: noop,
      close: async () => {
        if (!pglite.closed) await pglite.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

export class DataDirInUseError extends Error {}

/**
 * PGlite is single-process: two processes writing one data directory corrupt it. A pid file
 * beside the directory keeps a second shop (or `npm run studio`) out while one runs; a file left
 * by a process that died is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = `${dataDir}.lock`;
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(readFileSync(lockFile, 'utf8'));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new DataDirInUseError(
        `The embedded database in ${dataDir} is in use by process ${holder}. Stop that process first (PGlite allows one at a time), or set DATABASE_URL.`,
      );
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import { DriverAdapterError, type SqlDriverAdapter, type SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import type { DatabaseConfig } from '@shop/api/config';
import { type DatabaseError, Pool } from 'pg';
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
  /** The PostgreSQL pool under the adapter, for the prepared statements of PrismaService.$queryPrepared. */
  pool?: Pool;
  /**
   * Opens every connection the pool may hold, in the background; for the server, once the schema
   * is up to date. A drop's opening then finds them open rather than queuing behind new ones.
   * Nothing to do on the embedded database, a single connection.
   */
  fill(): void;
  close(): Promise<void>;
}

/** How long a request may wait for a database connection before it fails (and answers 503). */
export const CONNECTION_TIMEOUT_MS = 1500;

const noop = (): void => undefined;

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseConnection> {
  if (config.kind === 'postgres') {
    const pool = new Pool({
      connectionString: config.url,
      max: config.poolSize,
      // Kept once open, so the crowd at a drop's opening finds them (fill).
      min: config.poolSize,
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
      // A dead server must not hold a request for minutes: fail fast, the client retries.
      query_timeout: 10_000,
      keepAlive: true,
    });
    // An idle client losing its server must not crash the process; the pool replaces it.
    pool.on('error', noop);
    return {
      adapter: wholeScripts(new PrismaPg(pool), pool),
      pool,
      // In the background: a database that is not there yet must not hold up the start. Asked for
      // all at once, so each is a connection of its own.
      fill: () => {
        for (let i = 0; i < config.poolSize; i++) pool.connect().then((client) => client.release(), noop);
      },
      close: () => pool.end(),
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

/**
 * @prisma/adapter-pg runs a migration script by splitting it at every `;`, which cuts a function
 * body (`$$ … $$`, prisma/migrations/*_drops) into pieces. PostgreSQL's simple query protocol takes
 * the whole script as one message and runs it as one implicit transaction, so the adapters this
 * factory makes send it whole, on the pool, failing as the adapter fails for any statement.
 */
function wholeScripts(factory: PrismaPg, pool: Pool): SqlMigrationAwareDriverAdapterFactory {
  const whole = (adapter: SqlDriverAdapter): SqlDriverAdapter =>
    Object.assign(adapter, {
      executeScript: async (script: string) => {
        await pool.query(script).catch((error: DatabaseError) => {
          const { code = 'N/A', severity = 'ERROR', message, detail, column, hint } = error;
          throw new DriverAdapterError({ kind: 'postgres', code, severity, message, detail, column, hint });
        });
      },
    });
  return {
    adapterName: factory.adapterName,
    provider: factory.provider,
    connect: async () => whole(await factory.connect()),
    connectToShadowDb: async () => whole(await factory.connectToShadowDb()),
  };
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

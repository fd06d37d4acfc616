// npm run studio: Prisma Studio on the configured database. With DATABASE_URL, that PostgreSQL.
// On the embedded default, the running shop's database: the shop serves it on a socket in DATA_DIR
// (libs/api/database, embedded-database-socket.ts) and Studio connects there while the shop keeps
// selling. When no shop answers there (none runs, or a killed one left its socket file behind),
// this script opens the data directory itself and serves it the same way for as long as Studio
// runs; the shop cannot start meanwhile (PGlite allows one process at a time).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadDatabaseConfig } from '@shop/api/config';
import {
  applyMigrations,
  DataDirInUseError,
  findSharedDatabase,
  openDatabase,
  PgliteWireServer,
  serveEmbeddedDatabase,
} from '@shop/api/database';

const STUDIO_PORT = process.env['STUDIO_PORT'] ?? '5555';

/** Where Prisma Studio connects, and what to close when it exits. */
interface Target {
  url: string;
  /** PostgreSQL's client variables for a Unix socket: Studio's driver (postgres.js) reads PGHOST for a URL without a host. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** The embedded database's socket as a URL: no host, so PGHOST names the socket's directory. */
function socketTarget(dir: string, close: () => Promise<void>): Target {
  return { url: 'postgresql:///postgres?sslmode=disable', env: { PGHOST: dir, PGPORT: '5432', PGUSER: 'postgres' }, close };
}

async function openTarget(): Promise<Target> {
  const database = loadDatabaseConfig();
  if (database.kind === 'postgres') return { url: database.url, env: {}, close: async () => undefined };
  // Always a directory here: only tests run the embedded database in memory.
  const dataDir = database.dataDir ?? '';

  const running = await findSharedDatabase(dataDir);
  if (running) {
    console.log(
      `The running shop (or another npm run studio) serves the embedded database (${dataDir}): Studio uses it through its socket, and the shop keeps running.`,
    );
    return socketTarget(running.dir, async () => undefined);
  }

  const connection = await openDatabase(database).catch((error: unknown) => {
    if (error instanceof DataDirInUseError) {
      throw new Error(
        `${error.message} A shop started with SHARE_EMBEDDED_DATABASE=false keeps the database to itself: stop it, or restart it without that setting.`,
      );
    }
    throw error;
  });
  const { pglite } = connection;
  if (!pglite) throw new Error('the embedded database did not open as PGlite');
  await applyMigrations(connection.adapter);
  console.log(
    `No shop is running on ${dataDir}: Studio opens the embedded database itself. Stop Studio (Ctrl+C) before starting the shop.`,
  );
  try {
    const shared = await serveEmbeddedDatabase(pglite, dataDir);
    return socketTarget(shared.dir, async () => {
      await shared.close();
      await connection.close();
    });
  } catch (error) {
    // No socket here (a DATA_DIR path too long for one, a system without Unix sockets): a port
    // of 127.0.0.1 for Studio alone, as before the shop shared its database.
    console.log(`(No socket at ${dataDir}.socket: ${(error as Error).message}; serving Studio on 127.0.0.1 instead.)`);
    const server = new PgliteWireServer(pglite);
    const port = await server.listenOnLoopback();
    return {
      url: `postgresql://postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
      env: {},
      close: async () => {
        await server.close();
        await connection.close();
      },
    };
  }
}

async function main() {
  const target = await openTarget();
  console.log(`Prisma Studio: http://localhost:${STUDIO_PORT}`);
  // Prisma's CLI run by this Node itself, not through npx: a kill of this process by its pid then
  // reaches Studio, where npx would leave it running.
  const prisma = createRequire(import.meta.url).resolve('prisma/build/index.js');
  const studio = spawn(process.execPath, [prisma, 'studio', '--port', STUDIO_PORT, '--browser', 'none'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      ...target.env,
      DATABASE_URL: target.url,
      PRISMA_SCHEMA_ENGINE_BINARY: process.env['PRISMA_SCHEMA_ENGINE_BINARY'] ?? '/bin/true',
      PRISMA_HIDE_UPDATE_MESSAGE: '1',
    },
  });
  const stop = () => studio.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  studio.on('exit', async (code) => {
    await target.close();
    process.exit(code ?? 0);
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

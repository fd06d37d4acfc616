// npm run studio: Prisma Studio on the configured database. On the embedded default, the PGlite
// data directory is served over the PostgreSQL wire protocol for as long as Studio runs.
// PGlite is single-process: stop the shop first (the data directory cannot be opened twice).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { loadDatabaseConfig } from '@shop/api/config';
import { applyMigrations, openDatabase } from '@shop/api/database';

const STUDIO_PORT = process.env['STUDIO_PORT'] ?? '5555';

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

async function main() {
  const database = loadDatabaseConfig();
  let url: string;
  let cleanup = async () => undefined as void;

  if (database.kind === 'postgres') {
    url = database.url;
  } else {
    const connection = await openDatabase(database);
    // An embedded database (no DATABASE_URL) always opens as PGlite.
    if (!connection.pglite) throw new Error('the embedded database did not open as PGlite');
    await applyMigrations(connection.adapter);
    const port = await freePort();
    const socket = new PGLiteSocketServer({ db: connection.pglite, port, host: '127.0.0.1' });
    await socket.start();
    url = `postgresql://postgres@127.0.0.1:${port}/postgres?sslmode=disable`;
    cleanup = async () => {
      await socket.stop();
      await connection.close();
    };
    console.log(`Serving the embedded database (${database.dataDir}) to Prisma Studio.`);
  }

  console.log(`Prisma Studio: http://localhost:${STUDIO_PORT}`);
  const studio = spawn('npx', ['prisma', 'studio', '--port', STUDIO_PORT, '--browser', 'none'], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url, PRISMA_SCHEMA_ENGINE_BINARY: process.env['PRISMA_SCHEMA_ENGINE_BINARY'] ?? '/bin/true', PRISMA_HIDE_UPDATE_MESSAGE: '1' },
  });
  const stop = () => studio.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  studio.on('exit', async (code) => {
    await cleanup();
    process.exit(code ?? 0);
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import { chmodSync, existsSync, lstatSync, mkdirSync, rmdirSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { connect } from 'node:net';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from '@nestjs/common';
import type { DatabaseConnection } from './database-connection';
import { PgliteWireServer, type PgliteWireServerOptions } from './pglite-wire-server';

/**
 * The name PostgreSQL gives its socket in a directory, so that every PostgreSQL client finds it
 * from the directory alone: `psql -h DIR`, PGHOST=DIR for Prisma Studio (postgres.js) and `pg`.
 */
export const EMBEDDED_SOCKET_FILE = '.s.PGSQL.5432';

/**
 * Where the process that holds an embedded database serves it: a directory beside the data
 * directory (like its lock file), DATA_DIR/pglite.socket/. The directory is the owner's alone
 * (0700) and so is the socket (0600): only this machine's user who runs the shop can connect,
 * which the kernel checks; PGlite itself asks no password. (A TCP port on 127.0.0.1 would be open
 * to every local user and need a password scheme of our own.)
 */
export function embeddedSocketDir(dataDir: string): string {
  return `${dataDir}.socket`;
}

/** sockaddr_un's sun_path is 108 bytes on Linux, one of them the terminating NUL. */
const MAX_SOCKET_PATH_BYTES = 107;

export interface SharedDatabase {
  /** The socket's directory: PGHOST for PostgreSQL clients. */
  dir: string;
  /** The socket itself. */
  path: string;
  close(): Promise<void>;
}

/**
 * Serves `pglite` (open in this process, its data directory locked by it) on its socket. Any
 * socket file already there was left by a process that died without closing it: this process
 * holds the data directory's lock, so no other can be serving it.
 */
export async function serveEmbeddedDatabase(pglite: PGlite, dataDir: string, options?: PgliteWireServerOptions): Promise<SharedDatabase> {
  const dir = embeddedSocketDir(dataDir);
  const path = join(dir, EMBEDDED_SOCKET_FILE);
  // A Unix socket's path holds at most 107 bytes. Node 20 does not refuse a longer one: it binds a
  // truncated path, outside the owner-only directory. So the length is checked here, first.
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH_BYTES) {
    throw new Error(
      `the socket path would be ${Buffer.byteLength(path)} bytes; Unix sockets allow ${MAX_SOCKET_PATH_BYTES} (use a shorter DATA_DIR)`,
    );
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!lstatSync(dir).isDirectory()) throw new Error(`${dir} is not a directory`);
  // An existing directory keeps its mode: make it the owner's alone (fails if it is not ours).
  chmodSync(dir, 0o700);
  rmSync(path, { force: true });
  const server = new PgliteWireServer(pglite, options);
  try {
    await server.listen(path);
  } catch (error) {
    removeSocketDir(dir);
    throw error;
  }
  chmodSync(path, 0o600);
  return {
    dir,
    path,
    close: async () => {
      await server.close();
      rmSync(path, { force: true });
      removeSocketDir(dir);
    },
  };
}

function removeSocketDir(dir: string): void {
  try {
    rmdirSync(dir);
  } catch {
    // Not empty (something else was put there) or already gone: leave it.
  }
}

/** Where the shop says what became of its socket: Nest's Logger, in the API. */
export type ShareLog = Pick<Logger, 'log' | 'warn'>;

/**
 * The connection, now also served on its socket; closing it stops serving first. Where the socket
 * cannot be served (a DATA_DIR path longer than a socket path may be, say), the shop runs without
 * it and says why.
 */
export async function shareEmbeddedDatabase(connection: DatabaseConnection, dataDir: string, log: ShareLog): Promise<DatabaseConnection> {
  if (!connection.pglite) return connection;
  let shared: SharedDatabase;
  try {
    shared = await serveEmbeddedDatabase(connection.pglite, dataDir, { onWarning: (message) => log.warn(message) });
  } catch (error) {
    log.warn(
      `The embedded database is not shared with npm run studio: cannot serve it at ${embeddedSocketDir(dataDir)} (${(error as Error).message})`,
    );
    return connection;
  }
  log.log(`Sharing the embedded database with npm run studio on ${shared.path} (SHARE_EMBEDDED_DATABASE=false turns this off)`);
  return {
    ...connection,
    close: async () => {
      await shared.close();
      await connection.close();
    },
  };
}

/**
 * The socket of a process serving the embedded database of `dataDir` (the running shop, or
 * another `npm run studio`), or undefined when none answers there. A socket file left by a
 * process that was killed refuses connections: that is no running shop.
 */
export async function findSharedDatabase(dataDir: string): Promise<{ dir: string; path: string } | undefined> {
  const dir = embeddedSocketDir(dataDir);
  const path = join(dir, EMBEDDED_SOCKET_FILE);
  if (!existsSync(path)) return undefined;
  const probe = connect(path);
  const answered = once(probe, 'connect').then(() => ({ dir, path }));
  return answered.catch(() => undefined).finally(() => probe.destroy());
}

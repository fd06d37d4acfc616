// The server the browser tests drive: the built API (serving the built storefront) on a fresh
// database: a new database on TEST_DATABASE_URL's server when set, else a temporary PGlite
// directory. Both are removed when the server stops.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const port = process.argv[2] ?? '4310';
// E2E_DATA_DIR (set by apps/web-e2e/playwright.config.ts) lets the tests read what the server
// writes there: the mail it sends as .eml files, with no SMTP_URL.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'shop-e2e-'));
mkdirSync(dataDir, { recursive: true });
const env = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // The browser tests submit far more often than a visitor would.
  RATE_LIMIT_CONTACT: '0',
  RATE_LIMIT_NOTIFY: '0',
  RATE_LIMIT_ORDER: '0',
  RATE_LIMIT_UNSUBSCRIBE: '0',
};
delete env.DATABASE_URL;

let dropDatabase = async () => undefined;
if (process.env.TEST_DATABASE_URL) {
  // The port too: the browser tests start two servers at once (the drop tests have their own).
  const name = `shop_e2e_${port}_${Date.now().toString(36)}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  dropDatabase = () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
}

const server = spawn(process.execPath, ['dist/api/apps/api/src/main.js'], { env, stdio: 'inherit' });
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', async (code) => {
  await dropDatabase().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ConfigError } from '@shop/api/config';
import { startServer, StartupError } from '../src/app/start-server';

const WORKSPACE_ROOT = resolve(__dirname, '../../..');

/** One embedded database for these tests: created once, it opens in a fraction of the time. */
const DATA_DIR = mkdtempSync(join(tmpdir(), 'shop-start-'));

/** What an operator's environment would hold, API only. */
function env(extra: Record<string, string> = {}): Record<string, string> {
  return { HOST: '127.0.0.1', PORT: '0', WEB_DIR: 'none', LOG_LEVEL: 'silent', DATA_DIR, ...extra };
}

async function startupMessage(environment: Record<string, string>): Promise<string> {
  const started = await startServer(environment).then(
    async (server) => {
      await server.app.close();
      return undefined;
    },
    (error: unknown) => error,
  );
  expect(started).toBeInstanceOf(StartupError);
  return (started as StartupError).message;
}

function listen(server: Server, host = '127.0.0.1'): Promise<number> {
  return new Promise((done) => server.listen(0, host, () => done((server.address() as { port: number }).port)));
}

describe('start-up failures an operator can fix', () => {
  it('names PORT when the port is taken', async () => {
    const holder = createServer();
    const port = await listen(holder);
    try {
      expect(await startupMessage(env({ PORT: String(port) }))).toBe(
        `PORT ${port} is already in use on 127.0.0.1: stop the process that holds it, or set PORT to a free port`,
      );
    } finally {
      holder.close();
    }
  }, 120_000);

  it('names HOST when it is not an address of this machine', async () => {
    // 192.0.2.0/24 is TEST-NET-1: documentation only, never a local address.
    expect(await startupMessage(env({ HOST: '192.0.2.1' }))).toBe(
      "HOST 192.0.2.1 is not an address of this machine: use 0.0.0.0 (every interface), 127.0.0.1, or one of this machine's addresses",
    );
  }, 120_000);

  it('names HOST when the hostname does not resolve', async () => {
    // .invalid never resolves (RFC 2606).
    expect(await startupMessage(env({ HOST: 'shop.invalid' }))).toBe(
      'HOST shop.invalid does not resolve to an address: use an IP address or a hostname this machine knows',
    );
  }, 120_000);

  it('names DATABASE_URL when PostgreSQL cannot be reached', async () => {
    const probe = createServer();
    const port = await listen(probe);
    await new Promise((done) => probe.close(done));
    expect(await startupMessage(env({ DATABASE_URL: `postgresql://shop:secret@127.0.0.1:${port}/shop` }))).toBe(
      `DATABASE_URL: cannot reach PostgreSQL at 127.0.0.1:${port} (ECONNREFUSED): start the server or correct the URL`,
    );
  }, 120_000);

  it('names DATABASE_URL when the database in it does not exist', async () => {
    // A server that answers every connection as PostgreSQL does for an unknown database: FATAL 3D000.
    const message = Buffer.from('SFATAL\0C3D000\0Mdatabase "shop" does not exist\0\0');
    const header = Buffer.alloc(5);
    header.write('E');
    header.writeInt32BE(message.length + 4, 1);
    const server = createServer((client) =>
      client.once('data', () => client.end(Buffer.concat([header, message]))).on('error', () => undefined),
    );
    const port = await listen(server);
    try {
      expect(await startupMessage(env({ DATABASE_URL: `postgresql://shop@127.0.0.1:${port}/shop?sslmode=disable` }))).toBe(
        `DATABASE_URL: the database named in the URL does not exist on 127.0.0.1:${port}: create it first`,
      );
    } finally {
      server.close();
    }
  }, 120_000);

  it('says which process holds the embedded database', async () => {
    const environment = env({ DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-start-')) });
    // The parent process (the test runner) is alive and is not this process: it "holds" the lock.
    writeFileSync(join(environment['DATA_DIR'], 'pglite.lock'), String(process.ppid));
    expect(await startupMessage(environment)).toMatch(
      new RegExp(`^The embedded database in .*pglite is in use by process ${process.ppid}\\. Stop that process first`),
    );
  }, 120_000);

  it('refuses bad settings before opening anything', async () => {
    await expect(startServer(env({ TRUST_PROXY: 'yes', HOST: 'no host' }))).rejects.toBeInstanceOf(ConfigError);
  });
});

describe('node dist/api/apps/api/src/main.js, as npm start runs it', () => {
  /** main.ts through tsx with the flags of package.json's start script, in a directory of its own. */
  function runMain(cwd: string, environment: Record<string, string>) {
    const startScript: string = require(join(WORKSPACE_ROOT, 'package.json')).scripts.start;
    const nodeFlags = startScript
      .slice(startScript.lastIndexOf('node ') + 'node '.length)
      .split(' ')
      .filter((arg) => arg.startsWith('--'));
    return spawnSync(
      process.execPath,
      [
        ...nodeFlags,
        join(WORKSPACE_ROOT, 'node_modules/tsx/dist/cli.mjs'),
        '--tsconfig',
        join(WORKSPACE_ROOT, 'tsconfig.base.json'),
        join(WORKSPACE_ROOT, 'apps/api/src/main.ts'),
      ],
      { cwd, env: { PATH: process.env['PATH'], HOME: process.env['HOME'], ...environment }, encoding: 'utf8', timeout: 60_000 },
    );
  }

  it('prints one line per bad value, without a stack trace, and exits 1', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'shop-main-'));
    const result = runMain(cwd, { TRUST_PROXY: 'yes', HOST: 'my shop', PORT: '99999' });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    // Node itself says when there is no .env to read; that line is not the shop's.
    const lines = result.stderr
      .trim()
      .split('\n')
      .filter((line) => !line.endsWith('not found. Continuing without it.'));
    expect(lines).toEqual([
      'Invalid configuration:',
      '  - PORT must be a whole number from 0 to 65535 (got "99999")',
      '  - HOST must be an IP address (such as 0.0.0.0, ::, 127.0.0.1) or a hostname (got "my shop")',
      expect.stringMatching(/^ {2}- TRUST_PROXY must be true, false, or a comma-separated list .* \(got "yes"\)$/),
      // Whether the storefront is built is asked of the disk once every value is known.
      '  - WEB_DIR: the storefront is not built (dist/apps/web/index.html is missing): run `npm run build` first, or set WEB_DIR=none to serve the API alone',
    ]);
  }, 120_000);

  it('reads .env from the working directory, the real environment winning', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'shop-main-'));
    writeFileSync(join(cwd, '.env'), "# the operator's file\nTRUST_PROXY=from-dotenv\nPORT=from-dotenv\nWEB_DIR=none\n");
    const result = runMain(cwd, { PORT: 'from-environment' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('TRUST_PROXY must be true, false, or a comma-separated list');
    expect(result.stderr).toContain('(got "from-dotenv")');
    expect(result.stderr).toContain('PORT must be a whole number from 0 to 65535 (got "from-environment")');
    expect(result.stderr).not.toContain('WEB_DIR');
  }, 120_000);
});

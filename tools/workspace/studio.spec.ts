import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
/** DATA_DIR's embedded database, and the socket a process serving it listens on. */
const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');
const socketOf = (dataDir: string) => join(dataDir, 'pglite.socket', '.s.PGSQL.5432');

/*
 * `npm run studio` on the embedded database, as staff run it, with real Prisma Studio: where a
 * process already serves the database (the running shop, or another Studio), it connects to that
 * socket; where none answers, it opens the data directory itself and serves it the same way.
 * Studio's own HTTP endpoint (/bff, what its page calls) runs the queries, so what it answers is
 * what Studio shows. The API's side of the socket is tested in apps/api/test/shared-database.spec.ts.
 */

interface Studio {
  child: ChildProcess;
  port: number;
  output: () => string;
}

function freePort(): Promise<number> {
  return new Promise((found, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? found(address.port) : fail(new Error('no port'))));
    });
  });
}

/** `npm run studio` in a process group of its own (so Ctrl+C can be sent to all of it), once Studio answers. */
async function startStudio(dataDir: string): Promise<Studio> {
  const port = await freePort();
  // DATABASE_URL empty: the embedded database, whatever a developer's .env says.
  const child = spawn('npm', ['run', '--silent', 'studio'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, STUDIO_PORT: String(port) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 150_000;
  while (!output.includes('Prisma Studio is running at')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`npm run studio did not start:\n${output}`);
    await new Promise((done) => setTimeout(done, 250));
  }
  return { child, port, output: () => output };
}

/** Ctrl+C, as staff stop it; resolves once every process of the group has exited. */
async function stopStudio(studio: Studio): Promise<void> {
  if (studio.child.exitCode !== null || studio.child.signalCode !== null) return;
  const exited = new Promise((done) => studio.child.once('exit', done));
  process.kill(-(studio.child.pid as number), 'SIGINT');
  await exited;
}

/** One SQL statement through Studio's server, as its page sends them. */
async function studioQuery(studio: Studio, sql: string): Promise<Record<string, unknown>[]> {
  const res = await fetch(`http://127.0.0.1:${studio.port}/bff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ procedure: 'query', query: { sql, parameters: [] } }),
  });
  const [error, rows] = (await res.json()) as [unknown, Record<string, unknown>[]];
  if (error) throw new Error(`Studio answered an error: ${JSON.stringify(error)}`);
  return rows;
}

const TABLES = "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1";

describe('npm run studio on the embedded database', () => {
  const started: Studio[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((studio) => stopStudio(studio).catch(() => undefined)));
  }, 60_000);

  it('opens the data directory itself when nothing serves it, and a second Studio joins it on its socket', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-studio-'));
    const first = await startStudio(dataDir);
    started.push(first);
    expect(first.output()).toContain(`No shop is running on ${pgliteDir(dataDir)}: Studio opens the embedded database itself`);
    expect((await studioQuery(first, TABLES)).map((row) => row['table_name'])).toEqual(
      expect.arrayContaining(['_prisma_migrations', 'contact_messages', 'mail_outbox', 'order_lines', 'orders', 'subscribers']),
    );
    expect(statSync(socketOf(dataDir)).mode & 0o777).toBe(0o600);

    const second = await startStudio(dataDir);
    started.push(second);
    expect(second.output()).toContain(`The running shop (or another npm run studio) serves the embedded database (${pgliteDir(dataDir)})`);
    await studioQuery(
      second,
      "INSERT INTO subscribers (id, email, updated_at) VALUES (gen_random_uuid(), 'seen-twice@example.com', now())",
    );
    expect(await studioQuery(first, "SELECT email FROM subscribers WHERE email = 'seen-twice@example.com'")).toEqual([
      { email: 'seen-twice@example.com' },
    ]);

    // The one that opened the directory closes it, socket and lock included.
    await stopStudio(second);
    await stopStudio(first);
    expect(existsSync(socketOf(dataDir))).toBe(false);
    expect(existsSync(`${pgliteDir(dataDir)}.lock`)).toBe(false);
  }, 400_000);

  it('knows a socket file left by a killed process for what it is, and opens the data directory itself', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-studio-'));
    // A process that served the socket and was killed (kill -9): its file stays, nothing answers.
    const holder = spawn(process.execPath, [
      '-e',
      `const socket = ${JSON.stringify(socketOf(dataDir))};
       require('node:fs').mkdirSync(require('node:path').dirname(socket), { mode: 0o700 });
       require('node:net').createServer().listen(socket, () => console.log('listening'));`,
    ]);
    await new Promise((done, fail) => {
      holder.stdout.once('data', done);
      holder.once('exit', (code) => fail(new Error(`the socket holder exited (${code}) before listening`)));
    });
    const killed = new Promise((done) => holder.once('exit', done));
    holder.kill('SIGKILL');
    await killed;
    expect(existsSync(socketOf(dataDir))).toBe(true);

    const studio = await startStudio(dataDir);
    started.push(studio);
    expect(studio.output()).toContain(`No shop is running on ${pgliteDir(dataDir)}`);
    expect((await studioQuery(studio, TABLES)).map((row) => row['table_name'])).toContain('orders');
  }, 300_000);

  it('stops Studio when its script alone is killed by its pid, as a supervisor does', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-studio-'));
    const studio = await startStudio(dataDir);
    started.push(studio);
    const script = execFileSync('pgrep', ['-g', String(studio.child.pid), '-f', '^node .*tools/scripts/studio.ts'], { encoding: 'utf8' });
    process.kill(Number(script.trim()), 'SIGTERM');
    await new Promise((done) => {
      studio.child.once('exit', done);
      setTimeout(done, 10_000);
    });
    const answer = () =>
      fetch(`http://127.0.0.1:${studio.port}/`).then(
        () => 'answers',
        () => 'closed',
      );
    const deadline = Date.now() + 10_000;
    while ((await answer()) === 'answers' && Date.now() < deadline) await new Promise((done) => setTimeout(done, 250));
    expect(await answer()).toBe('closed');
    expect(existsSync(`${pgliteDir(dataDir)}.lock`)).toBe(false);
  }, 300_000);

  it('serves Studio on 127.0.0.1 where no socket can be made (a DATA_DIR path too long for one)', async () => {
    // A Unix socket's path is at most about 107 bytes.
    const dataDir = join(mkdtempSync(join(tmpdir(), 'shop-studio-')), 'x'.repeat(100));
    const studio = await startStudio(dataDir);
    started.push(studio);
    expect(studio.output()).toContain(`No shop is running on ${pgliteDir(dataDir)}`);
    expect(studio.output()).toContain('serving Studio on 127.0.0.1 instead');
    expect((await studioQuery(studio, TABLES)).map((row) => row['table_name'])).toContain('orders');
  }, 300_000);
});

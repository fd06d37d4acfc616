import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');

/**
 * `nx run api:serve`, the API half of `npm run dev`: a change to a source file restarts the server
 * on the new build. The "change" here touches a file's time only, so the sources stay as they are.
 */
describe('api:serve (watch mode)', () => {
  const out = `tmp/serve-api-test-${process.pid}`;
  let watcher: ChildProcess;
  let output = '';

  afterAll(async () => {
    if (watcher && watcher.exitCode === null) {
      const exited = new Promise((done) => watcher.once('exit', done));
      watcher.kill('SIGTERM');
      await exited;
    }
    rmSync(join(ROOT, out), { recursive: true, force: true });
    // The server drains and closes its database on SIGTERM: on a loaded 2-core machine that took
    // past Jest's 5 s default for a hook (CI, with a benchmark running beside it).
  }, 60_000);

  const waitFor = (pattern: RegExp, count: number, timeoutMs: number) =>
    new Promise<void>((done, fail) => {
      const started = Date.now();
      const poll = setInterval(() => {
        if ((output.match(new RegExp(pattern, 'g')) ?? []).length >= count) {
          clearInterval(poll);
          done();
        } else if (Date.now() - started > timeoutMs || watcher.exitCode !== null) {
          clearInterval(poll);
          fail(new Error(`no ${count}× ${pattern} within ${timeoutMs} ms:\n${output}`));
        }
      }, 100);
    });

  it('starts the API, and restarts it on the new build when a source file changes', async () => {
    watcher = spawn(process.execPath, [join(ROOT, 'tools/scripts/serve-api.mjs'), `--out=${out}`], {
      cwd: ROOT,
      env: {
        PATH: process.env['PATH'],
        HOME: process.env['HOME'],
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-serve-')),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    watcher.stdout?.on('data', (chunk) => (output += chunk));
    watcher.stderr?.on('data', (chunk) => (output += chunk));

    // Generous waits: compiling and starting take 75 s on a 2-core machine at load 20 (seen in CI).
    await waitFor(/Shop listening on http:\/\/localhost:\d+/, 1, 180_000);
    expect(output).toContain('(pglite)');
    const firstBuild = statSync(join(ROOT, out, 'libs/shared/contract/src/lib/limits.js')).mtimeMs;

    const source = join(ROOT, 'libs/shared/contract/src/lib/limits.ts');
    utimesSync(source, statSync(source).atime, new Date());
    await waitFor(/Shop listening on http:\/\/localhost:\d+/, 2, 180_000);
    expect(output).toMatch(/\[api:serve\] libs\/shared\/.*limits\.ts changed: compiled \d+ files/);
    expect(statSync(join(ROOT, out, 'libs/shared/contract/src/lib/limits.js')).mtimeMs).toBeGreaterThan(firstBuild);
    // the old server released the embedded database before the new one opened it
    expect(output).not.toContain('is in use by process');
  }, 380_000);
});

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The production build the fault tests drive: `npx nx run api:build` makes it. */
export const WORKSPACE_ROOT = resolve(__dirname, '../../../..');
export const API_MAIN = join(WORKSPACE_ROOT, 'dist/api/apps/api/src/main.js');
export const COOKIE_SECRET = 'fault-tests-cookie-secret-0123456789abcdef';

export interface ApiProcess {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Resolves once the process has ended, with how it ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the process printed, for failure messages. */
  output(): string;
  /** Sends a signal and waits (bounded) for the exit. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running = new Set<ChildProcess>();
// A test that throws must not leave a server behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Kills whatever a test started and did not stop; call from afterAll/afterEach. */
export async function killAll(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((done) => {
          child.once('exit', () => done());
          child.kill('SIGKILL');
          setTimeout(done, 2_000).unref();
        }),
    ),
  );
}

/**
 * Starts `node dist/api/apps/api/src/main.js` as production does, on a port the OS picks, and
 * waits until it listens. The environment is built from scratch so nothing of the test
 * runner's (DATABASE_URL, REDIS_URL...) leaks in unasked. Starting includes migrating (the
 * WebAssembly schema engine; on PGlite a WebAssembly database too): seconds on a quiet machine,
 * but more than 30 s on a 2-core machine loaded fifteen-fold, hence the minute.
 */
export async function startApi(env: Record<string, string>, timeoutMs = 60_000): Promise<ApiProcess> {
  if (!existsSync(API_MAIN)) throw new Error(`${API_MAIN} is missing: run \`npx nx run api:build\` first`);
  const child = spawn(process.execPath, [API_MAIN], {
    cwd: WORKSPACE_ROOT,
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? '/tmp',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      COOKIE_SECRET,
      PUBLIC_URL: 'http://127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_CONTACT: '0',
      RATE_LIMIT_NOTIFY: '0',
      RATE_LIMIT_ORDER: '0',
      RATE_LIMIT_UNSUBSCRIBE: '0',
      // No mail is sent (nor an .eml file written into the checkout) unless a test asks for it.
      MAIL_SENDER: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      done({ code, signal });
    });
  });

  const port = await new Promise<number>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`API did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on http:\/\/[^:]+:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done(Number(match[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      fail(new Error(`API exited (code ${code}, signal ${signal}) before listening:\n${output}`));
    });
  });

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid ?? 0,
    child,
    exited,
    output: () => output,
    stop: async (signal: NodeJS.Signals = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timeout = new Promise<never>((_, fail) =>
        setTimeout(() => fail(new Error(`API did not exit within 15 s of ${signal}:\n${output}`)), 15_000).unref(),
      );
      return Promise.race([exited, timeout]);
    },
  };
}

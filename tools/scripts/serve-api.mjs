// `nx run api:serve` (and the API half of `npm run dev`): the API in watch mode. It compiles the
// sources as the production build does (SWC, decorator metadata) into tmp/dev-api, runs the
// server from there, and on every change to a source file or a migration compiles again and
// restarts it: the old process stops (SIGTERM: it finishes its requests and releases the embedded
// database) before the new one starts. A change that does not compile leaves the running server
// alone and says why. WEB_DIR defaults to none: in development Vite serves the storefront.
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_SOURCES, buildApi } from './build-api.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// --out=tmp/... puts the build elsewhere (the tests do); it must stay inside the workspace, where
// node_modules is found.
const outDir = join(root, process.argv.find((arg) => arg.startsWith('--out='))?.slice('--out='.length) ?? 'tmp/dev-api');
const WATCHED = [...API_SOURCES, 'prisma/migrations'];
/** Editors write a file in several steps; one restart per burst of changes. */
const SETTLE_MS = 150;
const STOP_TIMEOUT_MS = 15_000;

const say = (message) => console.log(`[api:serve] ${message}`);
let server;
let queue = Promise.resolve();
let timer;
let closing = false;

function stopServer() {
  const running = server;
  server = undefined;
  if (!running || running.exitCode !== null || running.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const kill = setTimeout(() => running.kill('SIGKILL'), STOP_TIMEOUT_MS);
    running.once('exit', () => {
      clearTimeout(kill);
      done();
    });
    running.kill('SIGTERM');
  });
}

async function rebuildAndRestart(reason) {
  try {
    const count = await buildApi(outDir);
    say(`${reason}: compiled ${count} files`);
  } catch (error) {
    say(`${reason}: does not compile, the server keeps running the last build:\n${error.message ?? error}`);
    return;
  }
  await stopServer();
  if (closing) return;
  const child = spawn(process.execPath, ['--enable-source-maps', join(outDir, 'apps/api/src/main.js')], {
    cwd: root,
    stdio: 'inherit',
    env: { WEB_DIR: 'none', ...process.env },
  });
  server = child;
  child.once('exit', (code, signal) => {
    // Ctrl+C reaches the server and this process together: give our own handler a moment first.
    setTimeout(() => {
      if (server === child && !closing) say(`the server stopped (${signal ?? `exit ${code}`}); it starts again at the next change`);
    }, 200);
  });
}

function schedule(reason) {
  clearTimeout(timer);
  timer = setTimeout(() => {
    queue = queue.then(() => rebuildAndRestart(reason));
  }, SETTLE_MS);
}

for (const dir of WATCHED) {
  watch(join(root, dir), { recursive: true }, (_event, file) => {
    if (!file || !/\.(ts|sql)$/.test(file) || /\.(spec|test)\.ts$/.test(file)) return;
    schedule(`${join(dir, file)} changed`);
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    closing = true;
    clearTimeout(timer);
    queue.then(stopServer).then(() => process.exit(0));
  });
}

say(`watching ${WATCHED.join(', ')}`);
schedule('start');

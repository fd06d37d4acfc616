import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app';

/** A stand-in for the built storefront, so these tests do not depend on a web build. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'shop-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  const js = 'console.log("storefront");'.repeat(100);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), js);
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), require('node:zlib').brotliCompressSync(js));
  writeFileSync(join(dir, 'assets', 'index-abc123.js.gz'), require('node:zlib').gzipSync(js));
  return dir;
}

describe('one server, one port', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ WEB_DIR: fakeWebBuild() });
  }, 60_000);
  afterAll(() => t.close());

  it('answers liveness and readiness', async () => {
    await request(t.server).get('/api/health').expect(200);
    const ready = await request(t.server).get('/api/health/ready').expect(200);
    expect(ready.body.details.database.status).toBe('up');
  });

  it('serves index.html, uncached, for any non-/api path so the client renders its own routes', async () => {
    for (const path of ['/', '/blog/keto-mistakes', '/no/such/page']) {
      const res = await request(t.server).get(path).expect(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('<div id="root">');
    }
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await request(t.server).get('/api/no-such-thing').expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'No API route matches GET /api/no-such-thing.' });
  });

  it('serves hashed assets compressed and cacheable for a year', async () => {
    const br = await request(t.server).get('/assets/index-abc123.js').set('Accept-Encoding', 'br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await request(t.server).get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
  });
});

describe('the database', () => {
  it('keeps a row written before a restart (embedded, on disk)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-data-'));
    const onDisk = (config: Parameters<NonNullable<Parameters<typeof createTestApp>[1]>>[0]) =>
      ({ ...config, database: { kind: 'pglite' as const, dataDir } });
    const first = await createTestApp({}, onDisk);
    await first.prisma.subscriber.create({ data: { email: 'restart@example.com' } });
    await first.close();

    const second = await createTestApp({}, onDisk);
    try {
      expect(await second.prisma.subscriber.count({ where: { email: 'restart@example.com' } })).toBe(1);
    } finally {
      await second.close();
    }
  }, 60_000);
});

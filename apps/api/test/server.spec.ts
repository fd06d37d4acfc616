import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from './testing/test-app';
import { fixtureWebBuild } from './testing/web-build';

describe('one server, one port', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ WEB_DIR: fixtureWebBuild() });
  }, 60_000);
  afterAll(() => t.close());

  it('answers liveness and readiness', async () => {
    await request(t.server).get('/api/health').expect(200);
    const ready = await request(t.server).get('/api/health/ready').expect(200);
    expect(ready.body.details.database.status).toBe('up');
  });

  it('serves the storefront beside the API: its pages on every other path', async () => {
    const res = await request(t.server).get('/').expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('<h1>Decadence, Reimagined for Keto</h1>');
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await request(t.server).get('/api/no-such-thing').expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'No API route matches GET /api/no-such-thing.' });
  });
});

describe('the database', () => {
  it('keeps a row written before a restart (embedded, on disk)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-data-'));
    const onDisk = (config: Parameters<NonNullable<Parameters<typeof createTestApp>[1]>>[0]) => ({
      ...config,
      database: { kind: 'pglite' as const, dataDir },
    });
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

import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import request from 'supertest';
import { line, order } from './support/payloads';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The Redis used for the shared-counter test: REDIS_TEST_URL (CI sets it), else the default local
 * port. Like the two-process fault test, it needs a Redis (every project machine runs one; README
 * says how to start one); without it the test fails and says why rather than passing unrun.
 */
async function findRedis(): Promise<string> {
  const url = process.env['REDIS_TEST_URL'] ?? 'redis://127.0.0.1:6379';
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1000 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return url;
  } catch (error) {
    throw new Error(`No Redis answers at ${url} (set REDIS_TEST_URL to use another): ${(error as Error).message}`);
  } finally {
    probe.disconnect();
  }
}
const LIMITS = { RATE_LIMIT_NOTIFY: '3', RATE_LIMIT_CONTACT: '2', RATE_LIMIT_ORDER: '4' };

async function expectLimit(t: TestApp, path: string, body: () => object, limit: number, ip?: string): Promise<request.Response> {
  const send = () => {
    const req = request(t.server).post(path);
    if (ip) req.set('X-Forwarded-For', ip);
    return req.send(body());
  };
  for (let i = 0; i < limit; i++) await send().expect(201);
  const refused = await send().expect(429);
  expect(refused.body).toEqual({
    statusCode: 429,
    error: 'Too Many Requests',
    message: 'Too many requests from your address. Please wait a minute and try again.',
  });
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  return refused;
}

let n = 0;
const email = () => ({ email: `rate${n++}@example.com` });
const message = () => ({ name: 'Ada', email: 'ada@example.com', message: `hello ${n++}` });
const anOrder = () => order(line(n++ % 12, 'dozen', 1));

describe('rate limits in memory, per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...LIMITS, TRUST_PROXY: 'true' });
  }, 60_000);
  afterAll(() => t.close());

  it('answers the request over the notify limit with 429 and Retry-After, storing nothing', async () => {
    await expectLimit(t, '/api/notify', email, 3, '203.0.113.1');
    const before = await t.prisma.subscriber.count();
    await request(t.server).post('/api/notify').set('X-Forwarded-For', '203.0.113.1').send({ email: 'late@example.com' }).expect(429);
    expect(await t.prisma.subscriber.count()).toBe(before);
  });

  it('counts contact and orders separately, each with its own limit', async () => {
    await expectLimit(t, '/api/contact', message, 2, '203.0.113.1');
    await expectLimit(t, '/api/order', anOrder, 4, '203.0.113.1');
  });

  it('counts each client address separately (X-Forwarded-For honoured because the proxy is trusted)', async () => {
    await expectLimit(t, '/api/notify', email, 3, '203.0.113.2');
  });

  it('does not limit reading the order list', async () => {
    for (let i = 0; i < 6; i++) await request(t.server).get('/api/orders').set('X-Forwarded-For', '203.0.113.1').expect(200);
  });
});

describe('rate limits without a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...LIMITS, RATE_LIMIT_CONTACT: '0' });
  }, 60_000);
  afterAll(() => t.close());

  it('ignores X-Forwarded-For, so a client cannot dodge the limit by inventing addresses', async () => {
    for (let i = 0; i < 3; i++) {
      await request(t.server).post('/api/notify').set('X-Forwarded-For', `198.51.100.${i}`).send(email()).expect(201);
    }
    await request(t.server).post('/api/notify').set('X-Forwarded-For', '198.51.100.99').send(email()).expect(429);
  });

  it('turns a limit off with 0', async () => {
    for (let i = 0; i < 15; i++) await request(t.server).post('/api/contact').send(message()).expect(201);
  });
});

describe('rate limits in Redis', () => {
  it('shares one count between two API processes', async () => {
    const redisUrl = await findRedis();
    const prefix = `shop-test:${randomBytes(6).toString('hex')}:`;
    const env = { ...LIMITS, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix };
    const first = await createTestApp(env);
    const second = await createTestApp(env);
    const redis = new Redis(redisUrl);
    try {
      await request(first.server).post('/api/notify').send(email()).expect(201);
      await request(second.server).post('/api/notify').send(email()).expect(201);
      await request(first.server).post('/api/notify').send(email()).expect(201);
      const refused = await request(second.server).post('/api/notify').send(email()).expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await redis.keys(`*${prefix}*`)).length).toBeGreaterThan(0);
    } finally {
      const keys = await redis.keys(`*${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
      await first.close();
      await second.close();
    }
  }, 60_000);

  it('lets requests through, promptly, when Redis does not answer', async () => {
    const t = await createTestApp({ ...LIMITS, REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      for (let i = 0; i < 5; i++) {
        const started = Date.now();
        await request(t.server).post('/api/notify').send(email()).expect(201);
        expect(Date.now() - started).toBeLessThan(2000);
      }
    } finally {
      await t.close();
    }
  }, 60_000);
});

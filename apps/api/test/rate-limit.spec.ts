import { createHmac, randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import request from 'supertest';
import { line, order } from './testing/payloads';
import { createTestApp, type TestApp } from './testing/test-app';

/**
 * The Redis for the shared-counter test. `npm test` finds or starts one and passes it as
 * REDIS_TEST_URL (tools/scripts/test-services.mjs); when there is none it leaves the variable
 * unset, this block is skipped, and the runner prints why and how to enable it.
 */
const REDIS_TEST_URL = process.env['REDIS_TEST_URL'] ?? '';
const describeWithRedis = REDIS_TEST_URL ? describe : describe.skip;

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

  it("refuses a forged cross-site POST before it counts against the address's limit", async () => {
    for (let i = 0; i < 5; i++) {
      await request(t.server)
        .post('/api/notify')
        .set('X-Forwarded-For', '203.0.113.3')
        .set('Origin', 'https://evil.example')
        .send(email())
        .expect(403);
    }
    await expectLimit(t, '/api/notify', email, 3, '203.0.113.3');
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

/** An unsubscribe token signed as the API signs the links of its mail (subscription-token.ts). */
function unsubscribeToken(app: TestApp, subscriptionId: string): string {
  const key = createHmac('sha256', app.config.cookieSecret as string)
    .update('subscription-links-v1')
    .digest();
  const payload = Buffer.from(JSON.stringify({ s: subscriptionId, p: 'unsubscribe' })).toString('base64url');
  return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
}

describe('one-click unsubscribe has a limit of its own', () => {
  const ONE_CLICK = '/api/subscriptions/unsubscribe';
  let t: TestApp;
  beforeAll(async () => {
    // RATE_LIMIT_UNSUBSCRIBE left blank: its default is what is under test.
    t = await createTestApp({ RATE_LIMIT_NOTIFY: '10', RATE_LIMIT_UNSUBSCRIBE: '' });
  }, 60_000);
  afterAll(() => t.close());

  it('takes 500 RFC 8058 POSTs from one mail provider address in a minute, and notify keeps its own limit', async () => {
    const emails = Array.from({ length: 500 }, (_, i) => `leaver${i}@example.com`);
    await t.prisma.subscriber.createMany({
      data: emails.map((email) => ({ email, list: 'drop', status: 'confirmed', confirmedAt: new Date() })),
    });
    const rows = await t.prisma.subscriber.findMany({ where: { email: { in: emails } }, select: { id: true } });
    const started = Date.now();
    const statuses: number[] = [];
    // Ten at a time, as a provider's few senders would, all from the socket address 127.0.0.1.
    for (let i = 0; i < rows.length; i += 10) {
      const batch = rows.slice(i, i + 10).map(({ id }) =>
        request(t.server)
          .post(`${ONE_CLICK}?token=${unsubscribeToken(t, id)}`)
          .type('form')
          .send('List-Unsubscribe=One-Click'),
      );
      statuses.push(...(await Promise.all(batch)).map((res) => res.status));
    }
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(await t.prisma.subscriber.count({ where: { email: { in: emails }, status: 'unsubscribed' } })).toBe(500);

    await expectLimit(t, '/api/notify', email, 10);
  }, 60_000);

  it('is RATE_LIMIT_UNSUBSCRIBE per minute per address, and answers 429 over it', async () => {
    const limited = await createTestApp({ RATE_LIMIT_UNSUBSCRIBE: '3' });
    try {
      const [row] = await limited.prisma.subscriber.createManyAndReturn({
        data: [{ email: 'twice@example.com', list: 'drop', status: 'confirmed' }],
      });
      const token = unsubscribeToken(limited, row.id);
      for (let i = 0; i < 3; i++) await request(limited.server).post(`${ONE_CLICK}?token=${token}`).send({}).expect(200);
      const refused = await request(limited.server).post(`${ONE_CLICK}?token=${token}`).send({}).expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  }, 60_000);
});

describeWithRedis('rate limits in Redis', () => {
  it('shares one count between two API processes', async () => {
    const prefix = `shop-test:${randomBytes(6).toString('hex')}:`;
    const env = { ...LIMITS, REDIS_URL: REDIS_TEST_URL, REDIS_KEY_PREFIX: prefix };
    const first = await createTestApp(env);
    const second = await createTestApp(env);
    const redis = new Redis(REDIS_TEST_URL);
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
});

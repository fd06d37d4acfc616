import { createHmac } from 'node:crypto';
import { LifecycleService } from '@shop/api/health';
import request from 'supertest';
import { createApiDocument } from '../src/app/api-docs';
import { line, order } from './testing/payloads';
import { createTestApp, type TestApp } from './testing/test-app';

// Every status the API answers with carries the reason phrase HTTP gives it as `error`, produced
// here through HTTP one by one: the catalogue the error filter (libs/api/http) makes.

const ADMIN_TOKEN = 'n'.repeat(40);
const NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_TOKEN, RATE_LIMIT_NOTIFY: '1' });
}, 60_000);
afterAll(() => t.close());

const admin = (path: string, body: object, token = ADMIN_TOKEN) =>
  request(t.server).post(path).set('Authorization', `Bearer ${token}`).send(body);
const announcement = { name: 'june-drop', list: 'drop', subject: 'The June drop', body: 'Twelve cookies.', limit: 10 };

/** A confirmation token signed with the app's key (as subscription-token.ts signs), already expired. */
function expiredConfirmation(): string {
  const key = createHmac('sha256', t.config.cookieSecret as string)
    .update('subscription-links-v1')
    .digest();
  const claims = { s: '00000000-0000-4000-8000-000000000000', p: 'confirm', n: 'x', x: Math.floor(Date.now() / 1000) - 60 };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
}

/** One request per status, in an order that leaves the app usable until the last two. */
const CASES: [status: number, what: string, send: () => request.Test][] = [
  [400, 'a bad field', () => request(t.server).post('/api/contact').send({ name: '', email: 'a@example.com', message: 'hi' })],
  [400, 'a malformed URL', () => request(t.server).get('/api/%E0%A4%A')],
  [401, 'a wrong admin token', () => admin('/api/admin/announcements', announcement, 'x'.repeat(40))],
  [403, 'a foreign Origin', () => request(t.server).post('/api/contact').set('Origin', 'https://evil.example').send({})],
  [404, 'an unknown API path', () => request(t.server).get('/api/nope')],
  [409, 'an announcement name reused with other content', () => admin('/api/admin/announcements', { ...announcement, subject: 'Another' })],
  [410, 'an expired confirmation link', () => request(t.server).post('/api/subscriptions/confirm').send({ token: expiredConfirmation() })],
  [
    413,
    'a body over 32 KiB',
    () =>
      request(t.server)
        .post('/api/contact')
        .send({ message: 'x'.repeat(40_000) }),
  ],
  [415, 'a body that is not JSON', () => request(t.server).post('/api/contact').set('Content-Type', 'text/plain').send('hi')],
  [
    422,
    'an order at the wrong price',
    () =>
      request(t.server)
        .post('/api/order')
        .send(order({ ...line(0, 'dozen', 1), price: 1, total: 1 })),
  ],
  [429, 'a second sign-up in the minute', () => request(t.server).post('/api/notify').send({ email: 'late@example.com' })],
  [503, 'readiness while draining', () => request(t.server).get('/api/health/ready')],
  [
    500,
    'a statement the database refuses',
    () => request(t.server).post('/api/contact').send({ name: 'Ada', email: 'ada@example.com', message: 'hi' }),
  ],
];

it('covers every error status the OpenAPI document promises', () => {
  const document = createApiDocument(t.app);
  const documented = new Set(
    Object.values(document.paths).flatMap((item) =>
      Object.values(item as Record<string, { responses?: Record<string, unknown> }>).flatMap((operation) =>
        Object.keys(operation.responses ?? {}).map(Number),
      ),
    ),
  );
  const errors = [...documented].filter((status) => status >= 400);
  expect(errors.length).toBeGreaterThan(5);
  expect(errors.filter((status) => !(status in NAMES))).toEqual([]);
});

it('names every status of the catalogue as HTTP does, in the one error shape', async () => {
  // What the cases need: the campaign the 409 reuses, the sign-up the 429 counts over,
  // a draining process for the 503, and a table gone for the 500.
  await admin('/api/admin/announcements', announcement).expect(200);
  await request(t.server).post('/api/notify').send({ email: 'first@example.com' }).expect(201);
  const seen = new Set<number>();
  for (const [status, what, send] of CASES) {
    if (status === 503) t.app.get(LifecycleService).draining = true;
    if (status === 500) await t.prisma.$executeRawUnsafe('DROP TABLE contact_messages CASCADE');
    const res = await send();
    expect({ what, status: res.status }).toEqual({ what, status });
    expect({ what, body: res.body }).toEqual({
      what,
      body: { statusCode: status, error: NAMES[status], message: expect.stringMatching(/^[A-Z].*[.!?]$/) },
    });
    seen.add(status);
  }
  expect([...seen].sort()).toEqual(Object.keys(NAMES).map(Number).sort());
});

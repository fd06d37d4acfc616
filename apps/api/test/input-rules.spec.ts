import request from 'supertest';
import { line, order } from './testing/payloads';
import { createTestApp, type TestApp } from './testing/test-app';

// The rules every body is held to whatever its DTO (libs/api/http, input-rules.ts): text
// PostgreSQL can store, a bounded depth, and no key an object inherits.

const ADMIN_TOKEN = 'r'.repeat(40);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_TOKEN });
}, 60_000);
afterAll(() => t.close());

const post = (path: string, body: unknown, admin = false) => {
  const req = request(t.server).post(path).set('Content-Type', 'application/json');
  if (admin) req.set('Authorization', `Bearer ${ADMIN_TOKEN}`);
  return req.send(typeof body === 'string' ? body : JSON.stringify(body));
};

const stored = async () =>
  Promise.all([
    t.prisma.subscriber.count(),
    t.prisma.contactMessage.count(),
    t.prisma.order.count(),
    t.prisma.campaign.count(),
    t.prisma.mailMessage.count(),
  ]);

const contact = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Do you ship to Canada?' };
const announcement = { name: 'june-drop', list: 'drop', subject: 'The June drop', body: 'Twelve cookies.', limit: 10 };

/** Every body the API takes, valid as it stands, with whether it needs the admin token. */
const BODIES: [path: string, body: Record<string, unknown>, admin: boolean][] = [
  ['/api/notify', { email: 'fan@example.com' }, false],
  ['/api/contact', contact, false],
  ['/api/order', order(line(0, 'dozen', 1)) as unknown as Record<string, unknown>, false],
  ['/api/subscriptions/confirm', { token: 'a.b' }, false],
  ['/api/admin/announcements', announcement, true],
  ['/api/admin/erasures', { email: 'ada@example.com' }, true],
];

describe('text PostgreSQL cannot store', () => {
  it.each([
    [
      'a contact name',
      '/api/contact',
      { ...contact, name: 'Ada\u0000Lovelace' },
      false,
      'Name must not contain the NUL character (U+0000).',
    ],
    [
      'a contact message',
      '/api/contact',
      { ...contact, message: 'Hello\u0000' },
      false,
      'Message must not contain the NUL character (U+0000).',
    ],
    [
      'a contact email',
      '/api/contact',
      { ...contact, email: 'ada\u0000@example.com' },
      false,
      'Email must not contain the NUL character (U+0000).',
    ],
    ['a sign-up email', '/api/notify', { email: '\u0000fan@example.com' }, false, 'Email must not contain the NUL character (U+0000).'],
    [
      'an announcement name',
      '/api/admin/announcements',
      { ...announcement, name: 'june\u0000' },
      true,
      'Name must not contain the NUL character (U+0000).',
    ],
    [
      'an announcement subject',
      '/api/admin/announcements',
      { ...announcement, subject: 'June\u0000' },
      true,
      'Subject must not contain the NUL character (U+0000).',
    ],
    [
      'an announcement body',
      '/api/admin/announcements',
      { ...announcement, body: 'Twelve\u0000cookies.' },
      true,
      'Body must not contain the NUL character (U+0000).',
    ],
    [
      'an order line',
      '/api/order',
      { ...order({ ...line(0, 'dozen', 1), name: 'Thin\u0000Mint' }) },
      false,
      'Items.0.name must not contain the NUL character (U+0000).',
    ],
    [
      'an erasure reference',
      '/api/admin/erasures',
      { orderReferences: ['ORD-7F3K9Q2M\u0000'] },
      true,
      'OrderReferences.0 must not contain the NUL character (U+0000).',
    ],
    [
      'a contact message, as half a surrogate pair',
      '/api/contact',
      { ...contact, message: 'Cookies \ud83c!' },
      false,
      'Message must be valid Unicode text (it holds half of a surrogate pair).',
    ],
    [
      'a property name',
      '/api/contact',
      { ...contact, 'x\u0000': 1 },
      false,
      'A property name must not contain the NUL character (U+0000).',
    ],
  ])('in %s: 400 naming the field, nothing stored', async (_case, path, body, admin, message) => {
    const before = await stored();
    const res = await post(path, body, admin).expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(await stored()).toEqual(before);
  });

  it('in the one-click unsubscribe token: 400', async () => {
    const res = await request(t.server).post('/api/subscriptions/unsubscribe?token=a%00b').send({}).expect(400);
    expect(res.body.message).toBe('Token must not contain the NUL character (U+0000).');
  });

  it('keeps every other character: a whole emoji, accents, tabs and line breaks are stored as written', async () => {
    const message = 'Crème brûlée 🍪\tplease,\r\nthanks';
    await post('/api/contact', { ...contact, name: 'Zoë', message }).expect(201);
    expect(await t.prisma.contactMessage.findFirstOrThrow({ where: { name: 'Zoë' } })).toMatchObject({ message });
  });
});

describe('deeply nested bodies', () => {
  const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
  const DEPTH_MESSAGE = 'The request body nests objects and arrays more than 16 levels deep.';

  it.each(BODIES.map(([path, , admin]) => [path, admin] as const))(
    '%s: 2,000 levels is a 400, not a stack overflow',
    async (path, admin) => {
      const before = await stored();
      for (const body of [nested(2000), '{"a":'.repeat(2000) + '1' + '}'.repeat(2000), `{"email":${nested(2000)}}`]) {
        const res = await post(path, body, admin).expect(400);
        expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: DEPTH_MESSAGE });
      }
      expect(await stored()).toEqual(before);
    },
  );

  it("the limit is 16 levels: 16 reach the fields' own rules, 17 do not", async () => {
    const at = await post('/api/contact', { ...contact, name: JSON.parse(nested(15)) }).expect(400);
    expect(at.body.message).toBe('Name must be a string.');
    const over = await post('/api/contact', { ...contact, name: JSON.parse(nested(16)) }).expect(400);
    expect(over.body.message).toBe(DEPTH_MESSAGE);
  });
});

describe('keys every object inherits are unknown fields like any other', () => {
  const KEYS = ['toString', 'valueOf', 'hasOwnProperty', 'constructor', '__proto__', 'isPrototypeOf', 'prototype'];
  const withKey = (body: object, key: string) => JSON.stringify(body).replace(/^\{/, `{"${key}":"x",`);

  it.each(BODIES.flatMap(([path, body, admin]) => KEYS.map((key) => [path, key, body, admin] as const)))(
    '%s with %s: 400, nothing stored',
    async (path, key, body, admin) => {
      const before = await stored();
      const res = await post(path, withKey(body, key), admin).expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: `Property ${key} should not exist.` });
      expect(await stored()).toEqual(before);
    },
  );

  it.each(KEYS)('%s inside an order line: 400 naming the line', async (key) => {
    const body = JSON.stringify(order(line(0, 'dozen', 1))).replace('[{', `[{"${key}":"x",`);
    const res = await post('/api/order', body).expect(400);
    expect(res.body.message).toBe(`Items.0.${key} should not exist.`);
    expect(await t.prisma.order.count()).toBe(0);
  });

  it('a constructor holding a prototype, anywhere: 400 naming it', async () => {
    const res = await post('/api/contact', { ...contact, extra: { constructor: { prototype: { polluted: true } } } }).expect(400);
    expect(res.body.message).toBe('Extra.constructor should not exist.');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('in the query string too', async () => {
    const res = await request(t.server).post('/api/subscriptions/unsubscribe?token=a.b&toString=1').send({}).expect(400);
    expect(res.body.message).toBe('Property toString should not exist.');
  });

  it('a body with two problems names each in a sentence of its own', async () => {
    const res = await post('/api/contact', { ...contact, name: 7, extra: 'x' }).expect(400);
    expect(res.body.message).toBe('Property extra should not exist. Name must be a string.');
  });

  it('the valid bodies themselves still pass', async () => {
    await post('/api/notify', { email: 'fan@example.com' }).expect(201);
    await post('/api/contact', contact).expect(201);
    await post('/api/order', order(line(0, 'dozen', 1))).expect(201);
  });
});

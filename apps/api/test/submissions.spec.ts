import request from 'supertest';
import { createTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const post = (path: string, body: unknown) =>
  request(t.server)
    .post(path)
    .send(body as object);

describe('POST /api/notify', () => {
  it('stores a trimmed address and answers 201 { subscribed: true }', async () => {
    const res = await post('/api/notify', { email: '  first@example.com ' }).expect(201);
    expect(res.body).toEqual({ subscribed: true });
    const rows = await t.prisma.subscriber.findMany({ where: { email: { contains: 'first@' } } });
    expect(rows.map((r) => r.email)).toEqual(['first@example.com']);
  });

  it('answers a repeated sign-up exactly like the first, without a second row', async () => {
    const first = await post('/api/notify', { email: 'again@example.com' }).expect(201);
    const second = await post('/api/notify', { email: 'Again@Example.com' }).expect(201);
    expect(second.body).toEqual(first.body);
    expect(await t.prisma.subscriber.count({ where: { email: 'again@example.com' } })).toBe(1);
  });

  it.each([
    ['missing', {}, 'email should not be empty'],
    ['blank', { email: '   ' }, 'email should not be empty'],
    ['not an address', { email: 'not-an-email' }, 'email must be an email'],
    ['not a string', { email: 42 }, 'email must be a string'],
    [
      'longer than 254 characters',
      { email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com` },
      'email must be shorter than or equal to 254 characters',
    ],
  ])('refuses an email that is %s with 400 naming the rule, and stores nothing', async (_case, body, rule) => {
    const before = await t.prisma.subscriber.count();
    const res = await post('/api/notify', body).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.body.message.toLowerCase()).toContain(rule);
    expect(await t.prisma.subscriber.count()).toBe(before);
  });

  it('refuses unknown fields with 400', async () => {
    const res = await post('/api/notify', { email: 'x@example.com', admin: true }).expect(400);
    expect(res.body.message.toLowerCase()).toContain('property admin should not exist');
    expect(await t.prisma.subscriber.count({ where: { email: 'x@example.com' } })).toBe(0);
  });
});

describe('POST /api/contact', () => {
  const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Do you ship to Canada?' };

  it('stores the trimmed message and answers 201 { received: true }', async () => {
    const res = await post('/api/contact', { name: ' Ada ', email: ' ada@example.com ', message: '  Hello there  ' }).expect(201);
    expect(res.body).toEqual({ received: true });
    const row = await t.prisma.contactMessage.findFirstOrThrow({ where: { message: 'Hello there' } });
    expect(row).toMatchObject({ name: 'Ada', email: 'ada@example.com' });
  });

  it('accepts a name of exactly 100 and a message of exactly 5000 characters', async () => {
    await post('/api/contact', { ...valid, name: 'n'.repeat(100), message: 'm'.repeat(5000) }).expect(201);
  });

  it.each([
    ['name missing', { name: undefined }, 'name should not be empty'],
    ['name blank', { name: ' \t ' }, 'name should not be empty'],
    ['name over 100 characters', { name: 'n'.repeat(101) }, 'name must be shorter than or equal to 100 characters'],
    ['email missing', { email: undefined }, 'email should not be empty'],
    ['email blank', { email: '  ' }, 'email should not be empty'],
    ['email invalid', { email: 'ada@' }, 'email must be an email'],
    ['email over 254 characters', { email: `${'a'.repeat(250)}@x.io` }, 'email must be shorter than or equal to 254 characters'],
    ['message missing', { message: undefined }, 'message should not be empty'],
    ['message blank', { message: '\n \n' }, 'message should not be empty'],
    ['message over 5000 characters', { message: 'm'.repeat(5001) }, 'message must be shorter than or equal to 5000 characters'],
    ['message not a string', { message: ['hi'] }, 'message must be a string'],
  ])('refuses %s with 400 naming the field and rule, storing nothing', async (_case, change, rule) => {
    const before = await t.prisma.contactMessage.count();
    const res = await post('/api/contact', { ...valid, ...change }).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.body.message.toLowerCase()).toContain(rule);
    expect(await t.prisma.contactMessage.count()).toBe(before);
  });

  it('refuses unknown fields with 400', async () => {
    const res = await post('/api/contact', { ...valid, phone: '555' }).expect(400);
    expect(res.body.message.toLowerCase()).toContain('property phone should not exist');
  });
});

import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { captureOutput } from './testing/capture-output';
import { line, order } from './testing/payloads';
import { createTestApp, type TestApp } from './testing/test-app';

// Erasing a person's data through the admin API and `npm run forget`: what the privacy page promises.

const ADMIN_TOKEN = 'p'.repeat(40);
const FORGET = resolve(__dirname, '../../../tools/scripts/forget.mjs');
const SHOP_INBOX = 'kitchen@shop.example';

// Ada's address as a LIKE pattern ('_' is any one character) also matches Bea's: an erasure that
// compared with ILIKE (Prisma's mode: 'insensitive') would take Bea's rows with Ada's.
const ADA_TYPED = 'Ada_L@Example.com';
const ADA = 'ada_l@example.com';
const BEA = 'adaxl@example.com';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_TOKEN, SHOP_INBOX });
}, 60_000);
afterAll(() => t.close());

const erase = (body: object, token = ADMIN_TOKEN) =>
  request(t.server).post('/api/admin/erasures').set('Authorization', `Bearer ${token}`).send(body);

/** Everything stored, in a form a test can compare before and after. */
async function stored() {
  const [subscribers, messages, mail, orders, lines] = await Promise.all([
    t.prisma.subscriber.findMany({ select: { email: true, list: true, status: true }, orderBy: [{ email: 'asc' }, { list: 'asc' }] }),
    t.prisma.contactMessage.findMany({ select: { email: true }, orderBy: { email: 'asc' } }),
    t.prisma.mailMessage.findMany({
      select: { kind: true, toAddress: true, replyTo: true },
      orderBy: [{ kind: 'asc' }, { toAddress: 'asc' }],
    }),
    t.prisma.order.findMany({ select: { reference: true }, orderBy: { reference: 'asc' } }),
    t.prisma.orderLine.findMany({ select: { order: { select: { reference: true } } } }),
  ]);
  return { subscribers, messages, mail, orders: orders.map((o) => o.reference), lines: lines.map((l) => l.order.reference).sort() };
}

/** Places an order as a browser of its own would, and returns its reference. */
async function placeOrder(browser: ReturnType<typeof request.agent>, ...items: Parameters<typeof order>): Promise<string> {
  const res = await browser
    .post('/api/order')
    .send(order(...items))
    .expect(201);
  return res.body.reference;
}

let adaOrders: string[];
let beaOrder: string;

describe('POST /api/admin/erasures', () => {
  beforeAll(async () => {
    // Ada signs up to both lists (as she types her address), leaves the newsletter, writes, and orders twice.
    await request(t.server).post('/api/notify').send({ email: ADA_TYPED }).expect(201);
    await request(t.server).post('/api/notify').send({ email: ADA_TYPED, list: 'newsletter' }).expect(201);
    await t.prisma.subscriber.update({
      where: { email_list: { email: ADA, list: 'newsletter' } },
      data: { status: 'unsubscribed', unsubscribedAt: new Date() },
    });
    await request(t.server).post('/api/contact').send({ name: 'Ada', email: ADA_TYPED, message: 'Please forget me.' }).expect(201);
    const ada = request.agent(t.server);
    adaOrders = [await placeOrder(ada, line(0, 'dozen', 2), line(3, 'half-dozen', 1)), await placeOrder(ada, line(1, 'dozen', 1))];
    // Bea does the same once.
    await request(t.server).post('/api/notify').send({ email: BEA }).expect(201);
    await request(t.server).post('/api/contact').send({ name: 'Bea', email: BEA, message: 'Do you ship to Canada?' }).expect(201);
    beaOrder = await placeOrder(request.agent(t.server), line(2, 'dozen', 1), line(4, 'dozen', 1));
  });

  it('refuses a missing or wrong token with 401 and removes nothing', async () => {
    const before = await stored();
    const noToken = await request(t.server).post('/api/admin/erasures').send({ email: ADA, orderReferences: adaOrders }).expect(401);
    expect(noToken.body.message).toContain('The admin token is missing or wrong');
    await erase({ email: ADA, orderReferences: adaOrders }, 'q'.repeat(40)).expect(401);
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['neither field', {}, 'give an email, orderreferences or both'],
    [
      'a malformed reference',
      { email: ADA, orderReferences: ['ORD-123'] },
      'each value in orderreferences must be an order reference such as ord-7f3k9q2m',
    ],
    ['a reference with a letter the shop never uses', { orderReferences: ['ORD-7F3K9Q2U'] }, 'must be an order reference'],
    ['references that are not a list', { orderReferences: 'ORD-7F3K9Q2M' }, 'orderreferences must be an array'],
    ['an empty list of references', { orderReferences: [] }, 'orderreferences should not be empty'],
    [
      'more than 50 references',
      { orderReferences: Array.from({ length: 51 }, () => 'ORD-7F3K9Q2M') },
      'orderreferences must contain no more than 50 elements',
    ],
    ['a malformed email', { email: 'ada@' }, 'email must be an email'],
    ['a blank email', { email: '  ', orderReferences: adaOrders }, 'email should not be empty'],
    ['an unknown field', { email: ADA, everything: true }, 'property everything should not exist'],
  ])('refuses %s with 400 naming the rule, and removes nothing', async (_case, body, rule) => {
    const before = await stored();
    const res = await erase(body).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.body.message.toLowerCase()).toContain(rule);
    expect(await stored()).toEqual(before);
  });

  it("refuses the shop's own inbox with 422: every visitor's contact copy is sent there", async () => {
    const before = await stored();
    const res = await erase({ email: 'Kitchen@Shop.Example' }).expect(422);
    expect(res.body.message).toContain("shop's own inbox");
    // Another spelling of the inbox's mailbox is the inbox too.
    await erase({ email: 'kitchen+anything@shop.example' }).expect(422);
    expect(await stored()).toEqual(before);
  });

  it("removes exactly one person's sign-ups, messages, emails and named orders, in any letter case, and nothing of anyone else", async () => {
    const before = await stored();
    // What the test starts from: each kind of row of both people is there to be removed or kept.
    expect(before.subscribers).toEqual([
      { email: ADA, list: 'drop', status: 'pending' },
      { email: ADA, list: 'newsletter', status: 'unsubscribed' },
      { email: BEA, list: 'drop', status: 'pending' },
    ]);
    // Stored in canonical form, as every address is.
    expect(before.messages).toEqual([{ email: ADA }, { email: BEA }]);
    expect(before.mail).toHaveLength(7);
    expect(before.lines).toEqual([adaOrders[0], adaOrders[0], adaOrders[1], beaOrder, beaOrder].sort());

    const res = await erase({ email: 'ADA_l@example.COM', orderReferences: [adaOrders[0], 'ORD-00000000', adaOrders[0]] }).expect(200);
    expect(res.body).toEqual({ subscriptions: 2, contactMessages: 1, emails: 4, orders: 1, ordersNotFound: ['ORD-00000000'] });

    const after = await stored();
    expect(after.subscribers).toEqual([{ email: BEA, list: 'drop', status: 'pending' }]);
    expect(after.messages).toEqual([{ email: BEA }]);
    // Bea's confirmation and acknowledgement, and the inbox copy of her message; none of Ada's.
    expect(after.mail).toEqual([
      { kind: 'contact-ack', toAddress: BEA, replyTo: null },
      { kind: 'contact-notify', toAddress: SHOP_INBOX, replyTo: BEA },
      { kind: 'subscription-confirm', toAddress: BEA, replyTo: null },
    ]);
    // The named order went with its lines; Ada's other order and Bea's stay.
    expect(after.orders).toEqual([adaOrders[1], beaOrder].sort());
    expect(after.lines).toEqual([adaOrders[1], beaOrder, beaOrder].sort());
  });

  it('removes nothing the second time, and says so', async () => {
    const before = await stored();
    const res = await erase({ email: 'ADA_l@example.COM', orderReferences: [adaOrders[0], 'ORD-00000000', adaOrders[0]] }).expect(200);
    expect(res.body).toEqual({
      subscriptions: 0,
      contactMessages: 0,
      emails: 0,
      orders: 0,
      ordersNotFound: [adaOrders[0], 'ORD-00000000'],
    });
    expect(await stored()).toEqual(before);
  });

  it('takes references alone, as a visitor copied them, and leaves sign-ups and messages alone', async () => {
    const before = await stored();
    const res = await erase({ orderReferences: [` ${adaOrders[1].toLowerCase()} `] }).expect(200);
    expect(res.body).toEqual({ subscriptions: 0, contactMessages: 0, emails: 0, orders: 1, ordersNotFound: [] });
    const after = await stored();
    expect(after.orders).toEqual([beaOrder]);
    expect({ ...after, orders: before.orders, lines: before.lines }).toEqual(before);
  });

  it('npm run forget: prints what it removed, then that nothing was left', async () => {
    await request(t.server).post('/api/notify').send({ email: 'cy@example.com' }).expect(201);
    await t.app.listen(0, '127.0.0.1');
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    const args = [FORGET, '--email', 'Cy@Example.com', '--order', beaOrder, '--order', 'ORD-00000000', '--url', `http://127.0.0.1:${port}`];
    const run = () => promisify(execFile)(process.execPath, args, { env: { PATH: process.env['PATH'], ADMIN_TOKEN } });
    expect((await run()).stdout).toBe(
      'Removed 1 sign-up, 0 contact messages, 1 email and 1 order.\nNo order found for ORD-00000000: check the reference, or it was removed before.\n',
    );
    expect((await run()).stdout).toBe(
      `Nothing was removed: nothing is stored for that address or those orders (any more).\nNo order found for ${beaOrder}, ORD-00000000: check the reference, or it was removed before.\n`,
    );
    expect(await t.prisma.subscriber.count({ where: { email: 'cy@example.com' } })).toBe(0);
    expect(await t.prisma.order.count()).toBe(0);
  }, 60_000);
});

describe('npm run forget: every spelling of one mailbox', () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp({ ADMIN_TOKEN, SHOP_INBOX });
  }, 60_000);
  afterAll(() => own.close());

  it('reaches every row that delivered to the mailbox: letter case, +tags, both forms of the domain, rows stored before', async () => {
    const send = (path: string, body: object) => request(own.server).post(path).send(body).expect(201);
    // As visitors type it today (stored canonical, the +tag kept)...
    await send('/api/notify', { email: 'Zoe@EXÄMPLE.com' });
    await send('/api/notify', { email: 'zoe+drops@xn--exmple-cua.com' });
    await send('/api/notify', { email: 'ZOE+news@exämple.com', list: 'newsletter' });
    await send('/api/contact', { name: 'Zoe', email: 'zoe+shop@Exämple.com', message: 'Please forget me.' });
    // ...and as the shop stored it before it kept addresses canonical: typed, Unicode, a zero-width space.
    await own.prisma.subscriber.create({ data: { email: 'zoe@exämple.com', list: 'newsletter', status: 'confirmed' } });
    await own.prisma.contactMessage.create({ data: { name: 'Zoe', email: 'Zoe@E\u200bXÄMPLE.com', message: 'Old message.' } });
    // Other mailboxes, however alike, stay.
    await send('/api/notify', { email: 'zoey@exämple.com' });
    await send('/api/notify', { email: 'zoe@example.com' });
    await send('/api/contact', { name: 'Zoe X', email: 'zoe_x@exämple.com', message: 'Keep me.' });
    const kept = {
      subscribers: ['zoe@example.com', 'zoey@xn--exmple-cua.com'],
      messages: ['zoe_x@xn--exmple-cua.com'],
      // The confirmations of the two kept sign-ups, and the acknowledgement and inbox copy of the kept message.
      mail: ['kitchen@shop.example', 'zoe@example.com', 'zoe_x@xn--exmple-cua.com', 'zoey@xn--exmple-cua.com'],
    };

    await own.app.listen(0, '127.0.0.1');
    const { port } = own.app.getHttpServer().address() as AddressInfo;
    const args = [FORGET, '--email', 'ZOE+anything@exämple.com', '--url', `http://127.0.0.1:${port}`];
    const { stdout } = await promisify(execFile)(process.execPath, args, { env: { PATH: process.env['PATH'], ADMIN_TOKEN } });
    // Sign-ups: three through the API, one stored before; emails: three confirmations, the acknowledgement and the inbox copy.
    expect(stdout).toBe('Removed 4 sign-ups, 2 contact messages, 5 emails and 0 orders.\n');

    const subscribers = await own.prisma.subscriber.findMany({ orderBy: { email: 'asc' } });
    expect(subscribers.map((row) => row.email)).toEqual(kept.subscribers);
    const messages = await own.prisma.contactMessage.findMany({ orderBy: { email: 'asc' } });
    expect(messages.map((row) => row.email)).toEqual(kept.messages);
    const mail = await own.prisma.mailMessage.findMany({ orderBy: { toAddress: 'asc' } });
    expect(mail.map((row) => row.toAddress)).toEqual(kept.mail);
    expect(mail.find((row) => row.toAddress === SHOP_INBOX)?.replyTo).toBe('zoe_x@xn--exmple-cua.com');
  }, 60_000);
});

describe('POST /api/admin/erasures without ADMIN_TOKEN on the server', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp();
  }, 60_000);
  afterAll(() => off.close());

  it('is off: 403 for any token, and nothing is removed', async () => {
    await request(off.server).post('/api/notify').send({ email: ADA }).expect(201);
    const res = await request(off.server)
      .post('/api/admin/erasures')
      .set('Authorization', `Bearer ${ADMIN_TOKEN}`)
      .send({ email: ADA })
      .expect(403);
    expect(res.body.message).toContain('The admin API is off');
    expect(await off.prisma.subscriber.count({ where: { email: ADA } })).toBe(1);
  });
});

describe('the log of an erasure', () => {
  let logged: TestApp;
  beforeAll(async () => {
    const startup = captureOutput(); // start-up lines are not under test; keep them off the console
    try {
      logged = await createTestApp({ ADMIN_TOKEN, LOG_LEVEL: 'info' });
    } finally {
      startup.restore();
    }
  }, 60_000);
  afterAll(() => logged.close());

  it('counts what was removed and never names the address or an order', async () => {
    const output = captureOutput();
    let reference = '';
    try {
      await request(logged.server).post('/api/notify').send({ email: 'zq-forget-me@example.com' }).expect(201);
      reference = (
        await request(logged.server)
          .post('/api/order')
          .send(order(line(0, 'dozen', 1)))
          .expect(201)
      ).body.reference;
      await request(logged.server)
        .post('/api/admin/erasures')
        .set('Authorization', `Bearer ${ADMIN_TOKEN}`)
        .send({ email: 'zq-forget-me@example.com', orderReferences: [reference] })
        .expect(200);
      // Log lines are buffered and written at least once a second; the erasure's request line comes last.
      for (let waited = 0; !output.text().includes('"path":"/api/admin/erasures"') && waited < 3000; waited += 100) {
        await new Promise((done) => setTimeout(done, 100));
      }
    } finally {
      output.restore();
    }
    const text = output.text();
    expect(text).toContain('Erasure: subscriptions 1, contact messages 0, emails 1, orders 1 removed; 0 order references not found');
    expect(text).toContain('"path":"/api/admin/erasures"},"res":{"status":200}');
    expect(text.toLowerCase()).not.toContain('zq');
    expect(text).not.toContain(reference.slice(4));
  });
});

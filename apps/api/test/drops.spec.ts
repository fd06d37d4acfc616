import { randomUUID } from 'node:crypto';
import { dropTimeUtc, IDEMPOTENCY_KEY_HEADER, PRODUCTS, type ScheduleDropRequest } from '@shop/contract';
import request from 'supertest';
import { line, order } from './testing/payloads';
import { createTestApp, type TestApp } from './testing/test-app';

// Drops through HTTP (issue 21): staff schedule them behind ADMIN_TOKEN, the storefront reads
// GET /api/drop, and checkout takes stock exactly. Runs on PGlite, and on PostgreSQL with
// TEST_DATABASE_URL.

const ADMIN_TOKEN = 'd'.repeat(40);
const HOUR = 3_600_000;
const [mint, pecan, lemon] = PRODUCTS;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_TOKEN, DROP_PER_VISITOR_BOXES: '4', DROP_ANNOUNCE_POLL_MS: '600000' });
}, 60_000);
afterAll(() => t.close());

const admin = (method: 'put' | 'get' | 'post', path: string) =>
  request(t.server)[method](`/api/admin/drops${path}`).set('Authorization', `Bearer ${ADMIN_TOKEN}`);
const schedule = (name: string, body: ScheduleDropRequest) => admin('put', `/${name}`).send(body);
const visitor = () => request.agent(t.server);
const drop = async () => (await request(t.server).get('/api/drop').expect(200)).body;
const iso = (ms: number) => new Date(ms).toISOString();
const stockOf = (name: string) =>
  t.prisma.dropStock.findMany({ where: { drop: { name } }, orderBy: [{ productId: 'asc' }, { sizeKey: 'asc' }] });
/** The snapshot is shared for a second: tests that need fresh figures wait it out. */
const fresh = () => new Promise((resolve) => setTimeout(resolve, 1_050));

describe('before any drop (the demo)', () => {
  it('says phase none, and checkout sells without stock as the spec says', async () => {
    expect(await drop()).toMatchObject({ phase: 'none', name: null, opensAt: null, stock: [] });
    await visitor()
      .post('/api/order')
      .send(order(line(0, 'dozen', 9)))
      .expect(201);
  });
});

describe('scheduling (PUT /api/admin/drops/:name)', () => {
  const future = Date.now() + 48 * HOUR;
  const dec: ScheduleDropRequest = {
    opensAt: iso(future),
    stockCsv: `product,size,boxes\n${mint.id},half-dozen,40\n${mint.id},dozen,3\n${pecan.id},dozen,12\n`,
    announcement: { subject: 'The December drop is open', body: 'Forty boxes.' },
  };

  it('refuses without the admin token', async () => {
    await request(t.server).put('/api/admin/drops/dec-drop').send(dec).expect(401);
  });

  it('refuses a bad stock file with the line and the reason, and stores nothing', async () => {
    const res = await schedule('dec-drop', {
      ...dec,
      stockCsv: `product,size,boxes\n${mint.id},dozen,3\nno-such-cookie,dozen,1\n${pecan.id},tray,2\n${lemon.id},dozen,-4\n`,
    }).expect(400);
    expect(res.body.message).toContain('line 3: "no-such-cookie" is not a cookie in the catalog');
    expect(res.body.message).toContain('line 4: "tray" is not a size');
    expect(res.body.message).toContain('line 5: boxes must be a whole number');
    await schedule('dec-drop', { ...dec, stockCsv: `cookie,size,boxes\n${mint.id},dozen,3\n` }).expect(400);
    await schedule('dec-drop', { ...dec, stockCsv: `product,size,boxes\n${mint.id},dozen,3\n${mint.id},dozen,4\n` }).expect(400);
    expect(await t.prisma.drop.count()).toBe(0);
  });

  it('refuses a time without its zone', async () => {
    await schedule('dec-drop', { ...dec, opensAt: '2026-12-04T14:00:00' }).expect(400);
  });

  it('stores the drop in UTC with 72 hours by default, and the storefront counts to its opening', async () => {
    const res = await schedule('dec-drop', dec).expect(200);
    expect(res.body).toMatchObject({
      name: 'dec-drop',
      state: 'scheduled',
      changed: true,
      opensAt: iso(future),
      closesAt: iso(future + 72 * HOUR),
    });
    expect(res.body.lines).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: `${mint.id}-dozen`, boxes: 3, sold: 0, remaining: 3 })]),
    );
    await fresh();
    expect(await drop()).toMatchObject({ phase: 'scheduled', name: 'dec-drop', opensAt: iso(future), closesAt: iso(future + 72 * HOUR) });
  });

  it('changes nothing when the same schedule comes again, and takes other content before opening', async () => {
    expect((await schedule('dec-drop', dec).expect(200)).body.changed).toBe(false);
    const later = { ...dec, opensAt: iso(future + HOUR), hours: 24 };
    const res = await schedule('dec-drop', later).expect(200);
    expect(res.body).toMatchObject({ changed: true, opensAt: iso(future + HOUR), closesAt: iso(future + 25 * HOUR) });
    await schedule('dec-drop', dec).expect(200);
  });

  it('refuses a drop that would sell at the same time as another', async () => {
    const res = await schedule('overlap', { ...dec, opensAt: iso(future + 10 * HOUR) }).expect(409);
    expect(res.body.message).toContain('"dec-drop"');
  });

  it('refuses checkout before the opening with 409 and when it opens, storing nothing', async () => {
    const before = await t.prisma.order.count();
    const res = await visitor()
      .post('/api/order')
      .send(order(line(0, 'dozen', 1)))
      .expect(409);
    expect(res.body).toMatchObject({ statusCode: 409, error: 'Conflict', reason: 'not-open-yet', opensAt: iso(future), lines: [] });
    expect(res.body.message).toBe(`The next drop opens ${dropTimeUtc(iso(future))}. Checkout opens then.`);
    expect(await t.prisma.order.count()).toBe(before);
  });

  it('cancels a drop that has not opened when staff close it', async () => {
    const res = await admin('post', '/dec-drop/close').expect(200);
    expect(res.body.state).toBe('closed');
    expect(res.body.closedEarlyAt).not.toBeNull();
    // Closed now: a new schedule under the same name is refused, and its window is free again.
    await schedule('dec-drop', { ...dec, hours: 5 }).expect(409);
    await fresh();
    expect((await drop()).phase).toBe('closed');
    const res2 = await visitor()
      .post('/api/order')
      .send(order(line(0, 'dozen', 1)))
      .expect(409);
    expect(res2.body).toMatchObject({
      reason: 'closed',
      message: 'This drop has closed. The date of the next one will be announced to the list.',
    });
  });
});

describe('an open drop', () => {
  const name = 'open-drop';
  let opensAt: number;
  beforeAll(async () => {
    opensAt = Date.now() - 1000;
    await schedule(name, {
      opensAt: iso(opensAt),
      hours: 1,
      stock: [
        { productId: mint.id, sizeKey: 'dozen', boxes: 20 },
        { productId: mint.id, sizeKey: 'half-dozen', boxes: 3 },
        { productId: pecan.id, sizeKey: 'dozen', boxes: 30 },
      ],
    }).expect(200);
    await fresh();
  });

  it('is open on the storefront, with its stock per cookie and size and the visitor limit', async () => {
    const body = await drop();
    expect(body).toMatchObject({ phase: 'open', name, perVisitorLimit: 4, closesAt: iso(opensAt + HOUR) });
    expect(body.stock).toEqual(
      expect.arrayContaining([{ id: `${mint.id}-half-dozen`, productId: mint.id, sizeKey: 'half-dozen', boxes: 3, remaining: 3 }]),
    );
  });

  it('takes an order’s boxes from stock in the same statement that stores it', async () => {
    const res = await visitor()
      .post('/api/order')
      .send(order(line(0, 'dozen', 2), line(1, 'dozen', 1)))
      .expect(201);
    const stored = await t.prisma.order.findUniqueOrThrow({ where: { id: res.body.id }, include: { drop: true } });
    expect(stored.drop?.name).toBe(name);
    const stock = await stockOf(name);
    expect(stock.find((s) => s.productId === mint.id && s.sizeKey === 'dozen')?.remaining).toBe(18);
    expect(stock.find((s) => s.productId === pecan.id)?.remaining).toBe(29);
  });

  it('refuses a line it cannot fill with 409 naming the line and what is left, and takes nothing', async () => {
    const before = await stockOf(name);
    const orders = await t.prisma.order.count();
    const res = await visitor()
      .post('/api/order')
      .send(order(line(0, 'dozen', 1), line(0, 'half-dozen', 4)))
      .expect(409);
    expect(res.body).toMatchObject({
      statusCode: 409,
      reason: 'short',
      message: `Only 3 Half Dozen boxes of ${mint.name} are left.`,
      lines: [{ id: `${mint.id}-half-dozen`, remaining: 3, message: `Only 3 Half Dozen boxes of ${mint.name} are left` }],
    });
    expect(await stockOf(name)).toEqual(before);
    expect(await t.prisma.order.count()).toBe(orders);
    expect(await t.prisma.dropBuyer.count({ where: { drop: { name } } })).toBe(1);
  });

  it('refuses a cookie the drop does not sell', async () => {
    const res = await visitor()
      .post('/api/order')
      .send(order(line(2, 'dozen', 1)))
      .expect(409);
    expect(res.body).toMatchObject({ reason: 'not-in-drop', lines: [{ id: `${lemon.id}-dozen`, remaining: 0 }] });
    expect(res.body.lines[0].message).toBe(`Dozen boxes of ${lemon.name} are not in this drop`);
  });

  it('holds each visitor to the limit across orders, in the database', async () => {
    const buyer = visitor();
    await buyer
      .post('/api/order')
      .send(order(line(1, 'dozen', 3)))
      .expect(201);
    const res = await buyer
      .post('/api/order')
      .send(order(line(1, 'dozen', 2)))
      .expect(409);
    expect(res.body).toMatchObject({ reason: 'visitor-limit', message: 'Each visitor may buy 4 boxes in a drop: you can add 1 more.' });
    await buyer
      .post('/api/order')
      .send(order(line(1, 'dozen', 1)))
      .expect(201);
    // The database refuses a buyer past the limit whatever the code does.
    await expect(t.prisma.$executeRawUnsafe(`UPDATE drop_buyers SET boxes = max_boxes + 1`)).rejects.toThrow();
  });

  it('answers a retried order with the first answer and takes no more stock', async () => {
    const buyer = visitor();
    const key = randomUUID();
    const body = order(line(1, 'dozen', 2));
    const first = await buyer.post('/api/order').set(IDEMPOTENCY_KEY_HEADER, key).send(body).expect(201);
    const remaining = (await stockOf(name)).find((s) => s.productId === pecan.id)?.remaining;
    const again = await Promise.all([1, 2, 3].map(() => buyer.post('/api/order').set(IDEMPOTENCY_KEY_HEADER, key).send(body)));
    for (const res of again) expect(res.body.reference).toBe(first.body.reference);
    expect((await stockOf(name)).find((s) => s.productId === pecan.id)?.remaining).toBe(remaining);
  });

  it('never sells more than the stock to a crowd: 40 buyers at once for 20 boxes', async () => {
    await t.prisma.$executeRawUnsafe(
      `UPDATE drop_stock SET remaining = 20 WHERE product_id = '${pecan.id}' AND drop_id = (SELECT id FROM drops WHERE name = '${name}')`,
    );
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        visitor()
          .post('/api/order')
          .send(order(line(1, 'dozen', 1))),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20);
    expect((await stockOf(name)).find((s) => s.productId === pecan.id)?.remaining).toBe(0);
    const soldOut = answers.find((res) => res.status === 409)?.body;
    expect(soldOut?.lines[0]).toMatchObject({ remaining: 0, message: `Dozen boxes of ${pecan.name} are sold out` });
  });

  it('cannot go below zero, whatever the code does: a constraint says so', async () => {
    await expect(t.prisma.$executeRawUnsafe(`UPDATE drop_stock SET remaining = -1`)).rejects.toThrow();
  });

  it('refuses to change a drop that has opened', async () => {
    const res = await schedule(name, {
      opensAt: iso(opensAt),
      hours: 2,
      stock: [{ productId: mint.id, sizeKey: 'dozen', boxes: 999 }],
    }).expect(409);
    expect(res.body.message).toContain('opened already');
  });

  it('tells staff its status: stock, sold, remaining, orders and visitors', async () => {
    const res = await admin('get', `/${name}`).expect(200);
    const mintDozen = res.body.lines.find((l: { id: string }) => l.id === `${mint.id}-dozen`);
    expect(mintDozen).toMatchObject({ name: mint.name, size: 'Dozen', boxes: 20, sold: 2, remaining: 18 });
    const orders = await t.prisma.order.count({ where: { drop: { name } } });
    const visitors = (await t.prisma.order.groupBy({ by: ['visitorId'], where: { drop: { name } } })).length;
    expect(res.body).toMatchObject({ state: 'open', orders, visitors });
    expect((await admin('get', '').expect(200)).body.name).toBe(name);
  });

  it('exports every order with its lines and the packing totals, as CSV a spreadsheet opens', async () => {
    const res = await admin('get', `/${name}/export`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const rows = res.text.split('\r\n');
    expect(rows[0]).toBe('reference,ordered_at_utc,product_id,product,size,boxes,line_total_usd');
    expect(rows.at(-1)).toBe('');
    const lines = await t.prisma.orderLine.findMany({ where: { order: { drop: { name } } } });
    const orderRows = rows.filter((r) => r.startsWith('ORD-'));
    expect(orderRows).toHaveLength(lines.length);
    const total = rows.find((r) => r.startsWith(`TOTAL,${name},${mint.id},`) && r.includes(',Dozen,'));
    expect(total).toBe(`TOTAL,${name},${mint.id},${mint.name},Dozen,2,96.00`);
    for (const row of rows.slice(0, -1)) expect(row.split(',')).toHaveLength(7);
  });

  it('ends when staff close it: checkout is refused and the storefront says closed', async () => {
    const res = await admin('post', `/${name}/close`).expect(200);
    expect(res.body.state).toBe('closed');
    await admin('post', `/${name}/close`).expect(200);
    await visitor()
      .post('/api/order')
      .send(order(line(0, 'dozen', 1)))
      .expect(409);
    await fresh();
    expect(await drop()).toMatchObject({ phase: 'closed', name });
  });

  it('answers 404 for a drop that does not exist and 400 for a name that cannot be one', async () => {
    await admin('get', '/no-such-drop').expect(404);
    await admin('get', '/bad%20name').expect(400);
  });
});

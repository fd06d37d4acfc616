import { randomUUID } from 'node:crypto';
import { cartLineId, PRODUCTS } from '@shop/contract';
import request from 'supertest';
import { line, order } from './testing/payloads';
import { createTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

/** A browser of its own: supertest's agent keeps the visitor cookie like a cookie jar. */
const visitor = () => request.agent(t.server);
const orderCount = () => t.prisma.order.count();

describe('POST /api/order', () => {
  it('stores the order with catalog names and prices in cents and answers 201 with it', async () => {
    const body = order(line(0, 'dozen', 2), line(3, 'half-dozen', 1));
    const res = await visitor().post('/api/order').send(body).expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      reference: expect.stringMatching(/^ORD-[0-9A-HJKMNP-TV-Z]{8}$/),
      totalCents: 4800 * 2 + 2600,
      createdAt: expect.any(String),
      lines: [
        {
          id: `${PRODUCTS[0].id}-dozen`,
          productId: PRODUCTS[0].id,
          name: PRODUCTS[0].name,
          sizeKey: 'dozen',
          size: 'Dozen',
          unitPriceCents: 4800,
          quantity: 2,
          lineTotalCents: 9600,
        },
        {
          id: `${PRODUCTS[3].id}-half-dozen`,
          productId: PRODUCTS[3].id,
          name: PRODUCTS[3].name,
          sizeKey: 'half-dozen',
          size: 'Half Dozen',
          unitPriceCents: 2600,
          quantity: 1,
          lineTotalCents: 2600,
        },
      ],
    });
    expect(new Date(res.body.createdAt).toISOString()).toBe(res.body.createdAt);
    const stored = await t.prisma.order.findUniqueOrThrow({ where: { id: res.body.id }, include: { lines: true } });
    expect(stored.totalCents).toBe(12200);
    expect(stored.lines).toHaveLength(2);
  });

  it('keeps the catalog name, not the one the client sent', async () => {
    const item = { ...line(1, 'half-dozen', 1), name: 'Free Cookies' };
    const res = await visitor().post('/api/order').send(order(item)).expect(201);
    expect(res.body.lines[0].name).toBe(PRODUCTS[1].name);
  });

  it('accepts every line of the catalog at once, with 1000 boxes on a line', async () => {
    // The catalog has 24 distinct lines, so the 50-line bound is checked by its refusal below.
    const items = PRODUCTS.flatMap((_, i) => [line(i, 'dozen', 1000), line(i, 'half-dozen', 1)]);
    const res = await visitor()
      .post('/api/order')
      .send(order(...items))
      .expect(201);
    expect(res.body.lines).toHaveLength(24);
    expect(res.body.totalCents).toBe(12 * (4800 * 1000 + 2600));
  });

  const cases: Array<[string, () => unknown, string]> = [
    [
      'a tampered price',
      () => order({ ...line(0, 'dozen', 1), price: 4, total: 4 }),
      'Line 1 ("thin-mint-elite-dozen"): price must be 48 (the catalog price of a Dozen box), got 4.',
    ],
    [
      'a tampered line total',
      () => order({ ...line(0, 'dozen', 2), total: 48 }),
      'Line 1 ("thin-mint-elite-dozen"): total must be 96 (price × quantity), got 48.',
    ],
    [
      'a tampered order total',
      () => ({ ...order(line(0, 'dozen', 1)), total: 100 }),
      'The order total must be 4800 cents (the sum of the lines), got 100.',
    ],
    ['an order total in dollars', () => ({ ...order(line(0, 'dozen', 1)), total: 48 }), 'The order total must be 4800 cents'],
    [
      'an unknown product',
      () => order({ ...line(0, 'dozen', 1), id: 'chocolate-chip-dozen' }),
      'Line 1 ("chocolate-chip-dozen") is not a product of the catalog',
    ],
    ['an unknown size', () => order({ ...line(0, 'dozen', 1), id: `${PRODUCTS[0].id}-baker-dozen` }), 'is not a product of the catalog'],
    ['a bare product id', () => order({ ...line(0, 'dozen', 1), id: PRODUCTS[0].id }), 'is not a product of the catalog'],
    [
      'a size label that does not match the id',
      () => order({ ...line(0, 'dozen', 1), size: 'Half Dozen' }),
      'Line 1 ("thin-mint-elite-dozen"): size must be "Dozen", got "Half Dozen".',
    ],
    ['quantity 0', () => order(line(0, 'dozen', 0)), 'quantity must be a whole number from 1 to 1000, got 0.'],
    ['a negative quantity', () => order(line(0, 'dozen', -2)), 'quantity must be a whole number from 1 to 1000, got -2.'],
    ['quantity 1001', () => order(line(0, 'dozen', 1001)), 'quantity must be a whole number from 1 to 1000, got 1001.'],
    ['a fractional quantity', () => order(line(0, 'half-dozen', 1.5)), 'quantity must be a whole number from 1 to 1000, got 1.5.'],
    [
      'the same line twice',
      () => order(line(0, 'dozen', 1), line(2, 'dozen', 1), line(0, 'dozen', 1)),
      'Line 3 ("thin-mint-elite-dozen") repeats line 1',
    ],
    ['no lines', () => ({ items: [], total: 0 }), 'An order needs at least one line.'],
    ['51 lines', () => order(...Array.from({ length: 51 }, () => line(0, 'dozen', 1))), 'An order may have at most 50 lines (got 51).'],
    [
      'a problem on the second line',
      () => order(line(0, 'dozen', 1), { ...line(4, 'half-dozen', 3), price: 20, total: 60 }),
      'Line 2 ("sea-salt-caramel-artisan-half-dozen"): price must be 26',
    ],
  ];

  it.each(cases)('refuses %s with 422 saying which line and what was expected, storing nothing', async (_case, body, message) => {
    const before = await orderCount();
    const res = await visitor()
      .post('/api/order')
      .send(body() as object)
      .expect(422);
    expect(res.body).toMatchObject({ statusCode: 422, error: 'Unprocessable Entity' });
    expect(res.body.message).toContain(message);
    expect(await orderCount()).toBe(before);
  });

  it.each([
    ['a missing total', { items: [line(0, 'dozen', 1)] }, 'total must be a number'],
    ['items that are not a list', { items: 'cookies', total: 100 }, 'items must be an array'],
    ['a line that is an empty list', { items: [[]], total: 0 }, 'each value in items must be an object'],
    ['a line that is a list of lines', { items: [[line(0, 'dozen', 1)]], total: 4800 }, 'each value in items must be an object'],
    ['a line that is a number', { items: [7], total: 0 }, 'each value in items must be an object'],
    ['a line without an id', order({ ...line(0, 'dozen', 1), id: undefined as unknown as string }), 'items.0.id must be a string'],
    ['a price given as text', order({ ...line(0, 'dozen', 1), price: '48' as unknown as number }), 'items.0.price must be a number'],
    ['an unknown field on a line', order({ ...line(0, 'dozen', 1), discount: 10 } as never), 'items.0.discount should not exist'],
    ['an unknown field on the order', { ...order(line(0, 'dozen', 1)), coupon: 'FREE' }, 'property coupon should not exist'],
  ])('refuses %s with 400, storing nothing', async (_case, body, message) => {
    const before = await orderCount();
    const res = await visitor().post('/api/order').send(body).expect(400);
    expect(res.body.message.toLowerCase()).toContain(message.toLowerCase());
    expect(await orderCount()).toBe(before);
  });
});

describe('the same cart sent again', () => {
  it('is priced, placed or refused on its own each time', async () => {
    const text = JSON.stringify(order(line(2, 'dozen', 7)));
    const send = (body: string) => visitor().post('/api/order').set('content-type', 'application/json').send(body);
    const first = await send(text).expect(201);
    const second = await send(text).expect(201);
    expect(second.body.id).not.toBe(first.body.id);
    expect(second.body.lines).toEqual(first.body.lines);

    // A cart that passes validation but not pricing is refused every time.
    const tampered = JSON.stringify(order({ ...line(2, 'dozen', 1), price: 4, total: 4 }));
    for (let i = 0; i < 2; i++) expect((await send(tampered).expect(422)).body.message).toContain('price must be 48');
  });
});

describe('Idempotency-Key', () => {
  it('answers a retry with the first response and creates nothing new', async () => {
    const agent = visitor();
    const key = randomUUID();
    const body = order(line(5, 'dozen', 3));
    const first = await agent.post('/api/order').set('Idempotency-Key', key).send(body).expect(201);
    const before = await orderCount();
    const retry = await agent.post('/api/order').set('Idempotency-Key', key).send(body).expect(201);
    expect(retry.body).toEqual(first.body);
    expect(await orderCount()).toBe(before);
  });

  it('refuses the same key with a different body with 422', async () => {
    const agent = visitor();
    const key = randomUUID();
    await agent
      .post('/api/order')
      .set('Idempotency-Key', key)
      .send(order(line(5, 'dozen', 3)))
      .expect(201);
    const before = await orderCount();
    const res = await agent
      .post('/api/order')
      .set('Idempotency-Key', key)
      .send(order(line(5, 'dozen', 4)))
      .expect(422);
    expect(res.body.message).toContain('Idempotency-Key was already used for a different order');
    expect(await orderCount()).toBe(before);
  });

  it('lets different visitors use the same key independently', async () => {
    const key = randomUUID();
    const a = await visitor()
      .post('/api/order')
      .set('Idempotency-Key', key)
      .send(order(line(6, 'dozen', 1)))
      .expect(201);
    const b = await visitor()
      .post('/api/order')
      .set('Idempotency-Key', key)
      .send(order(line(6, 'dozen', 1)))
      .expect(201);
    expect(b.body.id).not.toBe(a.body.id);
  });

  it('creates exactly one order from 20 concurrent requests with one key', async () => {
    const agent = visitor();
    await agent.get('/api/orders').expect(200); // obtain the visitor cookie first, as a browser would have it
    const key = randomUUID();
    const body = order(line(7, 'half-dozen', 2));
    const responses = await Promise.all(Array.from({ length: 20 }, () => agent.post('/api/order').set('Idempotency-Key', key).send(body)));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((r) => r.body.id)).size).toBe(1);
    expect(await t.prisma.order.count({ where: { idempotencyKey: key } })).toBe(1);
  });

  it.each([
    ['longer than 255 characters', 'k'.repeat(256)],
    ['containing spaces', 'two words'],
  ])('refuses a key %s with 400', async (_case, key) => {
    const res = await visitor()
      .post('/api/order')
      .set('Idempotency-Key', key)
      .send(order(line(0, 'dozen', 1)))
      .expect(400);
    expect(res.body.message).toContain('Idempotency-Key header must be 1 to 255 visible characters');
  });

  it('accepts a key of exactly 255 characters', async () => {
    await visitor()
      .post('/api/order')
      .set('Idempotency-Key', 'k'.repeat(255))
      .send(order(line(0, 'dozen', 1)))
      .expect(201);
  });
});

describe('GET /api/orders and the visitor cookie', () => {
  it('sets a signed, HttpOnly, SameSite=Lax visitor cookie on the first request', async () => {
    const res = await request(t.server).get('/api/orders').expect(200);
    expect(res.body).toEqual({ orders: [] });
    const cookie = res.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^shop_visitor=[0-9a-f-]{36}\.[A-Za-z0-9_\-+/=]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
  });

  it('does not set the cookie again once the visitor has a valid one', async () => {
    const agent = visitor();
    await agent.get('/api/orders').expect(200);
    const again = await agent.get('/api/orders').expect(200);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it("lists only the visitor's own orders, newest first, with their lines", async () => {
    const alice = visitor();
    const bob = visitor();
    const a1 = await alice
      .post('/api/order')
      .send(order(line(0, 'dozen', 1)))
      .expect(201);
    const b1 = await bob
      .post('/api/order')
      .send(order(line(1, 'dozen', 1)))
      .expect(201);
    const a2 = await alice
      .post('/api/order')
      .send(order(line(2, 'half-dozen', 2), line(3, 'dozen', 1)))
      .expect(201);

    const aliceList = await alice.get('/api/orders').expect(200);
    expect(aliceList.body.orders.map((o: { id: string }) => o.id)).toEqual([a2.body.id, a1.body.id]);
    expect(aliceList.body.orders[0]).toEqual(a2.body);
    const bobList = await bob.get('/api/orders').expect(200);
    expect(bobList.body.orders.map((o: { id: string }) => o.id)).toEqual([b1.body.id]);
  });

  it('lists the 20 newest orders, each with its lines in the order they were sent', async () => {
    const agent = visitor();
    const placed: { id: string; createdAt: string }[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await agent
        .post('/api/order')
        .send(order(line(i % 12, 'dozen', 1), line((i + 5) % 12, 'half-dozen', 2)))
        .expect(201);
      placed.push(res.body);
    }
    const res = await agent.get('/api/orders').expect(200);
    const listed: { id: string; createdAt: string }[] = res.body.orders;
    expect(listed).toHaveLength(20);
    expect(listed.map((o) => o.id)).not.toContain(placed[0].id);
    const times = listed.map((o) => o.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const byId = new Map(placed.map((o) => [o.id, o]));
    for (const o of listed) expect(o).toEqual(byId.get(o.id));
  });

  it('treats a forged or tampered cookie as absent: a new visitor who sees nothing', async () => {
    const alice = visitor();
    const placed = await alice
      .post('/api/order')
      .send(order(line(8, 'dozen', 1)))
      .expect(201);
    const aliceCookie = (placed.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
    const [, value] = aliceCookie.split('=');
    const [aliceId, signature] = value.split('.');
    const stored = await t.prisma.order.findUniqueOrThrow({ where: { id: placed.body.id } });
    expect(stored.visitorId).toBe(aliceId);

    // A forgery resembling a cookie this server has just seen is refused all the same.
    await request(t.server).get('/api/orders').set('Cookie', aliceCookie).expect(200);
    const forgeries = [
      `shop_visitor=${aliceId}`, // unsigned
      `shop_visitor=${aliceId}.${signature.slice(0, -2)}xx`, // bad signature
      `shop_visitor=${randomUUID()}.${signature}`, // another id with alice's signature
    ];
    for (const cookie of forgeries) {
      const res = await request(t.server).get('/api/orders').set('Cookie', cookie).expect(200);
      expect(res.body.orders).toEqual([]);
      const fresh = (res.headers['set-cookie'] as unknown as string[])[0];
      expect(fresh).toMatch(/^shop_visitor=/);
      expect(fresh).not.toContain(aliceId);
    }
    const genuine = await request(t.server).get('/api/orders').set('Cookie', aliceCookie).expect(200);
    expect(genuine.body.orders.map((o: { id: string }) => o.id)).toEqual([placed.body.id]);
  });

  it("does not know a visitor whose cookie another server's secret signed, even once this one has seen it", async () => {
    const other = await createTestApp();
    try {
      const placed = await request(other.server)
        .post('/api/order')
        .send(order(line(2, 'dozen', 1)))
        .expect(201);
      const cookie = (placed.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
      await request(other.server).get('/api/orders').set('Cookie', cookie).expect(200);
      const here = await request(t.server).get('/api/orders').set('Cookie', cookie).expect(200);
      expect(here.body.orders).toEqual([]);
      expect((here.headers['set-cookie'] as unknown as string[])[0]).not.toContain(cookie.split('=')[1]);
    } finally {
      await other.close();
    }
  });

  // The Secure flag behind a trusted HTTPS proxy is tested in http-security.spec.ts.
  it('ignores X-Forwarded-Proto when no proxy is trusted', async () => {
    const res = await request(t.server).get('/api/orders').set('X-Forwarded-Proto', 'https').expect(200);
    expect(res.headers['set-cookie']?.[0]).not.toContain('Secure');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

it('line ids come from the contract', () => {
  expect(line(0, 'dozen', 1).id).toBe(cartLineId(PRODUCTS[0].id, 'dozen'));
});

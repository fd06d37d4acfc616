import { cartLineId, PRODUCTS, SIZES } from '@shop/contract';
import fc from 'fast-check';
import request from 'supertest';
import { createTestApp, type TestApp } from './testing/test-app';

/**
 * Property: whatever JSON a client sends, the API never answers 5xx, and a payload it refuses
 * writes no row anywhere. Generators mix arbitrary JSON with near-valid bodies, so both the
 * shape checks and the business rules are exercised.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const RUNS = 200;
const rowCounts = async () =>
  (
    await Promise.all([t.prisma.subscriber.count(), t.prisma.contactMessage.count(), t.prisma.order.count(), t.prisma.orderLine.count()])
  ).join(',');

const anyJson = fc.jsonValue({ maxDepth: 3 });
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.constant(''), fc.constant('   '), fc.string({ minLength: 250, maxLength: 300 }));
const field = fc.oneof(text, anyJson);
const email = fc.oneof(fc.emailAddress(), field);

const lineIds = PRODUCTS.flatMap((p) => SIZES.map((s) => cartLineId(p.id, s.key)));
const money = fc.oneof(fc.constantFrom(26, 48, 52, 96, 2600, 4800), fc.double(), fc.integer());
const item = fc.record(
  {
    id: fc.oneof(fc.constantFrom(...lineIds), text),
    name: fc.oneof(fc.constantFrom(...PRODUCTS.map((p) => p.name)), field),
    size: fc.oneof(fc.constantFrom(...SIZES.map((s) => s.label)), field),
    price: fc.oneof(money, field),
    quantity: fc.oneof(fc.integer({ min: -5, max: 1005 }), fc.double(), field),
    total: fc.oneof(money, field),
  },
  { requiredKeys: [] },
);
const orderBody = fc.record(
  { items: fc.oneof(fc.array(item, { maxLength: 4 }), anyJson), total: fc.oneof(money, field) },
  { requiredKeys: [] },
);

async function neverFailsAndWritesNothingWhenRefused(path: string, payload: fc.Arbitrary<unknown>): Promise<void> {
  await fc.assert(
    fc.asyncProperty(payload, async (body) => {
      const before = await rowCounts();
      const res = await request(t.server)
        .post(path)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(body) ?? 'null');
      expect(res.status).toBeLessThan(500);
      expect(Object.keys(res.body).length).toBeGreaterThan(0);
      if (res.status !== 201) {
        expect(res.body).toEqual({ statusCode: res.status, error: expect.any(String), message: expect.any(String) });
        expect(await rowCounts()).toBe(before);
      }
    }),
    { numRuns: RUNS },
  );
}

it(
  'POST /api/notify survives random JSON',
  () => neverFailsAndWritesNothingWhenRefused('/api/notify', fc.oneof(anyJson, fc.record({ email }, { requiredKeys: [] }))),
  60_000,
);

it(
  'POST /api/contact survives random JSON',
  () =>
    neverFailsAndWritesNothingWhenRefused(
      '/api/contact',
      fc.oneof(anyJson, fc.record({ name: field, email, message: field }, { requiredKeys: [] })),
    ),
  60_000,
);

it('POST /api/order survives random JSON', () => neverFailsAndWritesNothingWhenRefused('/api/order', fc.oneof(anyJson, orderBody)), 60_000);

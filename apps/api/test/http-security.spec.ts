import request from 'supertest';
import { LIMITS } from '@shop/contract';
import { createApiDocument } from '../src/app/api-docs';
import { line, order } from './testing/payloads';
import { createTestApp, type TestApp } from './testing/test-app';

const ALLOWED = 'https://partner.example';
let t: TestApp;
beforeAll(async () => {
  // Behind a trusted proxy, so X-Forwarded-Proto can say the visitor came over HTTPS.
  t = await createTestApp({ CORS_ORIGINS: ALLOWED, TRUST_PROXY: 'true' });
}, 60_000);
afterAll(() => t.close());

const API_SECURITY_HEADERS = ['content-security-policy', 'cross-origin-resource-policy', 'x-content-type-options', 'x-frame-options'];
const pick = (headers: Record<string, unknown>, names: readonly string[]) => Object.fromEntries(names.map((name) => [name, headers[name]]));

const rowCounts = async () => [await t.prisma.subscriber.count(), await t.prisma.contactMessage.count(), await t.prisma.order.count()];

describe('bad requests get a JSON answer and change nothing', () => {
  it('answers malformed JSON with 400', async () => {
    const res = await request(t.server).post('/api/notify').set('Content-Type', 'application/json').send('{"email": "a@b.c",').expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'The request body is not valid JSON.' });
  });

  it('answers a body over 32 KiB with 413', async () => {
    const before = await rowCounts();
    const res = await request(t.server)
      .post('/api/contact')
      .send({ name: 'A', email: 'a@example.com', message: 'x'.repeat(33 * 1024) })
      .expect(413);
    expect(res.body).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'The request body is too large.' });
    expect(await rowCounts()).toEqual(before);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'])(
    'answers a POST with content type %s with 415, storing nothing',
    async (type) => {
      const before = await rowCounts();
      const res = await request(t.server).post('/api/notify').set('Content-Type', type).send('email=a%40example.com').expect(415);
      expect(res.body).toEqual({
        statusCode: 415,
        error: 'Unsupported Media Type',
        message: 'The request body must be JSON (Content-Type: application/json).',
      });
      expect(await rowCounts()).toEqual(before);
    },
  );

  it('accepts JSON with a charset parameter', async () => {
    await request(t.server)
      .post('/api/notify')
      .set('Content-Type', 'application/json; charset=utf-8')
      .send('{"email":"charset@example.com"}')
      .expect(201);
  });

  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/orders/123'],
    ['DELETE', '/api/order'],
  ])('answers %s %s with a JSON 404', async (method, path) => {
    const res = await request(t.server)[method.toLowerCase() as 'get'](path).expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: `No API route matches ${method} ${path}.` });
  });

  it('never leaks internals in an error body', async () => {
    const res = await request(t.server)
      .post('/api/order')
      .send({ items: [null], total: 1 })
      .expect(400);
    expect(Object.keys(res.body).sort()).toEqual(['error', 'message', 'statusCode']);
    expect(JSON.stringify(res.body)).not.toMatch(/prisma|stack|at \w+ \(|SELECT|INSERT|Exception/i);
  });
});

describe('security headers', () => {
  it("sends API answers the API's own set: nothing may load, frame, sniff, embed or cache them", async () => {
    const answers: [string, () => request.Test][] = [
      ['GET /api/health', () => request(t.server).get('/api/health').expect(200)],
      ['GET /api/orders', () => request(t.server).get('/api/orders').expect(200)],
      ['POST /api/notify', () => request(t.server).post('/api/notify').send({ email: 'not an address' }).expect(400)],
      // Errors too, before any route: an unknown path and a malformed one.
      ['GET /api/nope', () => request(t.server).get('/api/nope').expect(404)],
      ['GET /api/%E0%A4%A', () => request(t.server).get('/api/%E0%A4%A').expect(400)],
    ];
    for (const [where, send] of answers) {
      const res = await send();
      expect([where, pick(res.headers, API_SECURITY_HEADERS)]).toEqual([
        where,
        {
          'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
          'cross-origin-resource-policy': 'same-origin',
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'DENY',
        },
      ]);
      // No-store unless the route says more (the health check adds no-cache and must-revalidate).
      expect([where, res.headers['cache-control']]).toEqual([where, expect.stringMatching(/(^|, )no-store(,|$)/)]);
      // What only a page reads stays off a JSON answer.
      for (const name of ['referrer-policy', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control']) {
        expect([where, name, res.headers[name]]).toEqual([where, name, undefined]);
      }
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('lets a route that may be cached say so over the default no-store (GET /api/drop)', async () => {
    const res = await request(t.server).get('/api/drop').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=1');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("sends the Swagger UI, a page, the documents' set: the strict script policy and its friends", async () => {
    for (const path of ['/api/docs', '/api/docs/swagger-ui.css']) {
      const res = await request(t.server).get(path).expect(200);
      const csp = res.headers['content-security-policy'];
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      // Headers no supported browser reads any more, each a few bytes of every page's first round trip.
      expect(res.headers['x-xss-protection']).toBeUndefined();
      expect(res.headers['x-download-options']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS and marks the visitor cookie Secure only when the request came over HTTPS', async () => {
    const https = await request(t.server).get('/api/orders').set('X-Forwarded-Proto', 'https').expect(200);
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(https.headers['set-cookie']?.[0]).toMatch(/; Secure/);
    const http = await request(t.server).get('/api/orders').expect(200);
    expect(http.headers['strict-transport-security']).toBeUndefined();
    expect(http.headers['set-cookie']?.[0]).not.toMatch(/; Secure/);
    // Without a trusted proxy a client cannot claim HTTPS: see orders.spec.ts.
  });
});

describe('CORS and the Origin check', () => {
  it('gives no CORS permission to an unknown origin', async () => {
    const res = await request(t.server).get('/api/orders').set('Origin', 'https://evil.example').expect(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows a configured origin, with credentials, including the preflight', async () => {
    const res = await request(t.server).get('/api/orders').set('Origin', ALLOWED).expect(200);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    // So the partner's script can quote the id of a call that failed.
    expect(res.headers['access-control-expose-headers']).toBe('X-Request-Id');
    const preflight = await request(t.server)
      .options('/api/order')
      .set('Origin', ALLOWED)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,idempotency-key');
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(preflight.headers['access-control-allow-headers']).toMatch(/Idempotency-Key/i);
  });

  it.each([
    ['/api/notify', { email: 'csrf@example.com' }],
    ['/api/contact', { name: 'Mallory', email: 'm@example.com', message: 'hi' }],
    ['/api/order', order(line(0, 'dozen', 1))],
  ])('refuses a POST to %s from a foreign origin with 403 and stores nothing', async (path, body) => {
    const before = await rowCounts();
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1.evil.example']) {
      const res = await request(t.server).post(path).set('Origin', origin).send(body).expect(403);
      expect(res.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Requests from this origin are not allowed.' });
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('accepts a POST from the same origin, from an allowed origin and without an Origin header', async () => {
    const host = 'shop.localhost:8080';
    await request(t.server)
      .post('/api/notify')
      .set('Host', host)
      .set('Origin', `http://${host}`)
      .send({ email: 'same@example.com' })
      .expect(201);
    await request(t.server).post('/api/notify').set('Origin', ALLOWED).send({ email: 'partner@example.com' }).expect(201);
    await request(t.server).post('/api/notify').send({ email: 'curl@example.com' }).expect(201);
    // Same host, other scheme: not the same origin.
    await request(t.server)
      .post('/api/notify')
      .set('Host', host)
      .set('Origin', `https://${host}`)
      .send({ email: 'x@example.com' })
      .expect(403);
  });
});

describe('OpenAPI documentation', () => {
  it('serves the document at /api/docs-json and the UI at /api/docs', async () => {
    const json = await request(t.server).get('/api/docs-json').expect(200);
    expect(json.body.openapi).toMatch(/^3\./);
    const ui = await request(t.server).get('/api/docs').expect(200);
    expect(ui.text).toContain('swagger-ui');
    // The UI page must work under the CSP: no inline script, scripts from the own origin.
    expect(ui.text).not.toMatch(/<script>(?!\s*<\/script>)/);
  });

  it('describes every /api route the app registers, with bodies and error responses', async () => {
    const document = createApiDocument(t.app);
    const documented = new Set(
      // OpenAPI writes a path parameter as {name}, Fastify as :name.
      Object.entries(document.paths).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    const registered = registeredRoutes(t.app.getHttpAdapter().getInstance().printRoutes({ commonPrefix: false })).filter(
      (route) => / \/api\//.test(route) && !/ \/api\/docs/.test(route),
    );
    expect(registered).toEqual(
      expect.arrayContaining(['POST /api/notify', 'POST /api/contact', 'POST /api/order', 'GET /api/orders', 'GET /api/health']),
    );
    for (const route of registered) expect(documented).toContain(route);

    const op = (path: string, method: string) =>
      (document.paths[path] as Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>)[method];
    for (const [path, method, ok] of [
      ['/api/notify', 'post', '201'],
      ['/api/contact', 'post', '201'],
      ['/api/order', 'post', '201'],
    ]) {
      expect(op(path, method).requestBody).toBeDefined();
      expect(Object.keys(op(path, method).responses)).toEqual(expect.arrayContaining([ok, '400', '403', '413', '415', '429', '503']));
    }
    expect(Object.keys(op('/api/order', 'post').responses)).toContain('422');
    expect(Object.keys(op('/api/orders', 'get').responses)).toContain('200');
  });

  it("documents the order limits the API enforces, the contract's LIMITS", () => {
    const schemas = createApiDocument(t.app).components?.schemas as Record<string, { properties: Record<string, Record<string, unknown>> }>;
    expect(schemas['CreateOrderDto'].properties['items']).toMatchObject({ minItems: 1, maxItems: LIMITS.orderMaxLines });
    expect(schemas['OrderItemDto'].properties['quantity']).toMatchObject({ minimum: LIMITS.quantityMin, maximum: LIMITS.quantityMax });
    expect(schemas['OrdersResponseDto'].properties['orders']['description']).toContain(`at most ${LIMITS.ordersListed}`);
  });
});

/** Every "METHOD /path" in Fastify's route tree (printRoutes prints children as suffixes of their parent). */
function registeredRoutes(tree: string): string[] {
  const stack: string[] = [];
  return tree.split('\n').flatMap((row) => {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)$/.exec(row);
    if (!match) return [];
    const depth = match[1].length / 4;
    const path = (stack[depth - 1] ?? '') + match[2];
    stack[depth] = path;
    stack.length = depth + 1;
    return match[3]
      .split(', ')
      .filter((m) => m !== 'HEAD' && m !== 'OPTIONS')
      .map((method) => `${method} ${path}`);
  });
}

describe('without a CORS allow-list (the default: storefront and API share one origin)', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  }, 60_000);
  afterAll(() => plain.close());

  it('sends no CORS headers to any origin, preflight included, and keeps the security headers', async () => {
    const res = await request(plain.server).get('/api/orders').set('Origin', ALLOWED).expect(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const preflight = await request(plain.server).options('/api/order').set('Origin', ALLOWED).set('Access-Control-Request-Method', 'POST');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });
});

import request from 'supertest';
import { captureOutput } from './testing/capture-output';
import { line, order } from './testing/payloads';
import { createTestApp, type TestApp } from './testing/test-app';
import { fixtureWebBuild } from './testing/web-build';

interface RequestLine {
  reqId: string;
  req: { method: string; path: string };
  res: { status: number };
  msg: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Every JSON line written. */
function logLines(text: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Lines are buffered and written at least once a second: waits until what a test needs is out. */
async function waitUntil(written: () => boolean): Promise<void> {
  for (let waited = 0; !written() && waited < 4000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** Waits for the request lines of these ids; another app's buffered lines may come out meanwhile. */
const waitForRequestLinesOf = (output: { text: () => string }, ids: string[]) =>
  waitUntil(() => {
    const logged = new Set(requestLines(output.text()).map((line) => line.reqId));
    return ids.every((id) => logged.has(id));
  });

/** Starts an app with its start-up lines kept off the console. */
async function quietApp(env: Record<string, string>): Promise<TestApp> {
  const startup = captureOutput();
  try {
    return await createTestApp(env);
  } finally {
    startup.restore();
  }
}

/** The per-request lines among everything written. */
function requestLines(text: string): RequestLine[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes('"req":'))
    .map((line) => JSON.parse(line) as RequestLine);
}

describe('logs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await quietApp({ LOG_LEVEL: 'trace' });
  }, 60_000);
  afterAll(() => t.close());

  it('record each request but never an email, a name or a message', async () => {
    const output = captureOutput();
    try {
      await request(t.server).post('/api/notify').send({ email: 'zq-private-mail@example.com' }).expect(201);
      await request(t.server).post('/api/notify').send({ email: 'zq-not-an-address' }).expect(400);
      await request(t.server)
        .post('/api/contact')
        .send({ name: 'Zq Private Name', email: 'zq-contact@example.com', message: 'zq private words' })
        .expect(201);
      await request(t.server)
        .post('/api/contact')
        .send({ name: 'Zq Private Name', email: 'zq-contact@example.com', message: 'x'.repeat(5001) + 'zq' })
        .expect(400);
      await request(t.server)
        .post('/api/order')
        .send(order({ ...line(0, 'dozen', 1), name: 'Zq Cookie', price: 1 }))
        .expect(422);
      await waitUntil(() => requestLines(output.text()).length >= 5);
    } finally {
      output.restore();
    }
    const text = output.text();
    expect(requestLines(text).map(({ req, res, msg }) => `${req.method} ${req.path} ${res.status} ${msg}`)).toEqual([
      'POST /api/notify 201 request completed',
      'POST /api/notify 400 request completed',
      'POST /api/contact 201 request completed',
      'POST /api/contact 400 request completed',
      'POST /api/order 422 request completed',
    ]);
    for (const line of requestLines(text))
      expect(Object.keys(line).sort()).toEqual(['durationMs', 'hostname', 'level', 'msg', 'pid', 'req', 'reqId', 'res', 'time']);
    expect(text.toLowerCase()).not.toContain('zq');
  });
});

describe('request ids', () => {
  const TRUSTED_ID = 'lb-7f3e2a9c.0001';

  describe('without a trusted proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await quietApp({ LOG_LEVEL: 'info', WEB_DIR: fixtureWebBuild() });
    }, 60_000);
    afterAll(() => t.close());

    it('answers every request, API or page, success or error, with a new UUID, which its log line carries', async () => {
      const output = captureOutput();
      const asked: { line: string; id: string }[] = [];
      const ask = async (method: 'get' | 'post', path: string, status: number, send?: (test: request.Test) => request.Test) => {
        const test = request(t.server)[method](path);
        const res = await (send ? send(test) : test).expect(status);
        asked.push({ line: `${method.toUpperCase()} ${path} ${status}`, id: res.headers['x-request-id'] });
      };
      try {
        await ask('post', '/api/notify', 201, (test) => test.send({ email: 'id@example.com' }));
        await ask('post', '/api/notify', 400, (test) => test.send({ email: 'nope' }));
        await ask('post', '/api/notify', 415, (test) => test.set('Content-Type', 'text/plain').send('x'));
        await ask('get', '/api/nope', 404);
        await ask('get', '/', 200);
        await ask('get', '/no-such-page', 404);
        // A client's own id is not believed: only a trusted proxy's is.
        await ask('get', '/api/health', 200, (test) => test.set('X-Request-Id', TRUSTED_ID));
        await waitForRequestLinesOf(
          output,
          asked.map(({ id }) => id),
        );
        // Fastify refuses a malformed URL before any hook runs: no request line, but the header.
        await ask('get', '/blog/%E0%A4%A', 404);
      } finally {
        output.restore();
      }
      const ids = asked.map(({ id }) => id);
      for (const id of ids) expect(id).toMatch(UUID);
      expect(new Set(ids).size).toBe(ids.length);
      const logged = requestLines(output.text())
        .filter(({ reqId }) => ids.includes(reqId))
        .map(({ reqId, req, res }) => `${reqId} ${req.method} ${req.path} ${res.status}`);
      expect(logged).toEqual(asked.slice(0, -1).map(({ line, id }) => `${id} ${line}`));
      expect(output.text()).not.toContain(TRUSTED_ID);
    });
  });

  describe('behind a trusted proxy (TRUST_PROXY=loopback)', () => {
    const ADMIN_TOKEN = 'i'.repeat(40);
    let t: TestApp;
    beforeAll(async () => {
      t = await quietApp({ LOG_LEVEL: 'info', TRUST_PROXY: 'loopback', ADMIN_TOKEN });
    }, 60_000);
    afterAll(() => t.close());

    it("takes the proxy's X-Request-Id when it has a sane form, else makes a UUID", async () => {
      const echoed = async (id: string) =>
        (await request(t.server).get('/api/health').set('X-Request-Id', id).expect(200)).headers['x-request-id'];
      for (const id of [TRUSTED_ID, 'f47ac10b-58cc-4372-a567-0e02b2c3d479', 'Root=1-67891233-abcdef012345678912345678', 'x'.repeat(128)]) {
        expect(await echoed(id)).toBe(id);
      }
      for (const id of ['x'.repeat(129), 'two words', 'a,b', '<script>', 'naïve']) expect(await echoed(id)).toMatch(UUID);
      // Sent twice, which Node joins into "a, b" (superagent sends one header line per array item).
      const twice = await request(t.server)
        .get('/api/health')
        .set('X-Request-Id', ['a', 'b'] as unknown as string)
        .expect(200);
      expect(twice.headers['x-request-id']).toMatch(UUID);
    });

    it("writes the id on every line of its request, the error lines included, and only on that request's", async () => {
      const output = captureOutput();
      let failed: request.Response;
      try {
        // Lines a service writes mid-request, from concurrent requests: each keeps its own id.
        const erasures = Array.from({ length: 8 }, (_, i) =>
          request(t.server)
            .post('/api/admin/erasures')
            .set('Authorization', `Bearer ${ADMIN_TOKEN}`)
            .set('X-Request-Id', `erase-${i}`)
            .send({ email: `gone${i}@example.com` }),
        );
        for (const res of await Promise.all(erasures)) expect(res.status).toBe(200);
        // A 500: the filter's error line and the request line.
        await t.prisma.$executeRawUnsafe('DROP TABLE contact_messages CASCADE');
        failed = await request(t.server)
          .post('/api/contact')
          .set('X-Request-Id', 'fails-1')
          .send({ name: 'Ada', email: 'ada@example.com', message: 'hi' });
        await waitForRequestLinesOf(output, [...Array.from({ length: 8 }, (_, i) => `erase-${i}`), 'fails-1']);
      } finally {
        output.restore();
      }
      expect(failed.status).toBe(500);
      expect(failed.headers['x-request-id']).toBe('fails-1');
      const lines = logLines(output.text());
      const erasureLines = lines.filter((line) => String(line['msg']).startsWith('Erasure:'));
      expect(erasureLines.map((line) => line['reqId']).sort()).toEqual(Array.from({ length: 8 }, (_, i) => `erase-${i}`));
      const ofFailure = lines.filter((line) => line['reqId'] === 'fails-1');
      expect(ofFailure.map((line) => `${line['level']} ${line['msg']}`)).toEqual([
        expect.stringMatching(/^50 Unhandled error during POST \/api\/contact: /),
        '50 request failed',
      ]);
      // Lines outside any request (the sender, start-up) carry none.
      expect(lines.filter((line) => line['reqId'] === undefined && line['req'] !== undefined)).toEqual([]);
    });
  });
});

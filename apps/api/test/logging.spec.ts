import request from 'supertest';
import { captureOutput } from './support/capture-output';
import { line, order } from './support/payloads';
import { createTestApp, type TestApp } from './support/test-app';

interface RequestLine {
  req: { method: string; path: string };
  res: { status: number };
  msg: string;
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
    const startup = captureOutput(); // start-up lines are not under test; keep them off the console
    try {
      t = await createTestApp({ LOG_LEVEL: 'trace' });
    } finally {
      startup.restore();
    }
  }, 60_000);
  afterAll(() => t.close());

  it('record each request but never an email, a name or a message', async () => {
    const output = captureOutput();
    try {
      await request(t.server).post('/api/notify').send({ email: 'zq-private-mail@example.com' }).expect(201);
      await request(t.server).post('/api/notify').send({ email: 'zq-not-an-address' }).expect(400);
      await request(t.server).post('/api/contact').send({ name: 'Zq Private Name', email: 'zq-contact@example.com', message: 'zq private words' }).expect(201);
      await request(t.server).post('/api/contact').send({ name: 'Zq Private Name', email: 'zq-contact@example.com', message: 'x'.repeat(5001) + 'zq' }).expect(400);
      await request(t.server).post('/api/order').send(order({ ...line(0, 'dozen', 1), name: 'Zq Cookie', price: 1 })).expect(422);
      // Lines are buffered and written at least once a second.
      for (let waited = 0; requestLines(output.text()).length < 5 && waited < 3000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
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
    for (const line of requestLines(text)) expect(Object.keys(line).sort()).toEqual(['durationMs', 'hostname', 'level', 'msg', 'pid', 'req', 'reqId', 'res', 'time']);
    expect(text.toLowerCase()).not.toContain('zq');
  });
});

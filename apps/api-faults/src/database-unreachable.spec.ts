import { type ApiProcess, killAll, startApi } from './support/api-process';
import { createDatabase, type TestDatabase, withHostPort } from './support/databases';
import { call, waitFor } from './support/shop-client';
import { TcpProxy } from './support/tcp-proxy';

// The API reaches PostgreSQL through a proxy the test cuts and restores, with no API restart.
describe('database unreachable', () => {
  let db: TestDatabase;
  let proxy: TcpProxy;
  let api: ApiProcess;

  beforeAll(async () => {
    db = await createDatabase();
    proxy = new TcpProxy(db.host, db.port);
    await proxy.start();
    api = await startApi({ DATABASE_URL: withHostPort(db.url, '127.0.0.1', proxy.port) });
  });

  afterAll(async () => {
    await killAll();
    await proxy?.stop();
    await db?.drop();
  });

  const notify = (email: string) => call(`${api.url}/api/notify`, { method: 'POST', body: { email }, timeoutMs: 8_000 });
  const ready = () => call(`${api.url}/api/health/ready`, { timeoutMs: 8_000 });

  it('answers 503 within 2 s while the database is gone, and recovers within 5 s of its return', async () => {
    expect((await notify('before@example.com')).status).toBe(201);
    expect((await ready()).status).toBe(200);

    proxy.disconnect();
    const during = await Promise.all([notify('during-1@example.com'), notify('during-2@example.com'), ready()]);
    for (const answer of during) {
      expect(answer.status).toBe(503);
      expect(answer.ms).toBeLessThan(2_000);
    }
    // A second round, once the pool has lost every connection, is just as quick.
    const again = await notify('during-3@example.com');
    expect(again).toMatchObject({ status: 503, body: { statusCode: 503, error: 'Service Unavailable' } });
    expect(again.ms).toBeLessThan(2_000);
    expect(JSON.stringify(again.body)).not.toMatch(/ECONN|prisma|pg|stack/i);

    proxy.reconnect();
    let n = 0;
    const recoveredIn = await waitFor(async () => (await notify(`after-${n++}@example.com`)).status === 201, 5_000, 100);
    expect(recoveredIn).not.toBeNull();
    expect((await ready()).status).toBe(200);
    expect(api.child.exitCode).toBeNull(); // the same process, never restarted

    const emails = (await db.query<{ email: string }>('SELECT email FROM subscribers')).map((row) => row.email);
    expect(emails).toContain('before@example.com');
    expect(emails.filter((email) => email.startsWith('during-'))).toEqual([]);
  });
});

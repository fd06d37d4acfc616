import { killAll, startApi } from './support/api-process';
import { createDatabase, type TestDatabase } from './support/databases';
import { call } from './support/shop-client';

// REDIS_URL names a Redis that does not answer (nothing listens on port 1): the rate limits must
// not hold requests up waiting for it.
describe('rate limits with REDIS_URL pointing at a Redis that does not answer', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createDatabase();
  });

  afterAll(async () => {
    await killAll();
    await db?.drop();
  });

  it('lets requests through, promptly', async () => {
    const api = await startApi({ DATABASE_URL: db.url, REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_NOTIFY: '3' });
    for (let i = 0; i < 5; i++) {
      const answer = await call(`${api.url}/api/notify`, {
        method: 'POST',
        body: { email: `no-redis-${i}@example.com` },
        timeoutMs: 8_000,
      });
      expect(answer.status).toBe(201);
      expect(answer.ms).toBeLessThan(2_000);
    }
  });
});

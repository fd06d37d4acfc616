import type { OrderResponse } from '@shop/contract';
import { startApi } from './support/api-process';
import { freshDatabaseForSuite } from './support/suite';
import { type Answer, call, newVisitorCookie, placeOrder, sleep, waitFor } from './support/shop-client';

const DRAIN_MS = 3_000;

// A rolling deploy: SIGTERM while orders keep coming in.
describe('SIGTERM under load', () => {
  const db = freshDatabaseForSuite();

  it('turns readiness red, finishes what it accepted, and exits 0 within 10 s', async () => {
    const api = await startApi({ DATABASE_URL: db().url, SHUTDOWN_DRAIN_MS: String(DRAIN_MS) });
    const cookie = await newVisitorCookie(api.url);
    const answers: Answer<OrderResponse>[] = [];
    let stop = false;
    let n = 0;
    const clients = Array.from({ length: 16 }, async () => {
      while (!stop) {
        const answer = await placeOrder(api.url, cookie, `term-${n++}`, 30_000);
        answers.push(answer);
        if (answer.status === 0) await sleep(50);
      }
    });

    await waitFor(async () => answers.filter((answer) => answer.status === 201).length >= 20, 30_000, 50);
    const acceptedBefore = answers.filter((answer) => answer.status === 201).length;
    const signalledAt = Date.now();
    api.child.kill('SIGTERM');

    // While draining: not ready, yet still serving orders. (The server may be a little behind
    // under this load: poll until the signal has been handled, well within the drain delay.)
    const redWithin = await waitFor(
      async () => (await call(`${api.url}/api/health/ready`, { timeoutMs: 2_000 })).status === 503,
      DRAIN_MS - 500,
      50,
    );
    const answersAtReadiness = answers.length;
    expect(redWithin).not.toBeNull();

    const { code, signal } = await api.exited;
    const exitedAfter = Date.now() - signalledAt;
    stop = true;
    await Promise.all(clients);

    expect(code).toBe(0);
    expect(signal).toBeNull();
    expect(exitedAfter).toBeLessThan(10_000);
    expect(exitedAfter).toBeGreaterThanOrEqual(DRAIN_MS - 100);
    expect(acceptedBefore).toBeGreaterThanOrEqual(20);
    // Orders kept succeeding after readiness had turned red (the drain delay served them).
    expect(answers.slice(answersAtReadiness).filter((answer) => answer.status === 201).length).toBeGreaterThan(0);
    // Every request sent before the listener closed (signal + drain delay) got its normal answer.
    const closingAt = signalledAt + DRAIN_MS;
    const beforeClose = answers.filter((answer) => answer.startedAt + answer.ms < closingAt);
    expect(beforeClose.filter((answer) => answer.status !== 201)).toEqual([]);
    // After that, new requests are turned away (503 on a kept-alive connection, refused at
    // connect otherwise), never cut off half-way: no request ran into its time limit.
    const turnedAway = answers.filter((answer) => answer.status !== 201);
    expect(turnedAway.filter((answer) => answer.status !== 503 && answer.status !== 0)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 0 && /abort|timeout/i.test(String(answer.body)))).toEqual([]);

    // Every 201 is stored, and nothing else is.
    const [{ count }] = await db().query<{ count: string }>('SELECT count(*) FROM orders');
    expect(Number(count)).toBe(answers.filter((answer) => answer.status === 201).length);
  });
});

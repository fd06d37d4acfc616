import { randomBytes } from 'node:crypto';
import { SmtpCatcher } from '@shop/api/mail/testing';
import { type CreateOrderRequest, IDEMPOTENCY_KEY_HEADER, type OrderRefusalBody, type ScheduleDropRequest } from '@shop/contract';
import { type ApiProcess, startApi } from './support/api-process';
import { type Answer, call, newVisitorCookie, sleep, waitFor } from './support/shop-client';
import { freshDatabaseForSuite } from './support/suite';

// Issue 21: a drop opening to a crowd, on two real API processes sharing PostgreSQL, one of them
// killed with SIGKILL mid-burst. The stock is never oversold and the announcement goes out once.

const ADMIN_TOKEN = 'f'.repeat(40);
const BOXES = 50;
const BUYERS = 300;
const SUBSCRIBERS = 20;
const LINE = 'thin-mint-elite-half-dozen';
const ONE_BOX: CreateOrderRequest = {
  items: [{ id: LINE, name: 'Thin Mint Elite', size: 'Half Dozen', price: 26, quantity: 1, total: 26 }],
  total: 2600,
};

const admin = (api: ApiProcess, method: string, path: string, body?: unknown) =>
  call<{ state: string }>(`${api.url}/api/admin/drops/${path}`, { method, body, headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
const drop = (opensAt: number, subject: string): ScheduleDropRequest => ({
  opensAt: new Date(opensAt).toISOString(),
  hours: 1,
  stock: [{ productId: 'thin-mint-elite', sizeKey: 'half-dozen', boxes: BOXES }],
  announcement: { subject, body: 'Fifty boxes, first come first served.' },
});
const order = (url: string, cookie: string, key: string) =>
  call<{ id: string } & Partial<OrderRefusalBody>>(`${url}/api/order`, {
    method: 'POST',
    body: ONE_BOX,
    headers: { cookie, [IDEMPOTENCY_KEY_HEADER]: key },
    timeoutMs: 30_000,
  });

describe('a drop opening to a flash crowd on two processes', () => {
  const db = freshDatabaseForSuite();
  const smtp = new SmtpCatcher();
  let a: ApiProcess;
  let b: ApiProcess;
  let env: Record<string, string>;
  beforeAll(async () => {
    await smtp.start();
    env = {
      DATABASE_URL: db().url,
      WEB_DIR: 'none',
      ADMIN_TOKEN,
      SMTP_URL: smtp.url,
      MAIL_SENDER: 'in-process',
      MAIL_POLL_MS: '50',
      DROP_ANNOUNCE_POLL_MS: '100',
    };
    // Both look for the opening and queue the announcement; B alone sends mail, because a message
    // the killed A had claimed would wait out its 5-minute lease before B sent it (mail-delivery.spec.ts).
    a = await startApi({ ...env, MAIL_SENDER: 'off' });
    b = await startApi({ ...env, MIGRATE_ON_START: 'false' });
    await db().query(
      `INSERT INTO subscribers (id, email, list, status, confirmed_at, updated_at)
       SELECT gen_random_uuid(), 'fan-' || i || '@example.com', 'drop', 'confirmed', now(), now() FROM generate_series(1, ${SUBSCRIBERS}) i`,
    );
  }, 120_000);
  afterAll(() => smtp.stop());

  it(`sells exactly ${BOXES} boxes to ${BUYERS} buyers though one process is killed mid-burst, and announces once`, async () => {
    const cookies = await Promise.all(Array.from({ length: BUYERS }, (_, i) => newVisitorCookie(i % 2 ? b.url : a.url)));
    const opensAt = Date.now() + 3_000;
    const scheduled = await admin(a, 'PUT', 'crowd', drop(opensAt, 'The crowd drop is open'));
    expect(scheduled.status).toBe(200);
    // Refused before the opening, on either process.
    expect((await order(b.url, cookies[0], 'early')).body.reason).toBe('not-open-yet');
    await sleep(Math.max(0, opensAt - Date.now()) + 50);

    const answers: Answer<{ id: string } & Partial<OrderRefusalBody>>[] = [];
    let retried = 0;
    // A is killed as the 20th answer comes in, not on a poll between answers: polling every 5 ms
    // once let a fast machine's A answer its whole share before the kill, cutting nothing off.
    let killA: () => void = () => undefined;
    const killed = new Promise<void>((resolve) => {
      killA = () => {
        a.child.kill('SIGKILL');
        resolve();
      };
    });
    const burst = cookies.map(async (cookie, i) => {
      const key = `crowd-${i}-${randomBytes(4).toString('hex')}`;
      let answer = await order(i % 2 ? b.url : a.url, cookie, key);
      if (answer.status === 0) {
        // Cut off by the kill: the client retries once on the process that is left, with the same key.
        retried++;
        answer = await order(b.url, cookie, key);
      }
      if (answers.push(answer) === 20) killA();
    });
    await killed;
    await a.exited;
    await Promise.all(burst);

    // The kill cut requests off, and every one of them was answered on the retry.
    expect(retried).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.status === 0 || answer.status >= 500)).toEqual([]);
    const created = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(created.length + refused.length).toBe(BUYERS);
    expect(created.length).toBe(BOXES);
    expect(new Set(refused.map((answer) => answer.body.reason))).toEqual(new Set(['short']));

    const [stock] = await db().query<{ boxes: number; remaining: number }>(`SELECT boxes, remaining FROM drop_stock`);
    expect(stock).toEqual({ boxes: BOXES, remaining: 0 });
    const [sold] = await db().query<{ orders: number; boxes: number }>(
      `SELECT count(DISTINCT o.id)::int AS orders, sum(l.quantity)::int AS boxes
         FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.drop_id IS NOT NULL`,
    );
    expect(sold).toEqual({ orders: BOXES, boxes: BOXES });
    const stored = new Set((await db().query<{ id: string }>(`SELECT id::text AS id FROM orders`)).map((row) => row.id));
    for (const answer of created) expect(stored.has(answer.body.id)).toBe(true);
    const [buyers] = await db().query<{ over: number }>(`SELECT count(*)::int AS over FROM drop_buyers WHERE boxes > max_boxes`);
    expect(buyers.over).toBe(0);

    // The announcement: once per confirmed subscriber, though both processes were looking.
    expect(await waitFor(async () => smtp.messages.length >= SUBSCRIBERS, 60_000, 100)).not.toBeNull();
    await sleep(1_000);
    const announced = smtp.messages.filter((m) => m.headers['subject'] === 'The crowd drop is open');
    expect(announced).toHaveLength(SUBSCRIBERS);
    expect(new Set(announced.flatMap((m) => m.envelopeTo)).size).toBe(SUBSCRIBERS);
  }, 180_000);

  it('announces a drop that opened while every process was down, as soon as one starts', async () => {
    expect((await admin(b, 'POST', 'crowd/close')).status).toBe(200);
    const opensAt = Date.now() + 1_500;
    expect((await admin(b, 'PUT', 'while-down', drop(opensAt, 'Opened while the shop was down'))).status).toBe(200);
    b.child.kill('SIGKILL');
    await b.exited;
    await sleep(Math.max(0, opensAt - Date.now()) + 500);
    const before = smtp.messages.length;

    const c = await startApi({ ...env, MIGRATE_ON_START: 'false', DROP_ANNOUNCE_POLL_MS: '600000' });
    expect(await waitFor(async () => smtp.messages.length >= before + SUBSCRIBERS, 60_000, 100)).not.toBeNull();
    expect(smtp.messages.filter((m) => m.headers['subject'] === 'Opened while the shop was down')).toHaveLength(SUBSCRIBERS);
    await c.stop();
  }, 120_000);
});

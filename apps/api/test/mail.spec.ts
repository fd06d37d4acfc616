import { createHmac } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { captureOutput } from './testing/capture-output';
import { SmtpCatcher, tokenFrom } from '@shop/api/mail/testing';
import { createTestApp, type TestApp } from './testing/test-app';

// Mail through HTTP and a real SMTP server: the API's own sender (MAIL_SENDER=in-process) talks
// SMTP to smtp-server in this process, and the tests act on what arrived.

const CONFIRM_PAGE = '/subscription/confirm';
const UNSUBSCRIBE_PAGE = '/subscription/unsubscribe';
const ONE_CLICK = '/api/subscriptions/unsubscribe';

const smtp = new SmtpCatcher();
let t: TestApp;

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_SENDER: 'in-process',
    MAIL_POLL_MS: '20',
    SHOP_INBOX: 'kitchen@shop.example',
    SHOP_POSTAL_ADDRESS: '1 Oven Lane, Bakeville',
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const post = (path: string, body: object) => request(t.server).post(path).send(body);
const subscription = (email: string, list = 'drop') => t.prisma.subscriber.findUniqueOrThrow({ where: { email_list: { email, list } } });
const outboxCount = () => t.prisma.mailMessage.count();
const snapshot = () => t.prisma.subscriber.findMany({ orderBy: { id: 'asc' } });

/** Polls until `check` holds: the sender marks a message sent just after the SMTP server took it. */
async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A token signed with the app's real key (derived from COOKIE_SECRET as the API does), to build an expired one. */
function signedToken(claims: object): string {
  const key = createHmac('sha256', t.config.cookieSecret as string)
    .update('subscription-links-v1')
    .digest();
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
}

describe('double opt-in', () => {
  it('sign up → confirmation mail → token from its link → POST confirm → confirmed in the database', async () => {
    await post('/api/notify', { email: 'Ada@Example.com' }).expect(201, { subscribed: true });
    expect(await subscription('ada@example.com')).toMatchObject({ status: 'pending', confirmedAt: null });

    const [mail] = await smtp.waitFor('ada@example.com');
    expect(mail.headers['subject']).toContain('Confirm your sign-up to drop notifications');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['list-unsubscribe']).toMatch(new RegExp(`^<http://localhost:3000${ONE_CLICK}\\?token=`));
    expect(mail.decoded).toContain('1 Oven Lane, Bakeville');

    const token = tokenFrom(mail, CONFIRM_PAGE);
    // The mail promises what the token does: the hours it names are the hours the link works.
    const expiry = (JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()) as { x: number }).x;
    const promised = Number(/The link works for (\d+) hours\./.exec(mail.decoded)?.[1]);
    expect(promised).toBe(72);
    expect(Math.round((expiry - Date.now() / 1000) / 3600)).toBe(promised);
    // A mail scanner that follows links (GET) confirms nothing: only the page's POST does.
    await request(t.server).get(`/api/subscriptions/confirm?token=${token}`).expect(404);
    await request(t.server).get(`${ONE_CLICK}?token=${token}`).expect(404);
    expect((await subscription('ada@example.com')).status).toBe('pending');
    const res = await post('/api/subscriptions/confirm', { token }).expect(200);
    expect(res.body).toEqual({ confirmed: true, list: 'drop' });
    const row = await subscription('ada@example.com');
    expect(row.status).toBe('confirmed');
    expect(row.confirmedAt).toBeInstanceOf(Date);

    await eventually(
      async () => (await t.prisma.mailMessage.count({ where: { toAddress: 'ada@example.com', status: 'sent' } })) === 1,
      'marked sent',
    );
    const sent = await t.prisma.mailMessage.findFirstOrThrow({ where: { toAddress: 'ada@example.com' } });
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, kind: 'subscription-confirm' });
  });

  it('keeps the two lists apart: the newsletter form sends list=newsletter', async () => {
    await post('/api/notify', { email: 'both@example.com' }).expect(201);
    await post('/api/notify', { email: 'both@example.com', list: 'newsletter' }).expect(201);
    const mails = await smtp.waitFor('both@example.com', 2);
    expect(mails.map((m) => m.headers['subject']).sort()).toEqual([
      expect.stringContaining('drop notifications'),
      expect.stringContaining('the newsletter'),
    ]);
    expect((await subscription('both@example.com', 'newsletter')).status).toBe('pending');
  });

  it('sends a pending address at most one more confirmation per 10 minutes, and a confirmed one nothing', async () => {
    await post('/api/notify', { email: 'eager@example.com' }).expect(201);
    await smtp.waitFor('eager@example.com');
    const queued = await outboxCount();
    for (let i = 0; i < 5; i++) await post('/api/notify', { email: 'eager@example.com' }).expect(201, { subscribed: true });
    expect(await outboxCount()).toBe(queued);

    // Ten minutes later, one more; the link of the first mail still works (same nonce).
    await t.prisma.subscriber.update({
      where: { email_list: { email: 'eager@example.com', list: 'drop' } },
      data: { confirmationSentAt: new Date(Date.now() - 11 * 60_000) },
    });
    await post('/api/notify', { email: 'eager@example.com' }).expect(201);
    const [first, second] = await smtp.waitFor('eager@example.com', 2);
    await post('/api/subscriptions/confirm', { token: tokenFrom(first, CONFIRM_PAGE) }).expect(200);
    await post('/api/subscriptions/confirm', { token: tokenFrom(second, CONFIRM_PAGE) }).expect(410);

    const afterConfirm = await outboxCount();
    await post('/api/notify', { email: 'eager@example.com' }).expect(201, { subscribed: true });
    expect(await outboxCount()).toBe(afterConfirm);
    expect((await subscription('eager@example.com')).status).toBe('confirmed');
  });
});

describe('one-click unsubscribe', () => {
  it('a mail client POSTs List-Unsubscribe=One-Click to the List-Unsubscribe URL; idempotent; a new sign-up starts over', async () => {
    await post('/api/notify', { email: 'leaver@example.com' }).expect(201);
    const [mail] = await smtp.waitFor('leaver@example.com');
    await post('/api/subscriptions/confirm', { token: tokenFrom(mail, CONFIRM_PAGE) }).expect(200);

    const url = new URL(mail.headers['list-unsubscribe'].replace(/^<|>$/g, ''));
    const oneClick = () => request(t.server).post(`${url.pathname}${url.search}`).type('form').send('List-Unsubscribe=One-Click');
    expect((await oneClick().expect(200)).body).toEqual({ unsubscribed: true });
    const row = await subscription('leaver@example.com');
    expect(row.status).toBe('unsubscribed');
    expect(row.unsubscribedAt).toBeInstanceOf(Date);

    await oneClick().expect(200, { unsubscribed: true });
    expect((await subscription('leaver@example.com')).unsubscribedAt).toEqual(row.unsubscribedAt);

    // The page's button posts JSON to the same URL, with the token of the link in the body text.
    const pageToken = tokenFrom(mail, UNSUBSCRIBE_PAGE);
    await request(t.server).post(`${ONE_CLICK}?token=${pageToken}`).send({}).expect(200);

    await post('/api/notify', { email: 'leaver@example.com' }).expect(201);
    const mails = await smtp.waitFor('leaver@example.com', 2);
    expect((await subscription('leaver@example.com')).status).toBe('pending');
    await post('/api/subscriptions/confirm', { token: tokenFrom(mail, CONFIRM_PAGE) }).expect(410);
    await post('/api/subscriptions/confirm', { token: tokenFrom(mails[1], CONFIRM_PAGE) }).expect(200);
  });

  it('still refuses a form body on every other route', async () => {
    await request(t.server).post('/api/notify').type('form').send('email=a%40example.com').expect(415);
  });
});

describe('bad links and bad input change nothing', () => {
  let token: string;
  let id: string;
  beforeAll(async () => {
    await post('/api/notify', { email: 'target@example.com' }).expect(201);
    const [mail] = await smtp.waitFor('target@example.com');
    token = tokenFrom(mail, CONFIRM_PAGE);
    id = (await subscription('target@example.com')).id;
  });

  it.each([
    ['a forged signature', 400, () => `${token.split('.')[0]}.${'A'.repeat(43)}`],
    [
      'a changed payload',
      400,
      () => `${Buffer.from(JSON.stringify({ s: id, p: 'confirm', n: 'x', x: 9e9 })).toString('base64url')}.${token.split('.')[1]}`,
    ],
    ['garbage', 400, () => 'not-a-token'],
    ['an unsubscribe token', 400, () => signedToken({ s: id, p: 'unsubscribe' })],
    ['an expired token', 410, () => signedToken({ s: id, p: 'confirm', n: 'whatever', x: Math.floor(Date.now() / 1000) - 1 })],
    ['a token with a wrong nonce', 410, () => signedToken({ s: id, p: 'confirm', n: 'stale', x: Math.floor(Date.now() / 1000) + 60 })],
  ])('confirm with %s → %d and no row changed', async (_case, status, make) => {
    const before = await snapshot();
    const res = await post('/api/subscriptions/confirm', { token: make() }).expect(status);
    expect(res.body.message).toMatch(/link/);
    expect(await snapshot()).toEqual(before);
  });

  it('a reused confirmation link → 410 and no row changed', async () => {
    await post('/api/subscriptions/confirm', { token }).expect(200);
    const before = await snapshot();
    const res = await post('/api/subscriptions/confirm', { token }).expect(410);
    expect(res.body.message).toContain('already used');
    expect(await snapshot()).toEqual(before);
  });

  it('a forged unsubscribe token → 400 and no row changed', async () => {
    const before = await snapshot();
    await request(t.server)
      .post(`${ONE_CLICK}?token=${signedToken({ s: id, p: 'unsubscribe' }).slice(0, -2)}xx`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(400);
    await request(t.server).post(ONE_CLICK).type('form').send('List-Unsubscribe=One-Click').expect(400);
    expect(await snapshot()).toEqual(before);
  });

  it('an unknown list → 400 naming the lists, no row and no mail', async () => {
    const [rows, mails] = [await t.prisma.subscriber.count(), await outboxCount()];
    const res = await post('/api/notify', { email: 'x@example.com', list: 'vip' }).expect(400);
    expect(res.body.message).toContain('List must be one of the following values: drop, newsletter');
    expect([await t.prisma.subscriber.count(), await outboxCount()]).toEqual([rows, mails]);
  });
});

describe('contact messages', () => {
  it('get a fixed acknowledgement to the visitor and a copy of everything to SHOP_INBOX that replies to the visitor', async () => {
    await post('/api/contact', { name: 'Grace <b>Hopper</b>', email: 'grace@example.com', message: 'Do you ship to Canada?' }).expect(201);
    const [ack] = await smtp.waitFor('grace@example.com');
    expect(ack.decoded).toContain('A person from the kitchen will reply within 24 hours');
    expect(ack.decoded).not.toMatch(/Grace|Hopper|Canada/);
    const [copy] = await smtp.waitFor('kitchen@shop.example');
    expect(copy.headers['reply-to']).toBe('grace@example.com');
    expect(copy.decoded).toContain('Grace &lt;b&gt;Hopper&lt;/b&gt;');
    expect(copy.decoded).toContain('Do you ship to Canada?');
    await eventually(
      async () => (await t.prisma.mailMessage.count({ where: { kind: { in: ['contact-ack', 'contact-notify'] }, status: 'sent' } })) === 2,
      'both marked sent',
    );
  });
});

describe('SMTP down', () => {
  const outage = new SmtpCatcher();
  let app: TestApp;
  beforeAll(async () => {
    await outage.start();
    await outage.stop(); // the port is known and nothing listens on it
    app = await createTestApp({ SMTP_URL: outage.url, MAIL_SENDER: 'in-process', MAIL_POLL_MS: '20' }, (config) => ({
      ...config,
      mail: { ...config.mail, retryBaseMs: 100 },
    }));
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await outage.stop();
  });

  it('retries with backoff and delivers every message once the server is back', async () => {
    for (const email of ['r1@example.com', 'r2@example.com', 'r3@example.com'])
      await request(app.server).post('/api/notify').send({ email }).expect(201);
    await eventually(async () => (await app.prisma.mailMessage.count({ where: { attempts: { gte: 2 } } })) === 3, 'each was retried');
    const failing = await app.prisma.mailMessage.findMany();
    expect(failing.every((m) => m.status === 'queued' && m.lastError && !m.lastError.includes('@'))).toBe(true);

    await outage.start();
    for (const email of ['r1@example.com', 'r2@example.com', 'r3@example.com'])
      expect(await outage.waitFor(email, 1, 15_000)).toHaveLength(1);
    await eventually(async () => (await app.prisma.mailMessage.count({ where: { status: 'sent' } })) === 3, 'all marked sent');
  }, 30_000);
});

describe('logs and .eml files', () => {
  let app: TestApp;
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-mail-'));
  const refusing = new SmtpCatcher();

  afterAll(async () => {
    await app?.close();
    await refusing.stop();
  });

  it('without SMTP_URL, write each message under DATA_DIR/mail and log its path, never the address or the token', async () => {
    const startup = captureOutput();
    try {
      app = await createTestApp({ LOG_LEVEL: 'info', MAIL_SENDER: 'in-process', MAIL_POLL_MS: '20', DATA_DIR: dataDir });
    } finally {
      startup.restore();
    }
    const output = captureOutput();
    let files: string[];
    try {
      await request(app.server).post('/api/notify').send({ email: 'zq-eml@example.com' }).expect(201);
      await request(app.server).post('/api/contact').send({ name: 'Zq', email: 'zq-contact@example.com', message: 'zq words' }).expect(201);
      await eventually(
        async () => (existsSync(join(dataDir, 'mail')) ? readdirSync(join(dataDir, 'mail')).length : 0) === 3,
        'three .eml files',
      );
      await eventually(async () => (output.text().match(/written to /g) ?? []).length === 3, 'three log lines');
      files = readdirSync(join(dataDir, 'mail'));
    } finally {
      output.restore();
    }
    const confirm = readFileSync(join(dataDir, 'mail', files.find((f) => f.includes('subscription-confirm')) as string), 'utf8');
    const decoded = confirm.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const token = tokenFrom({ decoded } as never, CONFIRM_PAGE);
    const logged = output.text();
    for (const file of files) expect(logged).toContain(join(dataDir, 'mail', file));
    expect(logged).not.toMatch(/zq-eml|zq-contact|@example\.com/);
    expect(logged).not.toContain(token);
  }, 60_000);

  it('a refused recipient: the server’s reason is logged and kept in last_error, without the address', async () => {
    await refusing.stop();
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, _session, callback) =>
        callback(Object.assign(new Error(`<${address.address}>: Recipient address rejected`), { responseCode: 450 })),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.server.address() as AddressInfo;
    const own = await createTestApp(
      { LOG_LEVEL: 'info', MAIL_SENDER: 'in-process', MAIL_POLL_MS: '20', SMTP_URL: `smtp://127.0.0.1:${port}` },
      (config) => ({
        ...config,
        mail: { ...config.mail, retryBaseMs: 60_000 },
      }),
    );
    const output = captureOutput();
    try {
      await request(own.server).post('/api/notify').send({ email: 'zq-refused@example.com' }).expect(201);
      await eventually(
        async () => (await own.prisma.mailMessage.count({ where: { lastError: { not: null } } })) === 1,
        'the attempt failed',
      );
      await eventually(async () => output.text().includes('attempt 1 failed'), 'the failure was logged');
      const row = await own.prisma.mailMessage.findFirstOrThrow();
      expect(row).toMatchObject({ status: 'queued', attempts: 1 });
      expect(row.lastError).toContain('450 <<address>>: Recipient address rejected');
      expect(row.lastError).not.toContain('zq-refused');
    } finally {
      output.restore();
      await own.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    const logged = output.text();
    expect(logged).toContain('Recipient address rejected');
    expect(logged).toContain('<address>');
    expect(logged).not.toContain('zq-refused');
  }, 60_000);
});

describe('one transaction', () => {
  it('a sign-up whose mail cannot be queued is not stored either', async () => {
    await t.prisma.$executeRawUnsafe(
      `CREATE FUNCTION refuse_mail() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'outbox refused'; END $$ LANGUAGE plpgsql`,
    );
    await t.prisma.$executeRawUnsafe(`CREATE TRIGGER refuse_mail BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION refuse_mail()`);
    try {
      await post('/api/notify', { email: 'atomic@example.com' }).expect(500);
      await post('/api/contact', { name: 'Atomic', email: 'atomic@example.com', message: 'Hi' }).expect(500);
      expect(await t.prisma.subscriber.count({ where: { email: 'atomic@example.com' } })).toBe(0);
      expect(await t.prisma.contactMessage.count({ where: { email: 'atomic@example.com' } })).toBe(0);
    } finally {
      await t.prisma.$executeRawUnsafe('DROP TRIGGER refuse_mail ON mail_outbox');
      await t.prisma.$executeRawUnsafe('DROP FUNCTION refuse_mail()');
    }
    await post('/api/notify', { email: 'atomic@example.com' }).expect(201);
    expect(await t.prisma.subscriber.count({ where: { email: 'atomic@example.com' } })).toBe(1);
  });
});

import request from 'supertest';
import { SmtpCatcher } from '@shop/api/mail/testing';
import { createTestApp, type TestApp } from './testing/test-app';

// What a tester found trying the shop as an attacker and as careless staff would (issue 60), each
// as it was reported: a drop that closes in the year 10000, names that differ only in case, limits
// no body could reach, line breaks in one-line fields, bytes that are not UTF-8. (A body that never
// finishes is a fault test: apps/api-faults/src/slow-body.spec.ts.)

const ADMIN_TOKEN = 'q'.repeat(40);
const HOUR = 3_600_000;
const smtp = new SmtpCatcher();
let t: TestApp;

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ ADMIN_TOKEN, SMTP_URL: smtp.url, MAIL_SENDER: 'in-process', MAIL_POLL_MS: '20', DROP_ANNOUNCE_POLL_MS: '100' });
  await t.prisma.subscriber.create({ data: { email: 'fan@example.com', list: 'drop', status: 'confirmed', confirmedAt: new Date() } });
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const admin = (method: 'put' | 'get' | 'post', path: string) =>
  request(t.server)[method](`/api/admin${path}`).set('Authorization', `Bearer ${ADMIN_TOKEN}`);
const stock = [{ productId: 'thin-mint-elite', sizeKey: 'dozen', boxes: 10 }];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until `check` holds, or fails after `ms`. */
async function until(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  for (const deadline = Date.now() + ms; !(await check()); await sleep(50)) {
    if (Date.now() > deadline) throw new Error('timed out');
  }
}

describe('a drop opening far off, or in another form of ISO 8601', () => {
  it.each(['9999-12-31T23:00:00Z', '2027-W01-1T00:00Z', '2027-001T00:00Z', '20270101T000000Z', '2026-02-30T10:00:00Z'])(
    'refuses %s with a 400 naming opensAt and its form, and stores nothing',
    async (opensAt) => {
      const res = await admin('put', '/drops/next').send({ opensAt, hours: 1, stock }).expect(400);
      expect(res.body.message).toMatch(
        /^OpensAt must be (a date and time with its zone, such as 2026-12-04T14:00:00Z|at most a year from now)/,
      );
      expect(await t.prisma.drop.count()).toBe(0);
    },
  );

  it('takes an opening up to a year ahead, and the storefront and staff read it back', async () => {
    const opensAt = new Date(Date.now() + 300 * 24 * HOUR);
    opensAt.setUTCMilliseconds(0);
    await admin('put', '/drops/far-but-fine').send({ opensAt: opensAt.toISOString(), hours: 1, stock }).expect(200);
    expect((await request(t.server).get('/api/drop').expect(200)).body).toMatchObject({
      phase: 'scheduled',
      opensAt: opensAt.toISOString(),
    });
    await admin('get', '/drops').expect(200);
    await admin('post', '/drops/far-but-fine/close').expect(200);
  });

  it('cannot store a time the shop could not read back, whoever writes it', async () => {
    await expect(
      t.prisma.$executeRawUnsafe(`INSERT INTO drops (id, name, opens_at, closes_at, per_visitor_boxes, updated_at)
                                  VALUES (gen_random_uuid(), 'by-hand', '9999-12-31T23:00:00Z', '10000-01-01T00:00:00Z', 4, now())`),
    ).rejects.toThrow(/drops_times_check/);
    await request(t.server).get('/api/drop').expect(200);
  });
});

describe('drop names that differ only in letter case', () => {
  it('are one drop: its twin is refused like any name already used', async () => {
    // CaseA opens at once, its announcement goes out, and it is closed.
    await admin('put', '/drops/CaseA')
      .send({ opensAt: new Date(Date.now() - 1000).toISOString(), hours: 1, stock, announcement: { subject: 'A is open', body: 'First.' } })
      .expect(200);
    await smtp.waitFor('fan@example.com', 1);
    await until(async () => (await admin('get', '/drops/casea').expect(200)).body.announcement.announcedAt !== null);
    await admin('post', '/drops/CASEA/close').expect(200);
    const twin = await admin('put', '/drops/casea')
      .send({ opensAt: new Date(Date.now() + HOUR).toISOString(), stock, announcement: { subject: 'Another', body: 'Other text.' } })
      .expect(409);
    expect(twin.body.message).toContain('"casea" has been closed already');
    expect(await t.prisma.drop.findMany({ select: { name: true }, where: { name: { startsWith: 'case', mode: 'insensitive' } } })).toEqual([
      { name: 'casea' },
    ]);
  }, 30_000);
});

describe('a drop whose announcement cannot be queued', () => {
  it('is passed over, said once, and shown to staff; the drop after it is announced', async () => {
    // A campaign of another text already holds the name drop-blocked (`npm run announce` used it).
    const mailsBefore = smtp.to('fan@example.com').length;
    await admin('post', '/announcements')
      .send({ name: 'drop-blocked', list: 'drop', subject: 'By hand', body: 'Sent with npm run announce.', limit: 10 })
      .expect(200);
    await smtp.waitFor('fan@example.com', mailsBefore + 1);
    await admin('put', '/drops/blocked')
      .send({
        opensAt: new Date(Date.now() + 400).toISOString(),
        hours: 1,
        stock,
        announcement: { subject: 'Blocked', body: 'Never sent.' },
      })
      .expect(200);
    await until(async () => (await admin('get', '/drops/blocked').expect(200)).body.announcement.problem !== null);
    const blocked = (await admin('get', '/drops/blocked').expect(200)).body;
    expect(blocked.announcement).toMatchObject({
      announcedAt: null,
      problem: expect.stringContaining('"drop-blocked" was already announced'),
    });
    await admin('post', '/drops/blocked/close').expect(200);

    await admin('put', '/drops/after')
      .send({
        opensAt: new Date(Date.now() + 300).toISOString(),
        hours: 1,
        stock,
        announcement: { subject: 'After is open', body: 'Second.' },
      })
      .expect(200);
    await smtp.waitFor('fan@example.com', mailsBefore + 2);
    const subjects = smtp.to('fan@example.com').map((mail) => mail.headers['subject']);
    expect(subjects).toEqual(expect.arrayContaining(['By hand', 'After is open']));
    expect(subjects).not.toContain('Blocked');
    expect((await admin('get', '/drops/after').expect(200)).body.announcement).toMatchObject({ problem: null });
    await admin('post', '/drops/after/close').expect(200);
  }, 30_000);
});

describe('limits every declared field can reach', () => {
  const opensAt = () => new Date(Date.now() + 200 * 24 * HOUR).toISOString();

  it('takes an announcement of 20,000 characters of three bytes each (60 KB), on both admin routes', async () => {
    const body = '€'.repeat(20_000);
    await admin('put', '/drops/euro')
      .send({ opensAt: opensAt(), stock, announcement: { subject: 'Euros', body } })
      .expect(200);
    await admin('post', '/drops/euro/close').expect(200);
    await admin('post', '/announcements').send({ name: 'euros', list: 'newsletter', subject: 'Euros', body, limit: 1 }).expect(200);
  });

  it('refuses a stock file over its limit by naming the field, not with a 413', async () => {
    const stockCsv = `product,size,boxes\nthin-mint-elite,dozen,10\n${'#'.repeat(40_000)}`;
    const res = await admin('put', '/drops/big-file').send({ opensAt: opensAt(), stockCsv }).expect(400);
    expect(res.body.message).toBe('StockCsv must be shorter than or equal to 10000 characters.');
  });

  it('still refuses a visitor body over 32 KiB', async () => {
    await request(t.server)
      .post('/api/contact')
      .send({ name: 'Ada', email: 'ada@example.com', message: 'x'.repeat(40_000) })
      .expect(413);
  });
});

describe('one-line fields', () => {
  const contact = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello' };
  it.each(['Eve\r\nBcc: victim@example.com\r\nX-Inj: 1', 'Eve\u000bX', 'Eve\u0085X', 'Eve\u2028X', 'Eve\u2029X', 'Eve\tX'])(
    'refuse a contact name holding %j, naming the field',
    async (name) => {
      const before = await t.prisma.contactMessage.count();
      const res = await request(t.server)
        .post('/api/contact')
        .send({ ...contact, name })
        .expect(400);
      expect(res.body.message).toBe('Name must be one line, without line breaks or control characters.');
      expect(await t.prisma.contactMessage.count()).toBe(before);
    },
  );

  it('keep a message many lines long', async () => {
    await request(t.server)
      .post('/api/contact')
      .send({ ...contact, message: 'Line one\r\nLine two\n\nLine four' })
      .expect(201);
  });

  it.each([
    [
      'an email',
      () =>
        request(t.server)
          .post('/api/contact')
          .send({ ...contact, email: 'ada\u2028@example.com' }),
      'Email must not contain',
    ],
    [
      'an announcement subject',
      () => admin('post', '/announcements').send({ name: 'x', list: 'drop', subject: 'June\r\nBcc: a@b.c', body: 'b', limit: 1 }),
      'Subject must be one line',
    ],
    [
      'a drop announcement subject',
      () =>
        admin('put', '/drops/lines').send({
          opensAt: new Date(Date.now() + HOUR).toISOString(),
          stock,
          announcement: { subject: 'A\nB', body: 'b' },
        }),
      'Announcement.subject must be one line',
    ],
  ])('refuse %s with a line break', async (_what, send, message) => {
    const res = await send().expect(400);
    expect(res.body.message).toContain(message);
  });

  it('refuse a drop name with a line break in the path', async () => {
    await admin('put', '/drops/a%0Ab')
      .send({ opensAt: new Date(Date.now() + HOUR).toISOString(), stock })
      .expect(400);
  });
});

describe('bytes that are not UTF-8', () => {
  /** The bytes as they are: supertest would send a Buffer as JSON of its own. */
  const postBytes = (body: Buffer) =>
    t.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, body });

  it('are a 400, and nothing is stored', async () => {
    const before = await t.prisma.contactMessage.count();
    const res = await postBytes(
      Buffer.concat([
        Buffer.from('{"name":"Ren'),
        Buffer.from([0xe9, 0xe9]),
        Buffer.from('","email":"ren@example.com","message":"Bonjour"}'),
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body must be UTF-8 text: it holds bytes that are not.');
    expect(await t.prisma.contactMessage.count()).toBe(before);
  });

  it('while the same text in UTF-8 is taken', async () => {
    const res = await postBytes(Buffer.from(JSON.stringify({ name: 'Renée', email: 'ren@example.com', message: 'Bonjour' })));
    expect(res.statusCode).toBe(201);
    expect(await t.prisma.contactMessage.findFirst({ where: { email: 'ren@example.com' } })).toMatchObject({ name: 'Renée' });
  });
});

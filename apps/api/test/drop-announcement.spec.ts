import request from 'supertest';
import { SmtpCatcher } from '@shop/api/mail/testing';
import { createTestApp, type TestApp } from './testing/test-app';

// A drop's announcement goes to every confirmed `drop` subscriber when it opens, by itself,
// through the real SMTP server, with the campaign machinery's one-click unsubscribe.

const ADMIN_TOKEN = 'e'.repeat(40);
const smtp = new SmtpCatcher();
let t: TestApp;

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ ADMIN_TOKEN, SMTP_URL: smtp.url, MAIL_SENDER: 'in-process', MAIL_POLL_MS: '20', DROP_ANNOUNCE_POLL_MS: '100' });
  const at = new Date();
  await t.prisma.subscriber.createMany({
    data: [
      { email: 'fan1@example.com', list: 'drop', status: 'confirmed', confirmedAt: at },
      { email: 'fan2@example.com', list: 'drop', status: 'confirmed', confirmedAt: at },
      { email: 'maybe@example.com', list: 'drop', status: 'pending' },
      { email: 'gone@example.com', list: 'drop', status: 'unsubscribed', unsubscribedAt: at },
      { email: 'reader@example.com', list: 'newsletter', status: 'confirmed', confirmedAt: at },
    ],
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('mails the announcement when the drop opens, once, to confirmed drop subscribers only', async () => {
  // Far enough ahead that a slow machine's PUT and the wait below still end before the opening.
  const opensAt = Date.now() + 4_000;
  await request(t.server)
    .put('/api/admin/drops/jan-drop')
    .set('Authorization', `Bearer ${ADMIN_TOKEN}`)
    .send({
      opensAt: new Date(opensAt).toISOString(),
      stock: [{ productId: 'thin-mint-elite', sizeKey: 'dozen', boxes: 10 }],
      announcement: { subject: 'The January drop is open', body: 'Ten boxes.\n\nGo!' },
    })
    .expect(200);
  await sleep(800);
  expect(Date.now()).toBeLessThan(opensAt);
  expect(smtp.messages).toHaveLength(0);

  await smtp.waitFor('fan1@example.com', 1);
  await smtp.waitFor('fan2@example.com', 1);
  expect(Date.now()).toBeGreaterThanOrEqual(opensAt);
  await sleep(1_000);
  expect(smtp.messages.flatMap((m) => m.envelopeTo).sort()).toEqual(['fan1@example.com', 'fan2@example.com']);
  const [mail] = smtp.to('fan1@example.com');
  expect(mail.headers['subject']).toBe('The January drop is open');
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  expect(mail.decoded).toContain('Ten boxes.');

  const status = await request(t.server).get('/api/admin/drops/jan-drop').set('Authorization', `Bearer ${ADMIN_TOKEN}`).expect(200);
  expect(status.body.announcement).toMatchObject({ subject: 'The January drop is open', announcedAt: expect.any(String) });
}, 30_000);

import request from 'supertest';
import { SmtpCatcher } from '@shop/api/mail/testing';
import { createTestApp, type TestApp } from './testing/test-app';

// How the in-process sender sends, against a real SMTP server. A visitor who signs up is waiting
// for the confirmation mail: it goes out as soon as its transaction commits, not at the sender's
// next poll. The poll here is a minute long, so only the nudge after the commit can deliver within
// the few seconds the test allows.

const smtp = new SmtpCatcher();
let t: TestApp;

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_SENDER: 'in-process',
    MAIL_POLL_MS: '60000',
    SHOP_INBOX: 'kitchen@shop.example',
    SMTP_MAX_CONNECTIONS: '2',
  });
  // Let the sender's first round (an empty outbox) pass, so it is asleep for the minute.
  await new Promise((resolve) => setTimeout(resolve, 500));
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

describe('the in-process sender', () => {
  it('sends the confirmation of a sign-up without waiting for the next poll', async () => {
    await request(t.server).post('/api/notify').send({ email: 'eager@example.com' }).expect(201);
    const [mail] = await smtp.waitFor('eager@example.com', 1, 5_000);
    expect(mail.headers['subject']).toContain('Confirm your sign-up');
  });

  it('sends both contact mails without waiting for the next poll', async () => {
    await request(t.server)
      .post('/api/contact')
      .send({ name: 'Quick', email: 'quick@example.com', message: 'Do you ship to Oslo?' })
      .expect(201);
    await smtp.waitFor('quick@example.com', 1, 5_000);
    await smtp.waitFor('kitchen@shop.example', 1, 5_000);
  });

  it('carries many messages over its SMTP_MAX_CONNECTIONS connections instead of opening one per message', async () => {
    const before = smtp.connections;
    const emails = Array.from({ length: 12 }, (_, i) => `pooled-${i}@example.com`);
    // A burst, so that batches of several messages are sent together.
    await Promise.all(emails.map((email) => request(t.server).post('/api/notify').send({ email }).expect(201)));
    for (const email of emails) await smtp.waitFor(email, 1, 5_000);
    // At most the two connections of SMTP_MAX_CONNECTIONS, opened by the first of these if the pool had none open yet.
    expect(smtp.connections - before).toBeLessThanOrEqual(2);
  });
});

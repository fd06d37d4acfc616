import { domainToASCII } from 'node:url';
import request from 'supertest';
import { SmtpCatcher } from '@shop/api/mail/testing';
import { createTestApp, type TestApp } from './testing/test-app';

// One canonical form of an address, and mail limits per mailbox, through HTTP and a real SMTP
// server: what arrives is what a relay would deliver to one inbox.

const smtp = new SmtpCatcher();
let t: TestApp;

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_SENDER: 'in-process', MAIL_POLL_MS: '20', SHOP_INBOX: 'kitchen@shop.example' });
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const post = (path: string, body: object) => request(t.server).post(path).send(body);

/**
 * The inbox an envelope recipient lands in: letter case and the +tag make no difference to a
 * relay, nor the form of the domain (smtp-server hands an ASCII domain over in Unicode).
 */
function inboxOf(address: string): string {
  const [local, domain] = address.toLowerCase().split('@');
  return `${local.replace(/\+.*$/, '')}@${domainToASCII(domain ?? '')}`;
}

/** Mail the SMTP server took for one inbox, once the outbox holds nothing more to send. */
async function deliveredTo(inbox: string, kind?: string): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  while ((await t.prisma.mailMessage.count({ where: { status: 'queued' } })) > 0) {
    if (Date.now() > deadline) throw new Error('The outbox did not empty');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return smtp.messages
    .filter((m) => m.envelopeTo.some((to) => inboxOf(to) === inbox))
    .filter((m) => kind === undefined || (m.headers['subject'] ?? '').includes(kind))
    .map((m) => m.decoded);
}

describe('what relays refuse or change is refused with a 400 a person can read', () => {
  it.each([
    ['a zero-width space in the domain', 'target@e\u200bxample.com', 'must not contain invisible or control characters'],
    ['a zero-width joiner', 'tar\u200dget@example.com', 'must not contain invisible or control characters'],
    ['a soft hyphen', 'target@exa\u00admple.com', 'must not contain invisible or control characters'],
    ['a word joiner', 'target@example\u2060.com', 'must not contain invisible or control characters'],
    ['a byte-order mark', 'tar\ufeffget@example.com', 'must not contain invisible or control characters'],
    ['a right-to-left mark', 'target\u200f@example.com', 'must not contain invisible or control characters'],
    ['a bidi override', 'target@\u202eexample.com', 'must not contain invisible or control characters'],
    ['a bidi isolate', 'target@\u2066example.com', 'must not contain invisible or control characters'],
    ['a tab inside', 'tar\tget@example.com', 'must not contain invisible or control characters'],
    ['a C1 control', 'target@exa\u0085mple.com', 'must not contain invisible or control characters'],
    ['a space inside', 'tar get@example.com', 'must not contain spaces'],
    ['a quoted local part', '"victim"@example.com', 'must not be a quoted address'],
    ['a quoted local part with a space', '"a b"@example.com', 'must not contain spaces'],
    ['a non-ASCII local part', 'tärget@example.com', 'must use only ascii letters, digits and punctuation before the @'],
  ])('%s: notify and contact answer 400 naming the rule, and nothing is stored or queued', async (_case, email, rule) => {
    const before = [await t.prisma.subscriber.count(), await t.prisma.contactMessage.count(), await t.prisma.mailMessage.count()];
    for (const res of [
      await post('/api/notify', { email }).expect(400),
      await post('/api/contact', { name: 'Ada', email, message: 'Hi' }).expect(400),
    ]) {
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.body.message.toLowerCase()).toContain(`email ${rule}`);
    }
    expect([await t.prisma.subscriber.count(), await t.prisma.contactMessage.count(), await t.prisma.mailMessage.count()]).toEqual(before);
  });
});

describe('one canonical form', () => {
  it('stores NFC, lower case and the ASCII form of an international domain: every spelling is one subscriber', async () => {
    await post('/api/notify', { email: ' Target@EXÄMPLE.com ' }).expect(201, { subscribed: true });
    await post('/api/notify', { email: 'target@xn--exmple-cua.com' }).expect(201, { subscribed: true });
    await post('/api/notify', { email: 'TARGET@exa\u0308mple.COM' }).expect(201, { subscribed: true }); // ä as a + combining diaeresis
    const rows = await t.prisma.subscriber.findMany({ where: { email: { contains: 'exmple' } }, select: { email: true, list: true } });
    expect(rows).toEqual([{ email: 'target@xn--exmple-cua.com', list: 'drop' }]);
    expect(await deliveredTo('target@xn--exmple-cua.com')).toHaveLength(1);
  });

  it('stores a contact message under the same canonical address', async () => {
    await post('/api/contact', { name: 'Idn', email: 'Idn@BÜCHER.example', message: 'Hallo' }).expect(201);
    expect(await t.prisma.contactMessage.findFirstOrThrow({ where: { name: 'Idn' } })).toMatchObject({
      email: 'idn@xn--bcher-kva.example',
    });
  });
});

describe('at most 3 confirmation mails a day per mailbox', () => {
  it('whatever the list, the letter case or the +tag, answering every sign-up the same', async () => {
    const variants = [
      'flood@example.com',
      'Flood+a@example.com',
      'flood+b@EXAMPLE.com',
      'flood+c@example.com',
      'FLOOD+d@example.com',
      'flood+e@example.com',
    ];
    for (const email of variants) await post('/api/notify', { email }).expect(201, { subscribed: true });
    await post('/api/notify', { email: 'flood+f@example.com', list: 'newsletter' }).expect(201, { subscribed: true });
    expect(await deliveredTo('flood@example.com')).toHaveLength(3);
    // The first three are stored as typed, in canonical form (the +tag kept); the rest got no row and no mail.
    const stored = await t.prisma.subscriber.findMany({ where: { email: { startsWith: 'flood' } }, orderBy: { createdAt: 'asc' } });
    expect(stored.map((row) => row.email)).toEqual(['flood@example.com', 'flood+a@example.com', 'flood+b@example.com']);
    // Another mailbox is not held back by this one.
    await post('/api/notify', { email: 'flood2@example.com' }).expect(201);
    expect(await deliveredTo('flood2@example.com')).toHaveLength(1);
  });

  it('counts the last 24 hours: a day later the mailbox gets mail again', async () => {
    await t.prisma.mailMessage.updateMany({
      where: { mailbox: 'flood@example.com' },
      data: { createdAt: new Date(Date.now() - 86_400_000) },
    });
    await post('/api/notify', { email: 'flood+g@example.com' }).expect(201, { subscribed: true });
    expect(await deliveredTo('flood@example.com')).toHaveLength(4);
  });
});

describe('the contact form is no relay', () => {
  const spam = {
    name: 'You won! Claim at https://evil.example/prize',
    email: 'victim@example.com',
    message: 'Visit https://evil.example/login',
  };

  it('acknowledges with a fixed text, while the shop inbox copy keeps everything', async () => {
    await post('/api/contact', spam).expect(201, { received: true });
    const [ack] = await deliveredTo('victim@example.com');
    expect(ack).toContain('A person from the kitchen will reply within 24 hours');
    expect(ack).not.toMatch(/evil|You won|Claim|Visit/);
    const copy = smtp.to('kitchen@shop.example').find((m) => m.headers['reply-to'] === 'victim@example.com');
    expect(copy?.decoded).toContain('You won! Claim at https://evil.example/prize');
    expect(copy?.decoded).toContain('Visit https://evil.example/login');
  });

  it('sends one recipient at most 3 acknowledgements a day; every message still reaches the inbox', async () => {
    for (const email of ['Victim@example.com', 'victim+1@example.com', 'victim+2@example.com', 'VICTIM+3@EXAMPLE.COM'])
      await post('/api/contact', { ...spam, email }).expect(201, { received: true });
    expect(await deliveredTo('victim@example.com')).toHaveLength(3);
    expect(await t.prisma.contactMessage.count({ where: { email: { startsWith: 'victim' } } })).toBe(5);
    expect(smtp.to('kitchen@shop.example').filter((m) => inboxOf(m.headers['reply-to'] ?? '') === 'victim@example.com')).toHaveLength(5);
  });
});

import { contactAcknowledgementMail, contactNotificationMail, subscriptionConfirmMail } from './mail-templates';

const shop = { shopName: 'The Cookie Drop', postalAddress: '1 Oven Lane, Bakeville', publicUrl: 'https://shop.example' };
const links = {
  unsubscribePage: 'https://shop.example/subscription/unsubscribe?token=u.1',
  oneClickUnsubscribe: 'https://shop.example/api/subscriptions/unsubscribe?token=u.1',
};

describe('the mail templates', () => {
  const confirm = subscriptionConfirmMail(
    { to: 'fan@example.com', list: 'newsletter', confirmUrl: 'https://shop.example/subscription/confirm?token=c.1', validHours: 72, links },
    shop,
  );

  it('confirmation: names the list, carries the confirm link and the RFC 8058 headers', () => {
    expect(confirm.subject).toBe('Confirm your sign-up to the newsletter from The Cookie Drop');
    expect(confirm.headers).toEqual({
      'List-Unsubscribe': `<${links.oneClickUnsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    for (const part of [confirm.text, confirm.html]) {
      expect(part).toContain('https://shop.example/subscription/confirm?token=c.1');
      expect(part).toContain(links.unsubscribePage);
      expect(part).toContain('never more than a couple of emails a month');
      expect(part).toContain('The link works for 72 hours.');
    }
  });

  it.each([
    ['confirmation', confirm],
    ['acknowledgement', contactAcknowledgementMail({ to: 'ada@example.com' }, shop)],
    ['inbox copy', contactNotificationMail({ inbox: 'kitchen@shop.example', name: 'Ada', email: 'ada@example.com', message: 'Hi' }, shop)],
  ])('%s: both parts end with the shop, its postal address and why the mail came; the HTML fits a phone', (_name, mail) => {
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('The Cookie Drop');
      expect(part).toContain('1 Oven Lane, Bakeville');
      expect(part).toMatch(/You get this email because/);
    }
    expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(mail.html).toContain('max-width:560px');
  });

  it('acknowledgement: promises a reply from a person within 24 hours, in a fixed text', () => {
    const ack = contactAcknowledgementMail({ to: 'ada@example.com' }, shop);
    expect(ack.text).toContain('A person from the kitchen will reply within 24 hours.');
    expect(ack).toMatchObject({ kind: 'contact-ack', to: 'ada@example.com', subject: 'We got your message - The Cookie Drop' });
    expect(ack.headers).toBeUndefined();
  });

  it('inbox copy: Reply-To is the visitor, the message is quoted', () => {
    const copy = contactNotificationMail(
      { inbox: 'kitchen@shop.example', name: 'Ada', email: 'ada@example.com', message: 'Do you ship to Canada?' },
      shop,
    );
    expect(copy).toMatchObject({ to: 'kitchen@shop.example', replyTo: 'ada@example.com', subject: 'Contact form: Ada' });
    expect(copy.text).toContain('Do you ship to Canada?');
  });
});

import type { AppConfig } from '@shop/api/config';
import type { SubscriptionList } from '@shop/contract';
import type { OutboundMail } from './mail-outbox.repository';

/*
 * Every email the shop sends, in one place: plain text and HTML, each with the footer naming the
 * shop, its postal address and why the recipient gets the mail. The HTML is one narrow column with
 * inline styles (mail clients drop <style> blocks and external CSS), readable on a phone.
 */

/** The sender every mail names, from the configuration: the one place it is put together. */
export function shopIdentity(config: Pick<AppConfig, 'mail' | 'publicUrl'>) {
  // publicUrl: the shop's public origin, for the link back to it.
  return { shopName: config.mail.shopName, postalAddress: config.mail.postalAddress, publicUrl: config.publicUrl };
}

/** What every footer says about the sender. */
export type ShopIdentity = ReturnType<typeof shopIdentity>;

/** The links of a list email: where to confirm or unsubscribe, and the one-click URL for the headers. */
export interface ListLinks {
  /** The storefront page with the unsubscribe button. */
  unsubscribePage: string;
  /** The API URL a mail client POSTs `List-Unsubscribe=One-Click` to (RFC 8058). */
  oneClickUnsubscribe: string;
}

/** The kinds of mail sent to an address nobody has verified, each held to MAILBOX_MAILS_PER_DAY per mailbox. */
export const CONFIRMATION_MAIL_KIND = 'subscription-confirm';
export const CONTACT_ACK_KIND = 'contact-ack';

const LIST_NAMES: Record<SubscriptionList, { name: string; promise: string }> = {
  drop: { name: 'drop notifications', promise: 'one email when the next monthly drop goes live' },
  newsletter: { name: 'the newsletter', promise: 'never more than a couple of emails a month' },
};

const COLORS = { text: '#2b1d14', muted: '#6b5a4e', accent: '#8b4513', background: '#faf6f1' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** RFC 8058 headers: a mail client offers "unsubscribe" and POSTs to the URL without opening a page. */
export function listUnsubscribeHeaders(links: ListLinks): Record<string, string> {
  return { 'List-Unsubscribe': `<${links.oneClickUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

interface Layout {
  heading: string;
  /** Paragraphs of plain text; each is escaped for the HTML part. */
  paragraphs: string[];
  button?: { label: string; url: string };
  /** Why the recipient gets this mail, for the footer. */
  reason: string;
  unsubscribeUrl?: string;
}

function renderText(layout: Layout, shop: ShopIdentity): string {
  const lines = [layout.heading, '', ...layout.paragraphs.flatMap((p) => [p, ''])];
  if (layout.button) lines.push(`${layout.button.label}: ${layout.button.url}`, '');
  lines.push('--', shop.shopName, shop.postalAddress, shop.publicUrl, layout.reason);
  if (layout.unsubscribeUrl) lines.push(`Unsubscribe with one click: ${layout.unsubscribeUrl}`);
  return `${lines.join('\n')}\n`;
}

function renderHtml(layout: Layout, shop: ShopIdentity): string {
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${COLORS.text}">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
  const button = layout.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(layout.button.url)}" style="display:inline-block;padding:14px 24px;border-radius:8px;background:${COLORS.accent};color:#fff;font-size:16px;font-weight:bold;text-decoration:none">${escapeHtml(layout.button.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${COLORS.muted}">If the button does not work, open this address: <a href="${escapeHtml(layout.button.url)}" style="color:${COLORS.accent};word-break:break-all">${escapeHtml(layout.button.url)}</a></p>`
    : '';
  const unsubscribe = layout.unsubscribeUrl
    ? `<br><a href="${escapeHtml(layout.unsubscribeUrl)}" style="color:${COLORS.muted}">Unsubscribe with one click</a>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(layout.heading)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.background};font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 24px;font-family:Georgia,'Times New Roman',serif;font-size:22px;font-weight:bold;color:${COLORS.accent}">${escapeHtml(shop.shopName)}</p>
<h1 style="margin:0 0 16px;font-family:Georgia,'Times New Roman',serif;font-size:24px;line-height:1.3;color:${COLORS.text}">${escapeHtml(layout.heading)}</h1>
${layout.paragraphs.map(paragraph).join('\n')}
${button}
<hr style="border:none;border-top:1px solid #e5d9cc;margin:32px 0 16px">
<p style="margin:0;font-size:13px;line-height:1.5;color:${COLORS.muted}">${escapeHtml(shop.shopName)}<br>${escapeHtml(shop.postalAddress)}<br><a href="${escapeHtml(shop.publicUrl)}" style="color:${COLORS.muted}">${escapeHtml(shop.publicUrl)}</a><br>${escapeHtml(layout.reason)}${unsubscribe}</p>
</div>
</body></html>
`;
}

function render(layout: Layout, shop: ShopIdentity): { text: string; html: string } {
  return { text: renderText(layout, shop), html: renderHtml(layout, shop) };
}

/** The double opt-in mail: nothing else is sent to the address until its button is used. */
export function subscriptionConfirmMail(
  input: {
    to: string;
    list: SubscriptionList;
    confirmUrl: string;
    /** How long the link works (the token's lifetime). */ validHours: number;
    links: ListLinks;
  },
  shop: ShopIdentity,
): OutboundMail {
  const list = LIST_NAMES[input.list];
  return {
    kind: CONFIRMATION_MAIL_KIND,
    to: input.to,
    subject: `Confirm your sign-up to ${list.name} from ${shop.shopName}`,
    headers: listUnsubscribeHeaders(input.links),
    ...render(
      {
        heading: `Please confirm: ${list.name}`,
        paragraphs: [
          `Someone, hopefully you, asked to receive ${list.name} from ${shop.shopName} at this address: ${list.promise}.`,
          `Confirm with the button below. Until you do, we send you nothing more. The link works for ${input.validHours} hours.`,
          'If this was not you, ignore this email: without a confirmation you will not hear from us again.',
        ],
        button: { label: 'Confirm my sign-up', url: input.confirmUrl },
        reason: `You get this email because this address was entered in the ${list.name} form on our shop.`,
        unsubscribeUrl: input.links.unsubscribePage,
      },
      shop,
    ),
  };
}

/**
 * The reply every contact message gets at once, keeping the site's promise of an answer within 24
 * hours. A fixed text, without a word the sender chose (not their name, not their message): the
 * address is unverified, so anything the form carried here would let strangers send their text
 * from the shop's address to anyone. The shop's inbox copy keeps everything.
 */
export function contactAcknowledgementMail(input: { to: string }, shop: ShopIdentity): OutboundMail {
  return {
    kind: CONTACT_ACK_KIND,
    to: input.to,
    subject: `We got your message - ${shop.shopName}`,
    ...render(
      {
        heading: 'Thank you for your message',
        paragraphs: [
          'Your message reached our kitchen. A person from the kitchen will reply within 24 hours.',
          'If you did not write to us, ignore this email: someone entered this address in our contact form, and we will not write again unless we answer a message.',
        ],
        reason:
          'You get this email because this address was entered in the contact form on our shop. It is a one-off reply, not a subscription.',
      },
      shop,
    ),
  };
}

/** The copy of a contact message for the shop's inbox: answering it replies to the visitor (Reply-To). */
export function contactNotificationMail(
  input: { inbox: string; name: string; email: string; message: string },
  shop: ShopIdentity,
): OutboundMail {
  return {
    kind: 'contact-notify',
    to: input.inbox,
    replyTo: input.email,
    subject: `Contact form: ${input.name}`,
    ...render(
      {
        heading: `New message from ${input.name}`,
        paragraphs: [
          `From: ${input.name} <${input.email}>`,
          input.message,
          'Reply to this email to answer: the reply goes to the visitor. The shop promised an answer within 24 hours.',
        ],
        reason: `You get this email because this address is the shop's inbox (SHOP_INBOX).`,
      },
      shop,
    ),
  };
}

/** A drop announcement to one confirmed subscriber: staff's subject and text, the list's footer and unsubscribe. */
export function announcementMail(
  input: {
    to: string;
    list: SubscriptionList;
    subject: string;
    body: string;
    links: ListLinks;
    campaign: { campaignId: string; subscriberId: string };
  },
  shop: ShopIdentity,
): OutboundMail {
  const list = LIST_NAMES[input.list];
  return {
    kind: 'announcement',
    to: input.to,
    subject: input.subject,
    headers: listUnsubscribeHeaders(input.links),
    campaign: input.campaign,
    ...render(
      {
        heading: input.subject,
        paragraphs: input.body
          .split(/\n\s*\n/)
          .map((p) => p.trim())
          .filter(Boolean),
        button: { label: 'Visit the shop', url: shop.publicUrl },
        reason: `You get this email because you signed up for ${list.name} and confirmed it.`,
        unsubscribeUrl: input.links.unsubscribePage,
      },
      shop,
    ),
  };
}

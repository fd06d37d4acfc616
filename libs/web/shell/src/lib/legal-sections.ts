import type { LegalPage, SupportSection } from './types';

// The legal pages' text, apart from their titles and dates (legal-pages.ts): only the page itself
// needs it, so it loads with the page's own chunk. The same rule holds: every sentence here must
// stay true of the running shop.

const PRIVACY_SECTIONS: readonly SupportSection[] = [
  {
    heading: 'What we collect',
    body: [
      'Your email address, when you join the drop notification list or the newsletter.',
      'Your name, email address and message, when you write to us through the contact form.',
      'A copy of each email we send: sign-up confirmations, drop announcements and the acknowledgement of a message. When you write to us, your message also comes to our inbox by email.',
      'The cookies, sizes, quantities and totals of the boxes you check out, with the order reference we give you. Orders carry no name or email address. Checkout is a demo: we never ask for or store payment card details or a postal address.',
      'One cookie, shop_visitor: a random identifier that lets this browser see its own recent orders. It holds nothing about you, is sent only to this site, and expires one year after it was set.',
      'Your browser keeps the box you are building in its own local storage, on your device; we do not receive it until you check out.',
    ],
  },
  {
    heading: 'Why we collect it',
    body: [
      'Sign-up addresses are used only to email you about the lists you joined: the next drop, and the monthly newsletter.',
      'Contact messages are used only to reply to you.',
      'Copies of our emails are kept so that an email that failed can be sent again, and so that we can see what we sent.',
      'Orders are kept so that we know what to bake and so that you can see your recent orders.',
      'Your IP address is used briefly to limit how often forms can be sent, so that nobody can flood them; it is not stored with your sign-up, message or order.',
    ],
  },
  {
    heading: 'How long we keep it',
    body: [
      'Sign-ups are kept until you ask us to remove them. When you leave a list, we stop emailing you but keep your address and the date you left.',
      'Contact messages and demo orders are kept until you ask us to remove them; we do not yet delete them on a schedule, and we say so here rather than promise a date we do not keep.',
      'Copies of our emails are kept with the sign-up or message they belong to, and removed with it.',
      'The shop_visitor cookie expires after one year; you can delete it at any time in your browser settings.',
    ],
  },
  {
    heading: 'How to have your data removed',
    body: [
      'Write to us through the contact form with the email address you used and what you want removed.',
      'Orders carry no name or email address, so we cannot find them from yours. To have orders removed, send us their order references, such as ORD-7F3K9Q2M. Your box lists the recent orders placed from your browser.',
      'When we reply, we remove your sign-ups on every list, your messages, our copies of the emails we sent about them, and the orders you named.',
      'You can also ask us for a copy of everything we hold about you in the same way.',
    ],
  },
];

const TERMS_SECTIONS: readonly SupportSection[] = [
  {
    heading: 'The checkout is a demo',
    body: [
      'You can build a box and go through checkout, and you will get an order reference, but no payment is taken, no contract of sale is made and no cookies are shipped.',
      'When real ordering opens we will announce it to the drop notification list first, with the terms of sale that will apply to it.',
    ],
  },
  {
    heading: 'Prices and availability',
    body: [
      'Prices are shown in US dollars. Each drop is a limited batch open for 72 hours or until it sells out, and the flavours, sizes and prices of a drop may change from one month to the next.',
    ],
  },
  {
    heading: 'Allergens',
    body: [
      'Every cookie contains almonds (tree nuts), dairy and eggs, and everything is baked in one kitchen that also handles peanuts and soy. Read the FAQ before you order if you have an allergy.',
    ],
  },
  {
    heading: 'Emails',
    body: [
      'If you join a list we email you only about that list, never more than a couple of emails a month, and you can leave it at any time.',
    ],
  },
  {
    heading: 'Your content',
    body: ['Messages you send us must be your own and lawful. We use them only to reply to you, as the Privacy Policy says.'],
  },
  {
    heading: 'Changes and contact',
    body: ['We may update these terms; the date at the top says when they last changed. Questions are welcome through the contact form.'],
  },
];

/** The sections of each legal page, in order. */
export const LEGAL_SECTIONS: Record<LegalPage['path'], readonly SupportSection[]> = {
  '/privacy': PRIVACY_SECTIONS,
  '/terms': TERMS_SECTIONS,
};

import { WORDMARK, COPYRIGHT_YEAR } from './brand';
import type { SectionLink } from './types';

/** Texts fixed by the spec are quoted exactly; the rest is ours. */

export const NAV_COPY = {
  /** The five entries of the top navigation and the mobile menu, in order. */
  links: [
    { label: 'Shop', target: 'catalog' },
    { label: 'Process', target: 'process' },
    { label: 'Reviews', target: 'reviews' },
    { label: 'Blog', target: 'blog' },
    { label: 'Contact', target: 'contact' },
  ] as readonly SectionLink[],
  homeLabel: `${WORDMARK}, home`,
  openMenuLabel: 'Open menu',
  closeMenuLabel: 'Close menu',
  cartLabel: 'Open your box',
  /** For the badge's accessible name, e.g. "Open your box, 3 items". */
  cartCountLabel: (count: number) => `Open your box, ${count} ${count === 1 ? 'item' : 'items'}`,
} as const;

export const HERO_COPY = {
  badge: 'Just Dropped',
  title: 'Decadence, Reimagined for Keto',
  subtitle: 'Limited monthly drops. Join the list.',
  lead: 'Small-batch cookies made with almond flour, Belgian chocolate and real butter. Two to three net carbs each, and not a gram of compromise.',
  countdownLabel: 'Next drop in',
  countdownUnits: { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' },
  availableNow: 'Drop Available Now!',
  primaryCta: 'Join the Next Drop',
  secondaryCta: 'Build My Box',
  /** 4:3 (400×300), like the product art. */
  image: '/images/hero/cookie-box.svg',
  imageAlt: 'An open gift box of six assorted keto cookies, tied with a caramel ribbon',
} as const;

export const DROP_COPY = {
  eyebrow: 'The Drop Model',
  heading: 'One batch a month. Gone in 72 hours.',
  text: 'Every month we bake a single limited batch and open it for 72 hours. When the boxes are gone, they are gone until the next drop. Leave your email and we will tell you the moment the next drop goes live, never more than a couple of emails a month.',
  emailLabel: 'Email address',
  emailPlaceholder: 'you@example.com',
  submit: 'Notify Me',
  pending: 'Subscribing...',
  successToast: "Success! You'll be notified when the next drop goes live.",
  privacyNote: 'No spam. Unsubscribe with one click.',
  points: [
    { title: 'Monthly', text: 'A new limited batch on the first week of every month.' },
    { title: '72 hours', text: 'Each drop is open for three days, then the oven goes quiet.' },
    { title: 'Baked to order', text: 'Boxes ship within two days of the drop closing.' },
  ],
} as const;

export const CATALOG_COPY = {
  eyebrow: 'The Collection',
  heading: 'Build your box',
  text: 'Twelve cookies, one price rule: every flavour is $26 for a half dozen and $48 for a dozen. Mix sizes and flavours as you like.',
  filters: {
    all: 'All Collections',
    signature: 'Signature',
    artisanal: 'Artisanal',
    premium: 'Premium',
  },
  empty: 'No products found in this category',
  sizeLabel: 'Size',
  quantityLabel: 'Quantity',
  decreaseLabel: 'Decrease quantity',
  increaseLabel: 'Increase quantity',
  addToCart: 'Add to Cart',
  addedToast: (name: string) => `${name} added to your box`,
} as const;

export const INGREDIENTS_COPY = {
  eyebrow: 'What Goes In',
  heading: 'Four ingredients we will not compromise on',
  text: 'Keto baking lives or dies by its ingredients. These are the ones we source ourselves and taste every lot of.',
} as const;

export const PROCESS_COPY = {
  eyebrow: 'Our Process',
  heading: 'Three days for every batch',
  text: 'We could bake faster. We choose not to: a slow mix, a long rest and a careful bake are what make a keto cookie taste like a cookie.',
  tabsLabel: 'Baking process by day',
} as const;

export const REVIEWS_COPY = {
  eyebrow: 'Reviews',
  heading: 'From the people who wait for the drop',
  verified: 'Verified Member',
  score: '5.0',
  previousLabel: 'Previous reviews',
  nextLabel: 'Next reviews',
  ratingLabel: (rating: number) => `Rated ${rating} out of 5`,
} as const;

export const NEWSLETTER_COPY = {
  eyebrow: 'The Newsletter',
  heading: 'Join the family',
  text: 'Recipes from the test kitchen, ingredient stories and first word on new flavours. One thoughtful email a month.',
  emailLabel: 'Email address',
  emailPlaceholder: 'you@example.com',
  submit: 'Join',
  pending: 'Joining...',
  successToast: 'Welcome to the family! Check your email for confirmation.',
} as const;

export const BLOG_COPY = {
  eyebrow: 'From the Kitchen',
  heading: 'Stories, methods and sourcing notes',
  text: 'What we have learned baking keto cookies at scale, written down so you can use it at home.',
  readMore: 'Read More',
  readMoreLabel: (title: string) => `Read more: ${title}`,
  backToBlog: 'Back to Blog',
  /** Back to Blog goes to the teasers on the landing page. */
  backHref: '/#blog',
  notFoundTitle: 'Blog Post Not Found',
  notFoundText: "The blog post you're looking for doesn't exist.",
  publishedLabel: 'Published',
} as const;

export const CONTACT_COPY = {
  eyebrow: 'Contact',
  heading: 'Talk to the bakers',
  text: 'Questions about an order, an allergen or a gift box? Write to us and a real person from the kitchen will reply within 24 hours.',
  replyPromise: 'We reply within 24 hours, every day of the week.',
  nameLabel: 'Name',
  emailLabel: 'Email',
  messageLabel: 'Message',
  messagePlaceholder: 'How can we help?',
  messageRows: 6,
  submit: 'Send Message',
  pending: 'Sending...',
  successToast: "Message sent successfully! We'll get back to you within 24 hours.",
  details: [
    { label: 'Kitchen hours', value: 'Monday to Friday, 7 am to 3 pm' },
    { label: 'Replies', value: 'Within 24 hours, every day' },
    { label: 'Wholesale and gifting', value: 'Mention it in your message and we will send our trade sheet' },
  ],
} as const;

export const CART_COPY = {
  title: 'Your Box',
  closeLabel: 'Close your box',
  emptyTitle: 'Your box is empty',
  emptyText: 'Add some delicious cookies to get started!',
  totalLabel: 'Total',
  checkout: 'Checkout',
  pending: 'Processing...',
  removeLabel: (name: string) => `Remove ${name}`,
  demoNote: 'Demo checkout: no payment is taken.',
  placedToastTitle: 'Demo Order Placed!',
  placedToastText: (reference: string, total: string) =>
    `Order ${reference} for $${total} confirmed. This is a demo: no payment was processed.`,
  successToast: 'Order placed successfully! This is a demo checkout. No payment was processed.',
  recentOrdersTitle: 'Your recent orders',
} as const;

export const ERROR_COPY = {
  toastTitle: 'Error',
  fallback: 'Something went wrong. Please try again.',
} as const;

export const NOT_FOUND_COPY = {
  title: '404 Page Not Found',
  text: 'The page you were looking for has crumbled. Let us take you back to the cookies.',
  homeLink: 'Back to the shop',
} as const;

export const FOOTER_COPY = {
  wordmark: WORDMARK,
  blurb: 'Small-batch keto cookies, baked over three days and released once a month. Almond flour, Belgian chocolate, real butter, and nothing we would not feed our own families.',
  quickLinksHeading: 'Quick Links',
  /** "Flavors" goes to the catalog: the spec's #flavors element does not exist. */
  quickLinks: [
    { label: 'Shop', target: 'catalog' },
    { label: 'Flavors', target: 'catalog' },
    { label: 'Our Process', target: 'process' },
    { label: 'Reviews', target: 'reviews' },
    { label: 'Contact', target: 'contact' },
  ] as readonly SectionLink[],
  supportHeading: 'Support',
  /** Labels of the support dialogs, in order; the content is SUPPORT_PAGES. */
  supportLinks: [
    { label: 'FAQ', id: 'faq' },
    { label: 'Shipping', id: 'shipping' },
    { label: 'Returns', id: 'returns' },
  ] as const,
  socialHeading: 'Follow the Kitchen',
  social: ['Instagram', 'Facebook', 'Pinterest'] as const,
  copyright: `© ${COPYRIGHT_YEAR} ${WORDMARK}. All rights reserved.`,
} as const;

/** Texts fixed by the spec are quoted exactly; the rest is ours. */

export const HERO_COPY = {
  badge: 'Just Dropped',
  title: 'Decadence, Reimagined for Keto',
  subtitle: 'Limited monthly drops. Join the list.',
  lead: 'Small-batch cookies made with almond flour, Belgian chocolate and real butter. Two to three net carbs each, and not a gram of compromise.',
  countdownLabel: 'Next drop in',
  countdownUnits: { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' },
  availableNow: 'Drop Available Now!',
  opensLabel: 'Opens',
  closesInLabel: 'Closes in',
  closesLabel: 'Closes',
  closed: 'This drop has closed. The next date will be announced to the list first.',
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

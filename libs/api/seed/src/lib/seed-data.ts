/*
 * The demo month `npm run db:seed` writes, in one place: who signs up, who writes, what they
 * order and when. seed-month.ts turns these ingredients into rows (deterministically: the same
 * rows, with the same ids, every run); seed-database.ts writes them.
 *
 * Adding a column to the seed (say, a subscription status per list) means adding its mix here
 * and reading it in seed-month.ts where the rows of that table are built.
 */

/** The month ends when the seed runs; the drop's 72-hour window closed a day before that. */
export const MONTH_DAYS = 30;
export const DROP_WINDOW_HOURS = 72;
export const DROP_CLOSED_HOURS_AGO = 24;

/** Sign-ups over the month, made from these names at the reserved example domains (RFC 2606). */
export const SUBSCRIBER_COUNT = 140;
/** Every third person signed up for the newsletter, the others for drop notifications. */
export const NEWSLETTER_EVERY = 3;
/**
 * Where the demo subscriptions stand, so staff see every status: most confirmed their sign-up,
 * some never did (pending), a few confirmed and later unsubscribed. Shares of SUBSCRIBER_COUNT.
 */
export const SUBSCRIPTION_STATUS_SHARES = { confirmed: 0.8, pending: 0.12, unsubscribed: 0.08 } as const;
export const FIRST_NAMES = [
  'Ada',
  'Ben',
  'Chloe',
  'Dev',
  'Elena',
  'Farah',
  'Gus',
  'Hana',
  'Ivan',
  'Jade',
  'Kofi',
  'Lena',
  'Mateo',
  'Nina',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sam',
  'Tara',
  'Uma',
  'Victor',
  'Wren',
  'Yusuf',
  'Zoe',
] as const;
export const LAST_NAMES = [
  'Abbott',
  'Baker',
  'Castillo',
  'Dubois',
  'Eriksen',
  'Fischer',
  'Garcia',
  'Haddad',
  'Ito',
  'Jensen',
  'Kowalski',
  'Lindqvist',
  'Moreau',
  'Nakamura',
  'Okafor',
  'Patel',
  'Rossi',
  'Sato',
  'Tanaka',
  'Weber',
] as const;
export const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net'] as const;
/**
 * How sign-ups spread over the month, by days before the drop opened (negative: during it).
 * Steady from the newsletter, a surge after the drop was announced a week before, and stragglers
 * while it is open.
 */
export const SIGNUP_WEIGHT_BY_DAYS_BEFORE_DROP = (daysBefore: number): number => (daysBefore < 0 ? 2 : daysBefore <= 7 ? 4 : 1);

/** The contact form over the month: when (hours before the seed runs), who, and what. */
export const CONTACT_MESSAGES = [
  {
    hoursAgo: 24 * 26 + 5,
    name: 'Margot Ellis',
    message: 'Hi! Are the cookies made in a kitchen that also handles peanuts? My son has a peanut allergy but tree nuts are fine.',
  },
  {
    hoursAgo: 24 * 19 + 14,
    name: 'Theo Brandt',
    message: 'Do you ship to Canada, or only within the US? Happy to pay extra for shipping.',
  },
  {
    hoursAgo: 24 * 9 + 2,
    name: 'Ines Duarte',
    message:
      'I run a small gym and would love to stock a few boxes every month for our members. Do you do wholesale, and what would the minimum be?',
  },
  {
    hoursAgo: 24 * 3 + 20,
    name: 'Calvin Reyes',
    message: 'Placed an order this morning (two dozen Thin Mint Elite). Can I still add a half dozen of the Sea Salt Caramel to it?',
  },
  {
    hoursAgo: 24 * 2 + 9,
    name: 'Priya Raman',
    message: 'The Red Velvet Supreme is unreal. How long do the cookies keep, and can I freeze them?',
  },
  {
    hoursAgo: 11,
    name: 'Noah Whitfield',
    message: 'I missed the drop by a few hours! Will there be any boxes left over, or is the next drop in a month?',
  },
] as const;

/** About 200 orders in the drop's 72 hours. */
export const ORDER_COUNT = 200;
/**
 * How orders fall over the window, by hour since it opened: a rush when it opens (the sign-up list
 * was told), a busier stretch every day, and a last call in its final six hours.
 */
export const ORDER_WEIGHT_BY_HOUR = (hour: number): number => {
  const openingRush = 9 * Math.exp(-hour / 4);
  const evening = hour % 24 >= 17 && hour % 24 <= 22 ? 1.5 : 0;
  const lastCall = hour >= DROP_WINDOW_HOURS - 6 ? 2.5 : 0;
  return 1 + openingRush + evening + lastCall;
};
/** One order in seven comes from a visitor who already ordered during this drop. */
export const REPEAT_VISITOR_SHARE = 1 / 7;
/** How many different cookies an order holds (the weights of 1, 2, 3, 4 lines). */
export const LINES_PER_ORDER_WEIGHTS = [45, 30, 17, 8] as const;
/** Boxes of one cookie and size in a line (the weights of 1, 2, 3). */
export const QUANTITY_WEIGHTS = [74, 20, 6] as const;
/** The share of lines that are a Dozen rather than a Half Dozen. */
export const DOZEN_SHARE = 0.42;
/** How popular each cookie is: the three signature cookies sell most. Ids are the contract's. */
export const COOKIE_POPULARITY: Readonly<Record<string, number>> = {
  'thin-mint-elite': 16,
  'red-velvet-supreme': 14,
  'white-choc-macadamia': 12,
  'sea-salt-caramel-artisan': 9,
  'french-chocolate-artisan': 8,
  'double-chocolate-explosion': 8,
  'vanilla-bean-tahitian': 6,
  'almond-flour-artisan': 5,
  'espresso-walnut-crumble': 6,
  'coconut-almond-bliss': 5,
  'pecan-maple-bourbon': 6,
  'lemon-coconut-zest': 5,
};

import { createHash } from 'node:crypto';
import type { Prisma } from '@shop/api/database';
import { findProduct, orderReferenceOf, type SizeKey, unitPriceCents } from '@shop/contract';
import {
  COOKIE_POPULARITY,
  CONTACT_MESSAGES,
  DOZEN_SHARE,
  DROP_CLOSED_HOURS_AGO,
  DROP_WINDOW_HOURS,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  LAST_NAMES,
  LINES_PER_ORDER_WEIGHTS,
  MONTH_DAYS,
  NEWSLETTER_EVERY,
  ORDER_COUNT,
  ORDER_WEIGHT_BY_HOUR,
  QUANTITY_WEIGHTS,
  SUBSCRIPTION_STATUS_SHARES,
  REPEAT_VISITOR_SHARE,
  SIGNUP_WEIGHT_BY_DAYS_BEFORE_DROP,
  SUBSCRIBER_COUNT,
} from './seed-data';

/** One line of a demo order: an order line's columns, less those seedDatabase fills in from its order. */
type SeedOrderLine = Omit<Prisma.OrderLineGetPayload<true>, 'orderId' | 'createdAt' | 'updatedAt'>;

/** The demo month's rows, as seedDatabase writes them. */
export type SeedMonth = ReturnType<typeof seedMonth>;

const HOUR_MS = 3_600_000;

/** The list and status of the i-th demo subscription, with times that follow each other and end before `end`. */
function subscriptionState(i: number, createdAt: Date, end: number, rng: { next(): number }) {
  const list = i % NEWSLETTER_EVERY === 0 ? 'newsletter' : 'drop';
  const draw = rng.next();
  const { confirmed, pending } = SUBSCRIPTION_STATUS_SHARES;
  const status = draw < confirmed ? 'confirmed' : draw < confirmed + pending ? 'pending' : 'unsubscribed';
  const at = (from: Date, maxHours: number) => new Date(Math.min(end, from.getTime() + Math.floor(rng.next() * maxHours * HOUR_MS)));
  const confirmedAt = status === 'pending' ? null : at(createdAt, 6);
  const unsubscribedAt = status === 'unsubscribed' && confirmedAt ? at(confirmedAt, 10 * 24) : null;
  return { list, status, confirmationSentAt: createdAt, confirmedAt, unsubscribedAt } as const;
}
/** Seed rows have fixed ids, so a second run finds them and a row with any other id is real data. */
const SEED_NAMESPACE = 'keto-drop-shop/seed';

/** A UUID (version 5 layout) derived from a name: the same row gets the same id on every run. */
function seedId(kind: string, index: number): string {
  const hash = createHash('sha1').update(`${SEED_NAMESPACE}/${kind}/${index}`).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A small deterministic random source (mulberry32): the month looks random, and is the same each run. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const weighted = (weights: readonly number[]): number => {
    let pick = next() * weights.reduce((sum, weight) => sum + weight, 0);
    for (let i = 0; i < weights.length; i++) {
      pick -= weights[i];
      if (pick < 0) return i;
    }
    return weights.length - 1;
  };
  return { next, weighted };
}

/** The demo month ending at `now` (rounded down to the hour). */
export function seedMonth(now: Date = new Date()) {
  const end = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const dropClosesAt = end - DROP_CLOSED_HOURS_AGO * HOUR_MS;
  const dropOpensAt = dropClosesAt - DROP_WINDOW_HOURS * HOUR_MS;
  const monthStart = end - MONTH_DAYS * 24 * HOUR_MS;
  const rng = random(20261101);
  // A generator of its own, so the statuses do not shift the numbers the orders are drawn from.
  const statusRng = random(20261124);
  const secondsWithin = (start: number, hours: number) => new Date(start + Math.floor(rng.next() * hours * 3600) * 1000);

  // Sign-ups, one per person, spread over the month's hours by SIGNUP_WEIGHT_BY_DAYS_BEFORE_DROP.
  const monthHours = (end - monthStart) / HOUR_MS;
  const signupWeights = Array.from({ length: monthHours }, (_, hour) =>
    SIGNUP_WEIGHT_BY_DAYS_BEFORE_DROP(Math.floor((dropOpensAt - (monthStart + hour * HOUR_MS)) / (24 * HOUR_MS))),
  );
  const subscribers = Array.from({ length: SUBSCRIBER_COUNT }, (_, i) => {
    const first = FIRST_NAMES[i % FIRST_NAMES.length];
    const last = LAST_NAMES[(i * 7 + Math.floor(i / FIRST_NAMES.length)) % LAST_NAMES.length];
    const domain = EMAIL_DOMAINS[i % EMAIL_DOMAINS.length];
    const email = `${first}.${last}@${domain}`.toLowerCase();
    return { email, createdAt: secondsWithin(monthStart + rng.weighted(signupWeights) * HOUR_MS, 1) };
  })
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((row, i) => ({ id: seedId('subscriber', i), ...row, ...subscriptionState(i, row.createdAt, end, statusRng) }));

  const contactMessages = CONTACT_MESSAGES.map((written, i) => ({
    id: seedId('contact-message', i),
    name: written.name,
    email: `${written.name.replace(' ', '.').toLowerCase()}@${EMAIL_DOMAINS[i % EMAIL_DOMAINS.length]}`,
    message: written.message,
    createdAt: secondsWithin(end - written.hoursAgo * HOUR_MS, 1),
  }));

  // Orders: a time in the window, a visitor (new, or one who ordered earlier), and lines priced
  // by the contract's price rule.
  const cookies = Object.keys(COOKIE_POPULARITY);
  const popularity = cookies.map((id) => COOKIE_POPULARITY[id]);
  const hourWeights = Array.from({ length: DROP_WINDOW_HOURS }, (_, hour) => ORDER_WEIGHT_BY_HOUR(hour));
  const times = Array.from({ length: ORDER_COUNT }, () => secondsWithin(dropOpensAt + rng.weighted(hourWeights) * HOUR_MS, 1)).sort(
    (a, b) => a.getTime() - b.getTime(),
  );
  const visitors: string[] = [];
  const orders = times.map((createdAt, i) => {
    const id = seedId('order', i);
    const repeat = visitors.length > 0 && rng.next() < REPEAT_VISITOR_SHARE;
    const visitorId = repeat ? visitors[Math.floor(rng.next() * visitors.length)] : seedId('visitor', visitors.length);
    if (!repeat) visitors.push(visitorId);

    const chosen = new Set<string>();
    const lineCount = rng.weighted(LINES_PER_ORDER_WEIGHTS) + 1;
    const lines: SeedOrderLine[] = [];
    while (lines.length < lineCount) {
      const productId = cookies[rng.weighted(popularity)];
      const sizeKey: SizeKey = rng.next() < DOZEN_SHARE ? 'dozen' : 'half-dozen';
      // One line per cookie and size, as the cart (and the API) keep them.
      if (chosen.has(`${productId}/${sizeKey}`)) continue;
      chosen.add(`${productId}/${sizeKey}`);
      const product = findProduct(productId);
      if (!product) throw new Error(`seed-data names a cookie the catalog does not have: ${productId}`);
      const quantity = rng.weighted(QUANTITY_WEIGHTS) + 1;
      const price = unitPriceCents(sizeKey);
      lines.push({
        id: seedId(`order-${i}-line`, lines.length),
        position: lines.length,
        productId,
        productName: product.name,
        sizeKey,
        unitPriceCents: price,
        quantity,
        lineTotalCents: price * quantity,
      });
    }
    const totalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
    // The reference is derived from the id, so that it too is the same every run.
    const reference = orderReferenceOf(createHash('sha256').update(id).digest());
    return { id, reference, visitorId, totalCents, createdAt, lines };
  });

  return { dropOpensAt: new Date(dropOpensAt), dropClosesAt: new Date(dropClosesAt), subscribers, contactMessages, orders };
}

// Request and response bodies of every /api call. The API's DTO classes implement these;
// the storefront sends and reads them.

export interface NotifyRequest {
  email: string;
  /** Which list to join; the notify form leaves it out (`drop`), the newsletter form sends `newsletter`. */
  list?: SubscriptionList;
}
export interface NotifyResponse {
  subscribed: true;
}

/** The lists a visitor can join. Every sign-up is confirmed by email first (double opt-in). */
export const SUBSCRIPTION_LISTS = ['drop', 'newsletter'] as const;
export type SubscriptionList = (typeof SUBSCRIPTION_LISTS)[number];
export const DEFAULT_SUBSCRIPTION_LIST: SubscriptionList = 'drop';

/** The storefront pages the links in subscription mail open; their button POSTs, a GET changes nothing. */
export const SUBSCRIPTION_PAGES = { confirm: '/subscription/confirm', unsubscribe: '/subscription/unsubscribe' } as const;

/** The token from a confirmation link, posted by the confirmation page. */
export interface ConfirmSubscriptionRequest {
  token: string;
}
export interface ConfirmSubscriptionResponse {
  confirmed: true;
  list: SubscriptionList;
}
export interface UnsubscribeResponse {
  unsubscribed: true;
}

/** One step of a drop announcement (`npm run announce`): the campaign, and how many more recipients to queue. */
export interface AnnounceRequest {
  /** Names the campaign: running it again with the same name queues nobody twice. */
  name: string;
  list: SubscriptionList;
  subject: string;
  /** Plain text; a blank line starts a new paragraph. */
  body: string;
  /** At most this many recipients are queued by this call. */
  limit: number;
}
export interface AnnounceResponse {
  name: string;
  /** Recipients queued by this call. */
  queuedNow: number;
  /** Recipients queued by every call of this campaign so far. */
  queuedTotal: number;
  /** Confirmed subscribers of the list not queued yet. */
  remaining: number;
}

export interface ContactRequest {
  name: string;
  email: string;
  message: string;
}
export interface ContactResponse {
  received: true;
}

/** A cart line as the storefront sends it: price and total in dollars (spec §3). */
export interface OrderItemRequest {
  /** `{productId}-{sizeKey}` */
  id: string;
  name: string;
  /** The size label, e.g. "Half Dozen". */
  size: string;
  /** Dollars per box. */
  price: number;
  quantity: number;
  /** price × quantity, in dollars. */
  total: number;
}

export interface CreateOrderRequest {
  items: OrderItemRequest[];
  /** The order total in integer cents. */
  total: number;
}

export interface OrderLineResponse {
  id: string;
  productId: string;
  name: string;
  sizeKey: string;
  size: string;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
}

/** Crockford's base32 without I, L, O, U: an order reference read aloud over the phone is not misheard. */
export const ORDER_REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** An order reference as the API makes it: `ORD-` and 8 characters of ORDER_REFERENCE_ALPHABET (40 random bits). */
export const ORDER_REFERENCE = new RegExp(`^ORD-[${ORDER_REFERENCE_ALPHABET}]{8}$`);

/** The reference that 8 bytes from `start` (5 bits of each) spell. */
export function orderReferenceOf(bytes: Uint8Array, start = 0): string {
  let code = 'ORD-';
  for (let i = start; i < start + 8; i++) code += ORDER_REFERENCE_ALPHABET[bytes[i] & 31];
  return code;
}

export interface OrderResponse {
  id: string;
  /** Human reference, e.g. ORD-7F3K9Q2M. */
  reference: string;
  totalCents: number;
  lines: OrderLineResponse[];
  /** ISO 8601 */
  createdAt: string;
}

export interface OrdersResponse {
  orders: OrderResponse[];
}

/** Every error the API returns has this shape; `message` is a sentence a visitor can read. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

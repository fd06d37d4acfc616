import { type CreateOrderRequest, IDEMPOTENCY_KEY_HEADER, type OrderResponse, type OrdersResponse } from '@shop/contract';

/** A valid two-line order: 2 × Thin Mint Elite half dozen ($26) + 1 × Red Velvet Supreme dozen ($48). */
export const TWO_LINE_ORDER: CreateOrderRequest = {
  items: [
    { id: 'thin-mint-elite-half-dozen', name: 'Thin Mint Elite', size: 'Half Dozen', price: 26, quantity: 2, total: 52 },
    { id: 'red-velvet-supreme-dozen', name: 'Red Velvet Supreme', size: 'Dozen', price: 48, quantity: 1, total: 48 },
  ],
  total: 10_000,
};

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  /** When the request was sent (epoch ms) and how long the answer took. */
  startedAt: number;
  ms: number;
}

/** One HTTP call with a hard time limit; a network failure is status 0 (the request was not answered). */
export async function call<T = unknown>(
  url: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer<T>> {
  const started = Date.now();
  try {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: { ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(init.timeoutMs ?? 10_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: body as T, headers: response.headers, startedAt: started, ms: Date.now() - started };
  } catch (error) {
    return { status: 0, body: String(error) as T, headers: new Headers(), startedAt: started, ms: Date.now() - started };
  }
}

/** The visitor cookie a first request is given (name=value only, ready for a Cookie header). */
export async function newVisitorCookie(baseUrl: string): Promise<string> {
  const answer = await call(`${baseUrl}/api/orders`);
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error(`GET /api/orders set no visitor cookie (status ${answer.status})`);
  return cookie;
}

export function placeOrder(baseUrl: string, cookie: string, idempotencyKey?: string, timeoutMs?: number): Promise<Answer<OrderResponse>> {
  return call<OrderResponse>(`${baseUrl}/api/order`, {
    method: 'POST',
    body: TWO_LINE_ORDER,
    headers: { cookie, ...(idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {}) },
    timeoutMs,
  });
}

export function listOrders(baseUrl: string, cookie: string): Promise<Answer<OrdersResponse>> {
  return call<OrdersResponse>(`${baseUrl}/api/orders`, { headers: { cookie } });
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Polls until `check` is true or the time is up; returns the milliseconds it took, or null. */
export async function waitFor(check: () => Promise<boolean>, withinMs: number, everyMs = 100): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started <= withinMs) {
    if (await check()) return Date.now() - started;
    await sleep(everyMs);
  }
  return null;
}

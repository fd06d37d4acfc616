import type { APIRequestContext } from '@playwright/test';
import { cartLineId, IDEMPOTENCY_KEY_HEADER, PRODUCTS, SIZES, type ScheduleDropRequest, type SizeKey } from '@shop/contract';

import { DROPS_ADMIN_TOKEN } from '../../drops-token.cjs';

/** The drop tests' server's ADMIN_TOKEN (playwright.config.ts gives it to that server alone). */
export { DROPS_ADMIN_TOKEN };

const admin = { Authorization: `Bearer ${DROPS_ADMIN_TOKEN}` };

/** Schedules a drop as staff do (`npm run drop -- schedule`), through the admin API. */
export async function scheduleDrop(request: APIRequestContext, name: string, drop: ScheduleDropRequest) {
  const response = await request.put(`/api/admin/drops/${name}`, { headers: admin, data: drop });
  if (!response.ok()) throw new Error(`scheduling ${name}: ${response.status()} ${await response.text()}`);
}

/** Ends a drop early, as staff do (`npm run drop -- close`). */
export async function closeDrop(request: APIRequestContext, name: string) {
  const response = await request.post(`/api/admin/drops/${name}/close`, { headers: admin });
  if (!response.ok()) throw new Error(`closing ${name}: ${response.status()} ${await response.text()}`);
}

/** Buys boxes as another visitor would (the request context has a cookie jar of its own). */
export async function buyBoxes(request: APIRequestContext, productId: string, sizeKey: SizeKey, quantity: number) {
  const product = PRODUCTS.find((candidate) => candidate.id === productId);
  const size = SIZES.find((candidate) => candidate.key === sizeKey);
  if (!product || !size) throw new Error(`no ${productId} in ${sizeKey}`);
  const price = size.unitPriceCents / 100;
  const response = await request.post('/api/order', {
    headers: { [IDEMPOTENCY_KEY_HEADER]: `e2e-${Date.now()}-${Math.random()}` },
    data: {
      items: [{ id: cartLineId(product.id, size.key), name: product.name, size: size.label, price, quantity, total: price * quantity }],
      total: size.unitPriceCents * quantity,
    },
  });
  if (response.status() !== 201) throw new Error(`buying ${quantity} ${productId}: ${response.status()} ${await response.text()}`);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A moment as the storefront writes it (`Dec 4, 2026, 7:30 PM`) at `offsetMinutes` from UTC; ` UTC` added at offset 0 when asked. */
export function shopTime(iso: string, offsetMinutes: number, utcSuffix = false): string {
  const moment = new Date(Date.parse(iso) + offsetMinutes * 60_000);
  const hours = moment.getUTCHours();
  const minutes = String(moment.getUTCMinutes()).padStart(2, '0');
  const text = `${MONTHS[moment.getUTCMonth()]} ${moment.getUTCDate()}, ${moment.getUTCFullYear()}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  return utcSuffix ? `${text} UTC` : text;
}

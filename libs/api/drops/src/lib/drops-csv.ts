import { findSize } from '@shop/contract';
import type { DropRow, ExportRow } from './drops.repository';

const COLUMNS = ['reference', 'ordered_at_utc', 'product_id', 'product', 'size', 'boxes', 'line_total_usd'];

/**
 * One CSV cell. Quoted when it holds a comma, quote or line break; a cell a spreadsheet would take
 * for a formula (= + - @ at the start) gets a leading apostrophe, so opening the file runs nothing.
 */
function cell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const row = (cells: (string | number)[]) => cells.map(cell).join(',');
const usd = (cents: number) => (cents / 100).toFixed(2);

/**
 * A drop's orders for packing: one row per order line, then one `TOTAL` row per cookie and size
 * with the boxes to pack. One table with one header, CRLF line ends (RFC 4180), so every
 * spreadsheet opens it without an import dialog.
 */
export function dropsCsv(drop: DropRow, rows: readonly ExportRow[]): string {
  const sizeLabel = (key: string) => findSize(key)?.label ?? key;
  const out = [row(COLUMNS)];
  const totals = new Map<string, { productId: string; name: string; sizeKey: string; boxes: number; cents: number }>();
  for (const { reference, createdAt, productId, productName, sizeKey, quantity, lineTotalCents } of rows) {
    out.push(row([reference, createdAt.toISOString(), productId, productName, sizeLabel(sizeKey), quantity, usd(lineTotalCents)]));
    const key = `${productId}-${sizeKey}`;
    const total = totals.get(key) ?? { productId, name: productName, sizeKey, boxes: 0, cents: 0 };
    total.boxes += quantity;
    total.cents += lineTotalCents;
    totals.set(key, total);
  }
  const sorted = [...totals.values()].sort((a, b) => a.productId.localeCompare(b.productId) || a.sizeKey.localeCompare(b.sizeKey));
  for (const total of sorted)
    out.push(row(['TOTAL', drop.name, total.productId, total.name, sizeLabel(total.sizeKey), total.boxes, usd(total.cents)]));
  return `${out.join('\r\n')}\r\n`;
}

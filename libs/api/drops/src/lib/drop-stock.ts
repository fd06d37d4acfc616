import { type DropStockInput as StockLine, findProduct, findSize, type SizeKey, SIZE_KEYS } from '@shop/contract';

/** The most boxes one line may hold: far above any batch, low enough that a typo with extra zeros is caught. */
export const MAX_BOXES_PER_LINE = 100_000;
const HEADER = 'product,size,boxes';

/** A stock the drop cannot take; `problems` name the line (of the file, or of the list) and the reason. */
export class StockError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
  }
}

/** The problem with one line, or null: the rule for files and lists alike. */
function lineProblem(productId: string, sizeKey: string, boxes: string | number): string | null {
  if (!findProduct(productId)) return `"${productId}" is not a cookie in the catalog`;
  if (!findSize(sizeKey)) return `"${sizeKey}" is not a size (${SIZE_KEYS.join(' or ')})`;
  const count = typeof boxes === 'number' ? boxes : /^\d+$/.test(boxes) ? Number(boxes) : NaN;
  if (!Number.isInteger(count) || count < 0 || count > MAX_BOXES_PER_LINE) {
    return `boxes must be a whole number from 0 to ${MAX_BOXES_PER_LINE} (got "${boxes}")`;
  }
  return null;
}

/** Checks a list of lines (the JSON form of the admin API): every problem at once, and no line twice. */
export function checkStock(lines: readonly StockLine[], where: (index: number) => string = (i) => `stock[${i}]`): StockLine[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  lines.forEach((line, index) => {
    const problem = lineProblem(line.productId, line.sizeKey, line.boxes);
    if (problem) problems.push(`${where(index)}: ${problem}`);
    const key = `${line.productId}-${line.sizeKey}`;
    const first = seen.get(key);
    if (first !== undefined) problems.push(`${where(index)}: ${line.productId} ${line.sizeKey} is already on ${where(first)}`);
    else seen.set(key, index);
  });
  if (lines.length === 0) problems.push('the stock has no lines: a drop needs at least one cookie and size');
  if (problems.length > 0) throw new StockError(problems.slice(0, 10));
  return lines.map((line) => ({ productId: line.productId, sizeKey: line.sizeKey, boxes: line.boxes }));
}

/**
 * Reads a stock file: the header `product,size,boxes`, then one line per cookie and size
 * (`thin-mint-elite,half-dozen,40`). Blank lines, a byte-order mark and CRLF line ends (a file
 * saved by a spreadsheet) are fine; anything else wrong is refused with its line number.
 */
export function parseStockCsv(text: string): StockLine[] {
  const rows = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  // Spaces around the names and any letter case are fine.
  const header = rows[0]?.trim().replace(/\s*,\s*/g, ',');
  if (header?.toLowerCase() !== HEADER) throw new StockError([`line 1: the header must be "${HEADER}" (got "${rows[0] ?? ''}")`]);
  const lines: StockLine[] = [];
  const lineNumbers: number[] = [];
  const problems: string[] = [];
  rows.slice(1).forEach((row, index) => {
    const number = index + 2;
    if (row.trim() === '') return;
    const cells = row.split(',').map((cell) => cell.trim());
    if (cells.length !== 3) {
      problems.push(`line ${number}: expected 3 values (product,size,boxes), got ${cells.length}`);
      return;
    }
    const [productId, sizeKey, boxes] = cells;
    const problem = lineProblem(productId, sizeKey, boxes);
    if (problem) problems.push(`line ${number}: ${problem}`);
    else {
      lines.push({ productId, sizeKey: sizeKey as SizeKey, boxes: Number(boxes) });
      lineNumbers.push(number);
    }
  });
  if (problems.length > 0) throw new StockError(problems.slice(0, 10));
  return checkStock(lines, (i) => `line ${lineNumbers[i]}`);
}

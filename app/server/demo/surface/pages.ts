import { invalidParams } from '../mcp/errors';

/** One page of a list and the cursor of the next (PAGE: cursors are opaque strings). */
export function page<T>(items: readonly T[], cursor: unknown, size: number): { items: T[]; nextCursor?: string } {
  const start = cursor === undefined ? 0 : readCursor(cursor, items.length);
  const end = start + size;
  const next = end < items.length ? Buffer.from(`offset:${end}`).toString('base64url') : undefined;
  return { items: items.slice(start, end), ...(next !== undefined ? { nextCursor: next } : {}) };
}

// An invalid cursor gets -32602 (PAGE § Error Handling).
function readCursor(cursor: unknown, length: number): number {
  const text = typeof cursor === 'string' ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const m = /^offset:(\d+)$/.exec(text);
  const offset = m ? Number(m[1]) : NaN;
  if (!Number.isInteger(offset) || offset <= 0 || offset >= length)
    throw invalidParams('The cursor is not one this server issued; list again without a cursor.');
  return offset;
}

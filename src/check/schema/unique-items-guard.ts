/** Longest array `uniqueItems` is checked on (the validator compares every pair of items); longer, unjudged. */
export const UNIQUE_ITEMS_LIMIT = 2_000;

/**
 * Why a value is not judged against a schema that asks for `uniqueItems`, or null: the value holds an
 * array longer than `UNIQUE_ITEMS_LIMIT`, whose pairwise check would stall the checker on a server's
 * answer. Cautious: any long array counts once the schema says `uniqueItems: true` anywhere.
 *
 * @example
 * uniqueItemsRefusal({ uniqueItems: true }, Array.from({ length: 2_001 }, (_, i) => i)) // => 'an array of 2001 items is longer than the 2000 uniqueItems is checked on'
 * uniqueItemsRefusal({ uniqueItems: true }, [1, 2, 3]) // => null
 * uniqueItemsRefusal({ type: 'array' }, Array.from({ length: 2_001 }, (_, i) => i)) // => null
 */
export function uniqueItemsRefusal(schema: unknown, value: unknown): string | null {
  if (!asksUniqueItems(schema)) return null;
  const length = longArrayIn(value);
  return length === null
    ? null
    : `an array of ${length} items is longer than the ${UNIQUE_ITEMS_LIMIT} uniqueItems is checked on`;
}

// Explicit stacks: a value (or schema) nested 100,000 deep is walked without recursion.
function asksUniqueItems(schema: unknown): boolean {
  const stack: unknown[] = [schema];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null) continue;
    if (!Array.isArray(node) && (node as Record<string, unknown>)['uniqueItems'] === true) return true;
    for (const child of Object.values(node)) if (typeof child === 'object' && child !== null) stack.push(child);
  }
  return false;
}

function longArrayIn(value: unknown): number | null {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null) continue;
    if (Array.isArray(node) && node.length > UNIQUE_ITEMS_LIMIT) return node.length;
    for (const child of Object.values(node)) if (typeof child === 'object' && child !== null) stack.push(child);
  }
  return null;
}

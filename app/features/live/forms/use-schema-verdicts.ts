import { useEffect, useState } from 'react';
import type { SchemaVerdict } from '../../../../src/index';
import { checkAgainstSchemas } from './schema-check';

/** Values bigger than this (as JSON) are not checked while typing. */
const MAX_CHECKED_CHARS = 256 * 1024;
/** Typing pauses this long before a check starts, so a keystroke never waits on the worker. */
const SETTLE_MS = 150;

/**
 * The verdicts of `items` (each value against its schema), judged in the worker after typing settles;
 * `key` names what they were judged for, so a caller can tell a stale verdict (null: not judged yet).
 */
export function useSchemaVerdicts(items: { schema: unknown; value: unknown }[]): {
  key: string;
  verdicts: SchemaVerdict[];
} | null {
  const key = keyOf(items);
  const [judged, setJudged] = useState<{ key: string; verdicts: SchemaVerdict[] } | null>(null);
  useEffect(() => {
    if (key === '' || key.length > MAX_CHECKED_CHARS) return;
    let live = true;
    const items = JSON.parse(key) as { schema: unknown; value: unknown }[];
    const timer = setTimeout(() => {
      void checkAgainstSchemas(items).then((verdicts) => live && setJudged({ key, verdicts }));
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);
  return judged && judged.key === key ? judged : null;
}

function keyOf(items: { schema: unknown; value: unknown }[]): string {
  if (items.length === 0) return '';
  try {
    return JSON.stringify(items);
  } catch {
    return '';
  }
}

/** Every violation of the verdicts, with the index of the item it belongs to. */
export function violationsOf(verdicts: readonly SchemaVerdict[] | undefined) {
  return (verdicts ?? []).flatMap((v, item) => (v.kind === 'invalid' ? v.violations.map((x) => ({ ...x, item })) : []));
}

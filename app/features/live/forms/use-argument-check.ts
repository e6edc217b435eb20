import { useEffect, useMemo } from 'react';
import { isJsonObject } from '../../../../src/index';
import type { Catalog } from '../model/request-draft';
import { useArgumentGate } from './argument-gate';
import { useSchemaVerdicts, violationsOf } from './use-schema-verdicts';

/**
 * Judges a tools/call draft's `arguments` against the listed tool's inputSchema (in the worker) and
 * keeps the request builder's send gate up to date; anything else clears it.
 */
export function useArgumentCheck(method: string, paramsText: string | undefined, catalog: Catalog): void {
  const target = useMemo(() => callTarget(method, paramsText, catalog), [method, paramsText, catalog]);
  const judged = useSchemaVerdicts(target ? [{ schema: target.schema, value: target.args }] : []);
  const { judged: setJudged, clear } = useArgumentGate((s) => s.actions);
  useEffect(() => {
    if (!target || !judged) {
      clear();
      return;
    }
    setJudged(judged.key, violationsOf(judged.verdicts));
  }, [target, judged, setJudged, clear]);
  useEffect(() => clear, [clear]);
}

/** The tool a tools/call draft names, with its inputSchema and the arguments to judge, or null. */
export function callTarget(
  method: string,
  paramsText: string | undefined,
  catalog: Catalog,
): { tool: string; schema: Record<string, unknown>; args: unknown } | null {
  if (method !== 'tools/call' || paramsText === undefined) return null;
  let params: unknown;
  try {
    params = JSON.parse(paramsText);
  } catch {
    return null;
  }
  if (!isJsonObject(params) || typeof params['name'] !== 'string') return null;
  const tool = catalog.tools?.find((t) => t.name === params['name']);
  if (!tool?.inputSchema) return null;
  return { tool: tool.name, schema: tool.inputSchema, args: params['arguments'] ?? {} };
}

// Benchmark payloads: a tools/list handler result of a given size, as JSON and as IEx-style Elixir terms.

/** A tools/list result of roughly `bytes` bytes of JSON. */
export function toolsListResult(bytes: number): { tools: unknown[] } {
  const tools: unknown[] = [];
  let size = 12;
  for (let i = 0; size < bytes; i++) {
    const tool = {
      name: `tool_${i}`,
      description: `Tool number ${i}: does something useful with "quoted" input and unicode é.`,
      inputSchema: {
        type: 'object',
        properties: { path: { type: 'string' }, depth: { type: 'integer', minimum: 0 } },
        required: ['path'],
      },
      annotations: { readOnlyHint: i % 2 === 0, title: `Tool ${i}` },
    };
    size += JSON.stringify(tool).length + 1;
    tools.push(tool);
  }
  return { tools };
}

/** The same value printed the way IEx prints it (`%{"k" => v}`, `true`, lists). */
export function toElixir(value: unknown): string {
  if (value === null) return 'nil';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return `[${value.map(toElixir).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([k, v]) => `${JSON.stringify(k)} => ${toElixir(v)}`,
  );
  return `%{${entries.join(', ')}}`;
}

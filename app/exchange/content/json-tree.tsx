import type { ReactNode } from 'react';
import { revealInvisible } from '../../../src/index';

/** Nodes of one tree rendered at most; the rest are counted. */
const NODES_SHOWN = 2000;

/** A JSON value as a collapsible tree (objects and arrays are <details>, open to the second level). */
export function JsonTree({ value }: { value: unknown }) {
  const budget = { left: NODES_SHOWN };
  const tree = node(value, null, 0, budget);
  return (
    <div className="json-tree mono" data-testid="json-tree">
      {tree}
      {budget.left < 0 && <p className="muted">The tree is cut at {NODES_SHOWN.toLocaleString('en')} nodes.</p>}
    </div>
  );
}

// A plain function, not a component: one budget is spent across the whole tree as it is built.
function node(value: unknown, label: string | null, depth: number, budget: { left: number }): ReactNode {
  budget.left--;
  if (budget.left < 0) return null;
  const name = label === null ? null : <span className="json-key">{revealInvisible(label)}: </span>;
  if (value === null || typeof value !== 'object')
    return (
      <div key={label ?? ''}>
        {name}
        <span className={`json-${value === null ? 'null' : typeof value}`}>
          {revealInvisible(JSON.stringify(value) ?? 'undefined')}
        </span>
      </div>
    );
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  return (
    <details key={label ?? ''} open={depth < 2}>
      <summary>
        {name}
        {Array.isArray(value) ? `[${entries.length}]` : `{${entries.length}}`}
      </summary>
      <div className="json-children">{entries.map(([k, v]) => node(v, k, depth + 1, budget))}</div>
    </details>
  );
}

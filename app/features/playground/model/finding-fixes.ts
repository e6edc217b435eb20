import { META_KEYS, MODERN_PROTOCOL_VERSION, TASKS_EXTENSION, type Finding } from '../../../../src/index';
import { DEFAULT_REQUEST_META } from './input';

/** What to change in the playground so a finding goes away; `patchMeta` is the request _meta that does it. */
export interface FindingFix {
  text: string;
  /** The request `_meta` text with the fix applied, when the fix is in the request. */
  patchMeta?: string;
  /** The button label for `patchMeta`. */
  action?: string;
}

const CAPS = META_KEYS.clientCapabilities.key;
const VERSION = META_KEYS.protocolVersion.key;

/**
 * A concrete fix for the findings the playground's own output can get, or null when there is none to give.
 *
 * @example
 * fixFor({ rule: 'R-TASK-1' }, '{}')?.action // => 'Declare the tasks extension'
 */
export function fixFor(finding: Pick<Finding, 'rule'>, requestMeta: string): FindingFix | null {
  switch (finding.rule) {
    case 'R-TASK-1':
      return {
        text: `Declare extensions["${TASKS_EXTENSION}"] in the request's clientCapabilities (request _meta → "${CAPS}"), or answer with a complete result instead of a task.`,
        ...withMeta(requestMeta, 'Declare the tasks extension', (meta) => {
          const caps = isObject(meta[CAPS]) ? meta[CAPS] : {};
          const extensions = isObject(caps['extensions']) ? caps['extensions'] : {};
          return { ...meta, [CAPS]: { ...caps, extensions: { ...extensions, [TASKS_EXTENSION]: {} } } };
        }),
      };
    case 'R-ERA-2':
      return {
        text: `Put "${VERSION}": "${MODERN_PROTOCOL_VERSION}" (and "${CAPS}") into the request _meta, so the exchange is a 2026-07-28 one.`,
        ...withMeta(requestMeta, 'Restore the 2026-07-28 envelope', (meta) => ({
          ...(JSON.parse(DEFAULT_REQUEST_META) as Record<string, unknown>),
          ...meta,
          [VERSION]: MODERN_PROTOCOL_VERSION,
        })),
      };
    case 'R-MRTR-2':
      return { text: 'Give {:input_required, …} its input requests map, its request state, or both (D4).' };
    case 'R-TOOLS-2':
      return { text: 'Give every tool a "name" and an object "inputSchema" (at least %{"type" => "object"}).' };
    case 'R-TOOLS-7':
      return {
        text: 'Return "content" as a list of content blocks, e.g. [%{"type" => "text", "text" => "…"}]; put other data in "structuredContent".',
      };
    case 'R-META-1':
      return { text: 'Tick :server_info so the shaper writes serverInfo into the result _meta.' };
    default:
      return null;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function withMeta(
  text: string,
  action: string,
  change: (meta: Record<string, unknown>) => Record<string, unknown>,
): Pick<FindingFix, 'patchMeta' | 'action'> {
  let meta: unknown;
  try {
    meta = JSON.parse(text);
  } catch {
    return {}; // The _meta field has its own error; fixing it comes first.
  }
  return isObject(meta) ? { patchMeta: JSON.stringify(change(meta), null, 2), action } : {};
}

import type { MetaKeyFact } from '../../spec/meta-keys';
import type { MethodFact } from '../../spec/methods';
import type { NotificationFact } from '../../spec/notifications';
import { SPEC_PAGES } from '../../spec/urls';
import type { ExtensionFacts } from '../types';
import { SKILLS_RULES } from './rules';

/**
 * The id of the skills extension (`capabilities.extensions[…]`, `clientCapabilities.extensions[…]`).
 *
 * @example
 * SKILLS_EXTENSION // => 'io.modelcontextprotocol/skills'
 */
export const SKILLS_EXTENSION = 'io.modelcontextprotocol/skills';

const page = SPEC_PAGES.skillsSep;
// Cacheable like the core's lists (ttlMs and cacheScope on every complete result); not a core list
// method, so the scan's list probes (which declare nothing) leave them to the extension's probes.
const CURRENT = {
  cacheable: true,
  inputRequired: false,
  task: false,
  mcpName: null,
  removed: null,
  extension: 'skills',
  page,
  list: null,
  capability: null,
} as const;

/**
 * The skills extension (SEP-2640): skills/list and skills/get over skill entries (their frontmatter and
 * every file with its digest and size), and resources/directory/read for a server that declares `directoryRead`.
 *
 * @example
 * Object.keys(SKILLS_FACTS.methods) // => ['skills/list', 'skills/get', 'resources/directory/read']
 * SKILLS_FACTS.methods['skills/list'].cacheable // => true
 */
export const SKILLS_FACTS = {
  name: 'skills',
  id: SKILLS_EXTENSION,
  title: 'the skills extension',
  page,
  methods: {
    'skills/list': { ...CURRENT, result: 'ListSkillsResult' },
    'skills/get': { ...CURRENT, result: 'GetSkillResult' },
    'resources/directory/read': { ...CURRENT, result: 'ReadResourceDirectoryResult' },
  } as const satisfies Record<string, MethodFact>,
  notifications: {} as const satisfies Record<string, NotificationFact>,
  metaKeys: {} as const satisfies Record<string, MetaKeyFact>,
  resultTypes: [],
  rules: SKILLS_RULES,
  // SEP-2640: declaring the extension commits the server to its methods, for every client.
  undeclaredRule: 'R-SKILL-7',
  gated: false,
} as const satisfies ExtensionFacts;

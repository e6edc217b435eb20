import {
  GetSkillResultSchema,
  ListSkillsResultSchema,
  ReadResourceDirectoryResultSchema,
} from '@modelcontextprotocol/core/ext/skills';
import type { ExtensionSchemas } from '../types';

/**
 * The skills extension's result schemas, from the official SDK's `@modelcontextprotocol/core/ext/skills`.
 *
 * @example
 * SKILLS_SCHEMAS.results['skills/list']?.safeParse({ skills: [], ttlMs: 0, cacheScope: 'public' }).success // => true
 */
export const SKILLS_SCHEMAS: ExtensionSchemas = {
  source: 'core/ext/skills',
  results: {
    'skills/list': ListSkillsResultSchema,
    'skills/get': GetSkillResultSchema,
    'resources/directory/read': ReadResourceDirectoryResultSchema,
  },
  resultTypes: {},
};

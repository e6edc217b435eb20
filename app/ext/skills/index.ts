import { SKILLS_EXTENSION } from '../../../src/index';
import type { ExtensionSlots } from '../types';

/** The skills extension in the app: Live's capability box declaring it. */
export const SKILLS_SLOTS: ExtensionSlots = {
  name: 'skills',
  capabilityBox: { id: 'skills', label: 'skills extension', path: ['extensions', SKILLS_EXTENSION] },
};

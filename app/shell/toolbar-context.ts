import { createContext } from 'react';

/** The header element a screen may put its own controls into (the playground's example picker). */
export const ToolbarSlotContext = createContext<HTMLElement | null>(null);

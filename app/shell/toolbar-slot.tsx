import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** The header element a screen may put its own controls into (the playground's example picker). */
export const ToolbarSlotContext = createContext<HTMLElement | null>(null);

/** Renders a screen's toolbar inside the shell header; nothing until the header has mounted. */
export function ScreenToolbar({ children }: { children: ReactNode }) {
  const slot = useContext(ToolbarSlotContext);
  return slot ? createPortal(children, slot) : null;
}

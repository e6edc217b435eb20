import { useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ToolbarSlotContext } from './toolbar-context';

/** Renders a screen's toolbar inside the shell header; nothing until the header has mounted. */
export function ScreenToolbar({ children }: { children: ReactNode }) {
  const slot = useContext(ToolbarSlotContext);
  return slot ? createPortal(children, slot) : null;
}

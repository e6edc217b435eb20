// tinykeys 3 ships types, but its package.json `exports` hides them from bundler resolution.
declare module 'tinykeys' {
  export type KeyBindingMap = Record<string, (event: KeyboardEvent) => void>;
  export interface KeyBindingOptions {
    event?: 'keydown' | 'keyup';
    timeout?: number;
  }
  export function tinykeys(target: Window | HTMLElement, map: KeyBindingMap, options?: KeyBindingOptions): () => void;
}

// The two tinykeys exports the editor matches keys with (app/types/tinykeys.d.ts declares the rest).
declare module 'tinykeys' {
  export type KeyBindingPress = [mods: string[], key: string | RegExp];
  export function parseKeybinding(keys: string): KeyBindingPress[];
  export function matchKeyBindingPress(event: KeyboardEvent, press: KeyBindingPress): boolean;
}

/** What the user sets to try an app under another host's conditions (ext-apps' `McpUiHostContext`). */
export interface HostSettings {
  theme: 'light' | 'dark';
  displayMode: 'inline' | 'fullscreen' | 'pip';
  /** The container's width and maximum height, in CSS pixels. */
  width: number;
  maxHeight: number;
  locale: string;
}

/** The display modes this host offers. */
export const HOST_DISPLAY_MODES = ['inline', 'fullscreen', 'pip'] as const;

/** Defaults: the inspector's theme, inline, 600 × 480 at most, the browser's language. */
export function defaultHostSettings(theme: 'light' | 'dark'): HostSettings {
  return { theme, displayMode: 'inline', width: 600, maxHeight: 480, locale: navigator.language || 'en-US' };
}

/** The host context sent in the `ui/initialize` answer and, changed fields only, in host-context-changed. */
export function hostContextOf(settings: HostSettings): Record<string, unknown> {
  return {
    theme: settings.theme,
    displayMode: settings.displayMode,
    availableDisplayModes: [...HOST_DISPLAY_MODES],
    containerDimensions: { width: settings.width, maxHeight: settings.maxHeight },
    locale: settings.locale,
    platform: 'web',
    userAgent: 'mcp-shape-inspector',
  };
}

/** The fields of `next` that differ from `previous` (by JSON value). */
export function changedContext(
  previous: Record<string, unknown>,
  next: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => JSON.stringify(previous[key]) !== JSON.stringify(value)),
  );
}

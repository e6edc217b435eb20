import type { EditorTestHook } from './types';

declare global {
  interface Window {
    /** Browser-test access to mounted editors by model URI; absent in production unless opted in. */
    __shapeInspectorEditors?: Record<string, EditorTestHook>;
  }
}

/** The e2e tests run the production build, so they opt in with this localStorage flag. */
export const TEST_HOOKS_FLAG = 'shape-inspector:test-hooks';

function hooksEnabled(): boolean {
  if (import.meta.env.MODE !== 'production') return true;
  try {
    return localStorage.getItem(TEST_HOOKS_FLAG) === '1';
  } catch {
    return false; // storage can be blocked (sandboxed frames, privacy settings)
  }
}

/** Publishes an editor's hook while it is mounted; returns the unpublish function. */
export function publishTestHook(modelUri: string, hook: EditorTestHook): () => void {
  if (!hooksEnabled()) return () => {};
  const editors = (window.__shapeInspectorEditors ??= {});
  editors[modelUri] = hook;
  return () => {
    if (editors[modelUri] === hook) delete editors[modelUri];
  };
}

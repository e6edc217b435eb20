import * as monaco from 'monaco-editor/editor';

interface Entry {
  model: monaco.editor.ITextModel;
  users: number;
  owned: boolean;
}

/** One editor's hold on a named model. */
export interface ModelHandle {
  readonly model: monaco.editor.ITextModel;
  /** A fresh model with this text under the same URI, if only this editor holds ours; else null. */
  replace(value: string): monaco.editor.ITextModel | null;
  /** Lets go; true when this was the last user (the model is gone if we created it). */
  release(): boolean;
}

const entries = new Map<string, Entry>();

/**
 * The model named `modelUri`, created on first use. Counted, so two editors on one URI share it
 * and it is disposed with its last user, and only if we created it.
 */
export function acquireModel(modelUri: string, value: string, language: string): ModelHandle {
  const uri = monaco.Uri.parse(modelUri);
  let entry = entries.get(modelUri);
  if (!entry || entry.model.isDisposed()) {
    const existing = monaco.editor.getModel(uri);
    entry = { model: existing ?? monaco.editor.createModel(value, language, uri), users: 0, owned: !existing };
    entries.set(modelUri, entry);
  }
  const held = entry;
  held.users++;
  let released = false;
  return {
    get model() {
      return held.model;
    },
    replace(next) {
      if (!held.owned || held.users > 1) return null;
      const language = held.model.getLanguageId();
      held.model.dispose();
      held.model = monaco.editor.createModel(next, language, uri);
      return held.model;
    },
    release() {
      if (released) return false;
      released = true;
      if (--held.users > 0) return false;
      entries.delete(modelUri);
      if (held.owned) held.model.dispose();
      return true;
    },
  };
}

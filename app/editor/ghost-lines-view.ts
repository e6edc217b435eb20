// Loaded lazily by ghost-lines.tsx, only once a Monaco editor is on the page (it imports Monaco).
import { monaco } from './setup';
import { memberRanges } from './pointer-ranges';
import type { GhostLine } from './ghost-lines';
import './ghost-lines.css';

type CodeEditor = monaco.editor.ICodeEditor;

/**
 * Shows `ghosts` in every editor on `modelUri` (now and later) as view zones: lines drawn between the real
 * ones that are not part of the text (copying, search and pointers never see them). Each group sits under
 * the first line of the member at its `after` pointer, with a gutter badge. Returns the function that removes them.
 */
export function showGhostLines(modelUri: string, ghosts: readonly GhostLine[]): () => void {
  const uri = monaco.Uri.parse(modelUri).toString();
  const attached = new Map<CodeEditor, () => void>();
  const attach = (editor: CodeEditor) => {
    if (attached.has(editor)) return;
    attached.set(editor, placeIn(editor, uri, ghosts));
  };
  monaco.editor.getEditors().forEach(attach);
  const created = monaco.editor.onDidCreateEditor((editor) => {
    // Created editors get their model right after this event.
    queueMicrotask(() => attach(editor));
  });
  return () => {
    created.dispose();
    for (const detach of attached.values()) detach();
    attached.clear();
  };
}

function placeIn(editor: CodeEditor, uri: string, ghosts: readonly GhostLine[]): () => void {
  let zones: string[] = [];
  const clear = () => editor.changeViewZones((access) => zones.forEach((id) => access.removeZone(id)));
  const place = () => {
    clear();
    zones = [];
    const model = editor.getModel();
    if (!model || model.uri.toString() !== uri || ghosts.length === 0) return;
    const text = model.getValue();
    const groups = new Map<string, GhostLine[]>();
    for (const ghost of ghosts) groups.set(ghost.after, [...(groups.get(ghost.after) ?? []), ghost]);
    const anchors = [...groups.keys()];
    const spans = memberRanges(text, anchors);
    editor.changeViewZones((access) => {
      anchors.forEach((anchor, index) => {
        const span = anchor === '' ? { start: 0, end: text.length } : spans[index];
        if (!span) return;
        const line = model.getPositionAt(span.start).lineNumber;
        const indent = (model.getLineContent(line + 1).match(/^\s*/)?.[0] ?? '').length;
        const lines = groups.get(anchor) ?? [];
        zones.push(
          access.addZone({
            afterLineNumber: line,
            heightInLines: lines.length,
            domNode: ghostNode(lines, indent),
            marginDomNode: badgeNode(lines),
          }),
        );
      });
    });
  };
  place();
  const subscriptions = [editor.onDidChangeModelContent(place), editor.onDidChangeModel(place)];
  return () => {
    subscriptions.forEach((s) => s.dispose());
    clear();
  };
}

function ghostNode(lines: readonly GhostLine[], indent: number): HTMLElement {
  const node = document.createElement('div');
  node.className = 'si-ghost-lines';
  for (const ghost of lines) {
    const row = document.createElement('div');
    row.className = `si-ghost-line si-ghost-line--${ghost.kind}`;
    row.style.paddingLeft = `${indent}ch`;
    row.textContent = ghost.text;
    row.title = ghost.hover;
    row.dataset.ghostKind = ghost.kind;
    node.append(row);
  }
  return node;
}

function badgeNode(lines: readonly GhostLine[]): HTMLElement {
  const node = document.createElement('div');
  node.className = 'si-ghost-badge';
  node.textContent = '−';
  node.title = `${lines.length} removed: ${lines.map((l) => l.label).join(', ')}`;
  return node;
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHighlightLayer } from '../../../app/editor/highlight-layer';
import { MARKER_OWNER } from '../../../app/editor/diagnostics';
import { LARGE_TEXT } from '../../../app/editor/size-mode';
import type { EditorAnnotation, EditorDiagnostic } from '../../../app/editor/types';
import { monaco, mountEditor, textModel } from './fixture';

const TEXT = '{\n  "result": {\n    "ttlMs": 60000,\n    "cacheScope": "private"\n  }\n}';
const ADDED: EditorAnnotation = {
  pointer: '/result/ttlMs',
  kind: 'added',
  hover: {
    title: 'added',
    paragraphs: ['ttlMs added for ![p](http://127.0.0.1:4312/x.png).'],
    link: { label: 'Specification', url: 'https://modelcontextprotocol.io/specification/2026-07-28/basic' },
  },
};
const FINDING: EditorDiagnostic = {
  pointer: '/result/cacheScope',
  severity: 'warning',
  message: 'm',
  rule: 'R-CACHE-2',
};

function setup(text = TEXT, language = 'json') {
  const model = textModel(text, language);
  const { editor } = mountEditor({ model });
  return { model, editor, layer: createHighlightLayer(editor, () => model) };
}
const ours = (model: monaco.editor.ITextModel) =>
  monaco.editor.getModelMarkers({ resource: model.uri, owner: MARKER_OWNER });

afterEach(() => vi.useRealTimers());

describe('highlight layer', () => {
  it('marks each annotated member (key included) with its class and an escaped hover', () => {
    const { layer, model } = setup();
    layer.setAnnotations([ADDED]);
    const [decoration] = layer.snapshot();
    expect(model.getValueInRange(decoration?.range ?? new monaco.Range(1, 1, 1, 1))).toBe('"ttlMs": 60000');
    expect(decoration?.className).toBe('si-annotation si-annotation--added');
    expect(decoration?.hover).toContain('\\!\\[p\\]\\(http\\://127\\.0\\.0\\.1\\:4312/x\\.png\\)');
    expect(decoration?.hover).toContain(
      '[Specification](https://modelcontextprotocol.io/specification/2026-07-28/basic)',
    );
  });

  it('sets diagnostics as markers under our owner, and replaces them on the next set', () => {
    const { layer, model } = setup();
    layer.setDiagnostics([FINDING]);
    expect(ours(model).map((m) => model.getValueInRange(m))).toEqual(['"private"']);
    layer.setDiagnostics([]);
    expect(ours(model)).toEqual([]);
  });

  it('leaves other owners markers alone', () => {
    const { layer, model } = setup();
    monaco.editor.setModelMarkers(model, 'json', [
      { severity: 8, message: 'syntax', startLineNumber: 1, startColumn: 1, endLineNumber: 1, endColumn: 2 },
    ]);
    layer.setDiagnostics([FINDING]);
    layer.setDiagnostics([]);
    expect(monaco.editor.getModelMarkers({ resource: model.uri }).map((m) => m.owner)).toEqual(['json']);
  });

  it('re-places on refresh after the text changed', () => {
    const { layer, model } = setup();
    layer.setDiagnostics([FINDING]);
    model.setValue('{"result": {"cacheScope": "public"}}');
    layer.refresh();
    expect(ours(model).map((m) => model.getValueInRange(m))).toEqual(['"public"']);
  });

  it('skips equal lists rebuilt by a render', () => {
    const { layer, model } = setup();
    layer.setDiagnostics([FINDING]);
    monaco.editor.setModelMarkers(model, MARKER_OWNER, []);
    layer.setDiagnostics([{ ...FINDING }]);
    expect(ours(model)).toEqual([]);
  });

  it('puts no member highlight on Elixir text', () => {
    const { layer } = setup('%{"result" => %{"ttlMs" => 1}}', 'elixir');
    layer.setAnnotations([ADDED]);
    expect(layer.snapshot()).toEqual([]);
  });

  it('lets a huge text paint before placing, then places', () => {
    vi.useFakeTimers();
    const big = `{"result": {"cacheScope": "private", "pad": "${'x'.repeat(LARGE_TEXT)}"}}`;
    const { layer, model } = setup(big);
    layer.setDiagnostics([FINDING]);
    expect(ours(model)).toEqual([]);
    // Only the timers due now: Monaco keeps a recurring one, which runAllTimers would run forever.
    vi.runOnlyPendingTimers();
    expect(ours(model).map((m) => model.getValueInRange(m))).toEqual(['"private"']);
  });

  it('finds the range of a marker for reveal, and clears everything on dispose', () => {
    const { layer, model } = setup();
    layer.setAnnotations([ADDED]);
    layer.setDiagnostics([FINDING]);
    expect(model.getValueInRange(layer.rangeOf('/result/cacheScope') ?? new monaco.Range(1, 1, 1, 1))).toBe(
      '"private"',
    );
    layer.dispose();
    layer.clearMarkers();
    expect(layer.snapshot()).toEqual([]);
    expect(ours(model)).toEqual([]);
  });
});

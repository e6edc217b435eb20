import { methodNames, METHODS } from '../../../../src/index';
import { useCallback, useEffect } from 'react';
import { attachJsonSchema, CodeEditor, type EditorCommand } from '../../../editor';
import { LIVE_URIS } from '../../../exchange/views/exchange-uris';
import { CopyButton } from '../../../ui/copy-button';
import { toCurl } from '../model/curl';
import { curlCaveat } from '../../../exchange/views/curl-caveat';
import type { Catalog, Draft } from '../model/request-draft';
import { defaultParams, defaultParamsNote } from '../model/request-draft';
import { showNotice } from '../../../state/ui-store';
import { useInflightStore } from '../../../exchange/state/inflight-store';
import { useLiveStore } from '../state/live-store';
import { CatalogList } from './catalog-list';
import { EnvelopeFields } from './envelope-fields';
import { CapabilityBoxes } from './capability-boxes';
import { leftoverParams } from '../model/leftover-params';
import { LeftoverNote } from './leftover-note';
import { ArgumentWarnings } from '../forms/argument-warnings';
import { callTarget, useArgumentCheck } from '../forms/use-argument-check';
import { ToolArgumentsForm } from '../forms/tool-arguments-form';
import { ToolDetails } from '../forms/tool-details';
import { useDeclaredCompletions } from '../forms/completer';

/** Build any request: a method (from what the server declared), its params, the envelope; Ctrl+Enter sends. */
export function RequestBuilder({
  catalog,
  declared,
  draft,
  url,
  onSend,
  commands,
  theme,
  pending,
  onStop,
}: {
  catalog: Catalog;
  /** Methods the server's capabilities cover (null before server/discover). */
  declared: readonly string[] | null;
  draft: Draft;
  url: string;
  onSend: () => void;
  commands: readonly EditorCommand[];
  theme: 'light' | 'dark';
  /** Something of this screen is in flight (a send, a stream, a connect): Stop shows. */
  pending: boolean;
  onStop: () => void;
}) {
  const method = useLiveStore((s) => s.method);
  const paramsText = useLiveStore((s) => s.params[s.method]);
  const { setMethod, setParamsText } = useLiveStore((s) => s.actions);
  useToolSchema(method, paramsText, catalog);
  useArgumentCheck(method, paramsText, catalog);
  useDeclaredCompletions(declared);
  const target = callTarget(method, paramsText, catalog);
  // Stable, so a big catalog is not rebuilt on every keystroke.
  const pickFromCatalog = useCallback(
    (m: string, params: string) => (setMethod(m), setParamsText(m, params)),
    [setMethod, setParamsText],
  );
  const pick = (next: string) => {
    setMethod(next);
    if (useLiveStore.getState().params[next] !== undefined) return;
    setParamsText(next, defaultParams(next, catalog));
    const note = defaultParamsNote(next, catalog);
    if (note) showNotice(note);
  };
  const leftover = paramsText === undefined ? null : leftoverParams(method, paramsText, catalog);
  return (
    <section className="request-builder" aria-label="Request">
      <div className="method-row">
        <MethodField method={method} declared={declared} onPick={pick} onSend={onSend} />
        <SendActions draft={draft} url={url} onSend={onSend} pending={pending} onStop={onStop} />
      </div>
      <CatalogList catalog={catalog} onPick={pickFromCatalog} />
      {target && <ToolDetails tool={catalog.tools?.find((t) => t.name === target.tool) ?? { name: target.tool }} />}
      {target && paramsText !== undefined && (
        <ToolArgumentsForm
          tool={target.tool}
          schema={target.schema}
          paramsText={paramsText}
          onParamsText={(text) => setParamsText(method, text)}
        />
      )}
      <h3 className="field-title">params</h3>
      <CodeEditor
        modelUri={LIVE_URIS.params}
        value={paramsText ?? defaultParams(method, catalog)}
        language="json"
        onChange={(text) => setParamsText(method, text)}
        commands={commands}
        theme={theme}
        ariaLabel={`params of ${method}`}
        testId="live-params"
        height="9rem"
      />
      {target && <ArgumentWarnings tool={target.tool} onSend={onSend} />}
      {leftover && (
        <LeftoverNote leftover={leftover} onReset={() => setParamsText(method, defaultParams(method, catalog))} />
      )}
      {!draft.ok && (
        <p className="field-error" role="alert" data-testid={`draft-error-${draft.field}`}>
          {draft.message}
        </p>
      )}
      <CapabilityBoxes />
      <EnvelopeFields draft={draft} />
    </section>
  );
}

/** The method: typed or picked from every method (undeclared and removed ones say so); Enter sends. */
function MethodField({
  method,
  declared,
  onPick,
  onSend,
}: {
  method: string;
  declared: readonly string[] | null;
  onPick: (method: string) => void;
  onSend: () => void;
}) {
  const current = methodNames.filter((m) => METHODS[m].removed === null);
  const removed = methodNames.filter((m) => METHODS[m].removed !== null);
  return (
    <>
      <label>
        <span>Method</span>
        <input
          list="live-methods"
          value={method}
          onChange={(e) => onPick(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
            e.preventDefault();
            onSend();
          }}
          data-testid="live-method"
          aria-describedby="live-method-hint"
          spellCheck={false}
        />
        <datalist id="live-methods">
          {current.map((m) => (
            <option key={m} value={m}>
              {declared && !declared.includes(m)
                ? 'not declared by this server'
                : METHODS[m].cacheable
                  ? 'cacheable'
                  : ''}
            </option>
          ))}
          {removed.map((m) => (
            <option key={m} value={m}>
              removed in 2026-07-28: see how the server refuses it
            </option>
          ))}
        </datalist>
        <small id="live-method-hint" className="muted" data-testid="live-method-hint">
          Enter sends (Ctrl+Enter from the params or the catalog)
        </small>
      </label>
      {declared && Object.hasOwn(METHODS, method) && !declared.includes(method) && (
        <span className="warn-text" data-testid="undeclared-method">
          The server did not declare the capability for {method}.
        </span>
      )}
    </>
  );
}

/** Send, Stop (while anything of the screen runs) and Copy as curl. */
function SendActions({
  draft,
  url,
  onSend,
  pending,
  onStop,
}: {
  draft: Draft;
  url: string;
  onSend: () => void;
  pending: boolean;
  onStop: () => void;
}) {
  const revealSecrets = useInflightStore((s) => s.revealSecrets);
  return (
    <>
      <button
        type="button"
        onClick={onSend}
        disabled={!draft.ok}
        data-testid="send-button"
        title="Ctrl+Enter (a new Send lets the one still running go)"
      >
        Send
      </button>
      {pending && (
        <button type="button" onClick={onStop} data-testid="stop-button" title="Stop every request still running">
          Stop
        </button>
      )}
      {draft.ok && (
        <CopyButton
          label={revealSecrets ? 'Copy as curl (with secrets)' : 'Copy as curl'}
          text={() => toCurl({ url, headers: draft.headers, body: draft.body }, { reveal: revealSecrets })}
          testId="copy-curl"
          caveat={curlCaveat(draft.headers, revealSecrets)}
        />
      )}
    </>
  );
}

/** The params editor validates and completes a tools/call against the called tool's inputSchema. */
function useToolSchema(method: string, paramsText: string | undefined, catalog: Catalog): void {
  const name = method === 'tools/call' ? toolName(paramsText) : undefined;
  const schema = catalog.tools?.find((t) => t.name === name)?.inputSchema;
  useEffect(() => {
    if (!name || !schema) return;
    const attachment = attachJsonSchema(LIVE_URIS.params, {
      type: 'object',
      properties: { name: { const: name }, arguments: schema },
      required: ['name'],
    });
    return () => attachment.dispose();
  }, [name, schema]);
}

function toolName(paramsText: string | undefined): string | undefined {
  try {
    const name = (JSON.parse(paramsText ?? '') as { name?: unknown }).name;
    return typeof name === 'string' ? name : undefined;
  } catch {
    return undefined;
  }
}

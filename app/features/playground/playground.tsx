import { useEffect, useMemo, useState } from 'react';
import { editorCommands, useCommands } from '../../shell/commands';
import { SplitPane } from '../../ui/split-pane';
import { echoRequestMeta } from './commands';
import { CacheCard } from './cache-card';
import { EnvelopeOffer } from './envelope-offer';
import { InputPanel } from './input-panel';
import { MethodOffer } from './method-offer';
import { IntermediatePanel } from './intermediate-panel';
import { LegacyPanel } from './legacy-panel';
import { MILLIS_FIELDS, readMillis, type MillisFieldId, type OptionDrafts } from './model/option-fields';
import { redactionOf } from './model/redaction';
import { staleAgainst, type FieldError } from './model/staleness';
import { RequestOptions } from './request-options';
import { ResponsePanel } from './response-panel';
import { usePlaygroundStore } from './state/playground-store';
import { StatusCard } from './status-card';
import { usePreview } from './use-preview';
import { VerdictCard } from './verdict-card';
import { StaleNote } from './views/stale-note';
import { findingDiagnostics } from '../../editor';

/** The playground screen: input and request context on the left, everything shaped on the right. */
export function Playground({ theme }: { theme: 'light' | 'dark' }) {
  const input = usePlaygroundStore((s) => s.input);
  const exampleId = usePlaygroundStore((s) => s.exampleId);
  const percent = usePlaygroundStore((s) => s.inputPanePercent);
  const { setText, patchInput, setInputPanePercent } = usePlaygroundStore((s) => s.actions);
  const commands = editorCommands(useCommands());
  const { preview, lastGood, verdict, pending } = usePreview(input);
  const now = useNow();
  const { drafts, setDraft } = useDrafts(exampleId);
  const stale = staleAgainst(preview, fieldErrors(drafts));
  const redaction = useMemo(
    () => (input.preStep === 'tool_error_result' ? redactionOf(input.text) : null),
    [input.preStep, input.text],
  );
  const left = (
    <div className="column input-column">
      <InputPanel
        text={input.text}
        onChange={setText}
        preview={preview}
        lastGood={lastGood}
        theme={theme}
        commands={commands}
      />
      <EnvelopeOffer preview={preview} onTake={setText} />
      <MethodOffer preview={preview} method={input.method} onSwitch={(method) => patchInput({ method })} />
      <RequestOptions
        input={input}
        onChange={patchInput}
        onEchoMeta={echoRequestMeta}
        drafts={drafts}
        onDraft={setDraft}
      />
    </div>
  );
  const right = lastGood ? (
    <div className="column preview-column" aria-busy={pending} data-testid="preview" data-stale={stale !== null}>
      {stale !== null && <StaleNote against={stale} />}
      {lastGood.intermediate && (
        <IntermediatePanel
          intermediate={lastGood.intermediate}
          redaction={stale === null ? redaction : null}
          stale={stale}
        />
      )}
      <div className="cards">
        <StatusCard modern={lastGood.modern} stale={stale} />
        <CacheCard
          cache={lastGood.modern.cache}
          handlerResult={lastGood.handlerResult}
          now={now}
          stale={stale}
          overrideEnabled={input.cacheOverride.enabled}
        />
        <VerdictCard
          verdict={verdict}
          stale={stale}
          requestMeta={input.requestMeta}
          onPatchMeta={(requestMeta) => patchInput({ requestMeta })}
        />
      </div>
      <ResponsePanel
        preview={lastGood}
        diagnostics={findingDiagnostics(verdict?.findings)}
        commands={commands}
        theme={theme}
        stale={stale}
      />
      <LegacyPanel
        legacy={lastGood.legacy}
        legacyText={lastGood.legacyText}
        modernText={lastGood.modernText}
        differences={lastGood.differences}
        theme={theme}
        commands={commands}
        stale={stale}
      />
    </div>
  ) : (
    <div className="column empty-preview" data-testid="preview-empty">
      {pending ? 'Shaping…' : 'Paste a handler result on the left to see the modern response.'}
    </div>
  );
  return <SplitPane percent={percent} onResize={setInputPanePercent} left={left} right={right} />;
}

function fieldErrors(drafts: OptionDrafts): FieldError[] {
  return (Object.keys(drafts) as MillisFieldId[]).flatMap((id) => {
    const text = drafts[id];
    const reading = text === undefined ? null : readMillis(text);
    return reading && !reading.ok ? [{ field: MILLIS_FIELDS[id], message: reading.message }] : [];
  });
}

/** Number fields' texts while they hold no value yet; a newly loaded example starts without any. */
function useDrafts(exampleId: string | null) {
  const [state, setState] = useState<{ exampleId: string | null; drafts: OptionDrafts }>({ exampleId, drafts: {} });
  // Adjusted during render (React's pattern for state derived from a prop).
  if (exampleId !== state.exampleId) setState({ exampleId, drafts: exampleId === null ? state.drafts : {} });
  const setDraft = (field: MillisFieldId, text: string | undefined) =>
    setState((s) => {
      const drafts = { ...s.drafts };
      if (text === undefined) delete drafts[field];
      else drafts[field] = text;
      return { ...s, drafts };
    });
  return { drafts: state.drafts, setDraft };
}

/** The current time, refreshed every 30 s for "fresh until". */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

import { useEffect, useState } from 'react';
import { editorCommands, useCommands } from '../../shell/commands';
import { SplitPane } from '../../ui/split-pane';
import { echoRequestMeta } from './commands';
import { CacheCard } from './cache-card';
import { InputPanel } from './input-panel';
import { IntermediatePanel } from './intermediate-panel';
import { LegacyPanel } from './legacy-panel';
import { RequestOptions } from './request-options';
import { ResponsePanel } from './response-panel';
import { usePlaygroundStore } from './state/playground-store';
import { StatusCard } from './status-card';
import { usePreview } from './use-preview';
import { VerdictCard } from './verdict-card';
import { findingDiagnostics } from '../../editor';

/** The playground screen: input and request context on the left, everything shaped on the right. */
export function Playground({ theme }: { theme: 'light' | 'dark' }) {
  const input = usePlaygroundStore((s) => s.input);
  const percent = usePlaygroundStore((s) => s.inputPanePercent);
  const { setText, patchInput, setInputPanePercent } = usePlaygroundStore((s) => s.actions);
  const commands = editorCommands(useCommands());
  const { preview, lastGood, verdict, pending } = usePreview(input);
  const now = useNow();
  const left = (
    <div className="column">
      <InputPanel
        text={input.text}
        onChange={setText}
        preview={preview}
        lastGood={lastGood}
        theme={theme}
        commands={commands}
      />
      <RequestOptions input={input} onChange={patchInput} onEchoMeta={echoRequestMeta} />
    </div>
  );
  const right = lastGood ? (
    <div className="column" aria-busy={pending} data-testid="preview">
      {lastGood.intermediate && <IntermediatePanel intermediate={lastGood.intermediate} />}
      <div className="cards">
        <StatusCard modern={lastGood.modern} />
        <CacheCard cache={lastGood.modern.cache} handlerResult={lastGood.handlerResult} now={now} />
        <VerdictCard verdict={verdict} />
      </div>
      <ResponsePanel
        preview={lastGood}
        diagnostics={findingDiagnostics(verdict?.findings)}
        commands={commands}
        theme={theme}
        stale={preview !== null && !preview.ok}
      />
      <LegacyPanel
        legacy={lastGood.legacy}
        legacyText={lastGood.legacyText}
        differences={lastGood.differences}
        theme={theme}
        commands={commands}
      />
    </div>
  ) : (
    <div className="column empty-preview" data-testid="preview-empty">
      {pending ? 'Shaping…' : 'Paste a handler result on the left to see the modern response.'}
    </div>
  );
  return <SplitPane percent={percent} onResize={setInputPanePercent} left={left} right={right} />;
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

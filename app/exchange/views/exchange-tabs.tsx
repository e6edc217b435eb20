import { useMemo } from 'react';
import { revealInvisible, type ExchangeRecord } from '../../../src/index';
import { ContentView } from '../content/content-view';
import { renderedResult } from '../content/content-model';
import { readable, readableBody, resultOf, sseFrames } from '../model/body';
import { FRAME_WINDOW } from '../state/inflight-store';
import { LIVE_URIS } from './exchange-uris';
import { HeadersTable } from './headers-table';
import { LazyBody } from './lazy-body';
import { SseFrames } from './sse-frames';
import type { ExchangeTab, ExchangeViewModel } from './use-exchange-view';

const TAB_LABELS: Record<ExchangeTab, string> = {
  body: 'Response body',
  rendered: 'Rendered',
  raw: 'Raw, as received',
  headers: 'Response headers',
  request: 'Request',
};

const RAW_SHOWN = 1_000_000;

/** What the tabs need besides the record: the view's model and how the bodies are shown. */
interface TabProps {
  record: ExchangeRecord;
  view: ExchangeViewModel;
  theme: 'light' | 'dark';
  revealSecrets: boolean;
  plainText: boolean;
  /** Fills in a resources/read of a linked resource (Live). */
  onReadResource?: ((uri: string) => void) | undefined;
}

/** The tab list and the open tab: the answer's body, its raw text, its headers, or the request. */
export function ExchangeTabs(props: TabProps) {
  const { tab, setTab } = props.view;
  // The content of a tools/call, prompts/get or resources/read answer, read once per record.
  const result = useMemo(() => resultOf(props.record.response), [props.record]);
  const renderable = useMemo(() => renderedResult(result) !== null, [result]);
  return (
    <>
      <div className="tabs" role="tablist">
        {(Object.keys(TAB_LABELS) as ExchangeTab[])
          .filter((t) => t !== 'rendered' || renderable)
          .map((t) => (
            <button key={t} type="button" role="tab" aria-selected={tab === t} onClick={() => setTab(t)}>
              {TAB_LABELS[t]}
            </button>
          ))}
      </div>
      {tab === 'body' && <BodyTab {...props} />}
      {tab === 'rendered' && renderable && (
        <ContentView
          result={result}
          findings={props.record.findings}
          onReveal={props.view.onReveal}
          onReadResource={props.onReadResource}
        />
      )}
      {tab === 'raw' && props.record.response && (
        <pre className="mono request-body" data-testid="raw-body">
          {props.record.response.body.length > RAW_SHOWN
            ? props.record.response.body.slice(0, RAW_SHOWN) + '\n… (first 1,000,000 characters)'
            : props.record.response.body}
        </pre>
      )}
      {tab === 'headers' && props.record.response && (
        <HeadersTable
          headers={props.record.response.headers}
          reveal={props.revealSecrets}
          order={props.view.order}
          testId="response-headers"
        />
      )}
      {tab === 'request' && <RequestTab {...props} />}
    </>
  );
}

function BodyTab({ record, view, theme, plainText }: TabProps) {
  const response = record.response;
  if (!response) return null;
  const text = view.isSse ? response.body : readableBody(response);
  if (plainText)
    return (
      <pre className="mono request-body" data-testid="response-body-text">
        {revealInvisible(text)}
      </pre>
    );
  return (
    <>
      {view.isSse && <SettledFrames body={response.body} />}
      <LazyBody
        modelUri={LIVE_URIS.response}
        value={text}
        language={view.isSse ? 'plaintext' : 'json'}
        readOnly
        diagnostics={view.diagnostics}
        theme={theme}
        ariaLabel="Response body"
        testId="live-response-body"
        height="18rem"
      />
    </>
  );
}

function RequestTab({ record, view, revealSecrets, plainText }: TabProps) {
  return (
    <>
      <HeadersTable
        headers={record.request.headers}
        reveal={revealSecrets}
        order={view.order}
        testId="request-headers"
      />
      <pre className="mono request-body" data-testid="request-body">
        {revealInvisible(plainText ? readable(record.request.body) : record.request.body)}
      </pre>
    </>
  );
}

/** The frames of a settled stream: parsed once per body, the newest window shown with the count. */
function SettledFrames({ body }: { body: string }) {
  const all = useMemo(() => sseFrames(body), [body]);
  return <SseFrames frames={all.slice(-FRAME_WINDOW)} count={all.length} open={false} />;
}

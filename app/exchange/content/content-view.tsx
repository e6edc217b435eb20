import { useMemo, useState } from 'react';
import { isJsonObject, revealInvisible, type Finding, type JsonObject } from '../../../src/index';
import {
  MARKDOWN_CHARS,
  MEDIA_CHARS_SHOWN,
  mediaMatches,
  renderedResult,
  safeHref,
  sizeOfBase64,
  type PlacedBlock,
} from './content-model';
import { markdownHtml } from './markdown';
import { JsonTree } from './json-tree';
import './content.css';

/** What the rendered view offers around the blocks. */
export interface ContentViewProps {
  result: JsonObject | null | undefined;
  findings: readonly Finding[];
  /** Opens a finding's marker in the raw JSON. */
  onReveal?: ((finding: Finding) => void) | undefined;
  /** Fills in a resources/read of a linked resource (Live); never sends it. */
  onReadResource?: ((uri: string) => void) | undefined;
}

/** Text (markdown, sanitized), images, audio, links, embedded resources and structuredContent, safely. */
export function ContentView({ result, findings, onReveal, onReadResource }: ContentViewProps) {
  const rendered = useMemo(() => renderedResult(result), [result]);
  if (!rendered) return <p className="muted">This answer holds no content blocks to render.</p>;
  return (
    <div className="content-view" data-testid="content-view">
      {rendered.isError && (
        <p className="content-error" role="status" data-testid="content-is-error">
          isError: the tool reports that it failed.
        </p>
      )}
      {rendered.blocks.map((placed) => (
        <BlockCard
          key={placed.pointer}
          placed={placed}
          findings={findingsUnder(findings, placed.pointer)}
          onReveal={onReveal}
          onReadResource={onReadResource}
        />
      ))}
      {rendered.hidden > 0 && (
        <p className="muted" data-testid="content-hidden">
          {rendered.hidden.toLocaleString('en')} more blocks are not rendered (see the raw JSON).
        </p>
      )}
      {rendered.structured && (
        <section className="content-block" data-testid="content-structured">
          <h5>
            structuredContent{' '}
            <Marks findings={findingsUnder(findings, rendered.structured.pointer)} onReveal={onReveal} />
          </h5>
          <JsonTree value={rendered.structured.value} />
        </section>
      )}
    </div>
  );
}

function findingsUnder(findings: readonly Finding[], pointer: string): Finding[] {
  return findings.filter((f) => f.pointer === pointer || f.pointer.startsWith(`${pointer}/`));
}

/** The findings on one block, each a button to its marker in the raw JSON. */
function Marks({ findings, onReveal }: { findings: Finding[]; onReveal?: ((f: Finding) => void) | undefined }) {
  if (findings.length === 0) return null;
  return (
    <span className="content-marks">
      {findings.map((f, i) => (
        <button
          key={i}
          type="button"
          className={`content-mark content-mark--${f.severity}`}
          data-testid="content-finding"
          data-rule={f.rule}
          title={`${f.message} (show it in the raw JSON)`}
          disabled={!onReveal}
          onClick={() => onReveal?.(f)}
        >
          {f.rule} at {f.pointer}
        </button>
      ))}
    </span>
  );
}

interface BlockProps {
  placed: PlacedBlock;
  findings: Finding[];
  onReveal?: ((f: Finding) => void) | undefined;
  onReadResource?: ((uri: string) => void) | undefined;
}

function BlockCard({ placed, findings, onReveal, onReadResource }: BlockProps) {
  const { block } = placed;
  const type = typeof block['type'] === 'string' ? block['type'] : 'unknown';
  return (
    <section className="content-block" data-testid="content-block" data-type={type} data-pointer={placed.pointer}>
      <h5>
        {placed.role && <span className="content-role">{revealInvisible(placed.role)}</span>} {revealInvisible(type)}{' '}
        <Annotations value={block['annotations']} /> <Marks findings={findings} onReveal={onReveal} />
      </h5>
      <BlockBody block={block} type={type} onReadResource={onReadResource} />
    </section>
  );
}

function Annotations({ value }: { value: unknown }) {
  if (!isJsonObject(value)) return null;
  const audience = Array.isArray(value['audience']) ? value['audience'].map(String).join(', ') : null;
  const priority = typeof value['priority'] === 'number' ? value['priority'] : null;
  return (
    <span className="content-annotations muted" data-testid="content-annotations">
      {audience !== null && `for ${revealInvisible(audience)}`}
      {audience !== null && priority !== null && ' · '}
      {priority !== null && `priority ${priority}`}
    </span>
  );
}

function BlockBody({
  block,
  type,
  onReadResource,
}: {
  block: JsonObject;
  type: string;
  onReadResource?: ((uri: string) => void) | undefined;
}) {
  if (type === 'text') return <TextBody text={typeof block['text'] === 'string' ? block['text'] : ''} />;
  if (type === 'image' || type === 'audio') return <MediaBody block={block} kind={type} />;
  if (type === 'resource_link') return <LinkBody block={block} onReadResource={onReadResource} />;
  if (type === 'resource' && isJsonObject(block['resource'])) return <ResourceBody resource={block['resource']} />;
  return <JsonTree value={block} />;
}

function TextBody({ text }: { text: string }) {
  const [raw, setRaw] = useState(false);
  const long = text.length > MARKDOWN_CHARS;
  return (
    <>
      {!long && (
        <label className="content-toggle">
          <input
            type="checkbox"
            checked={raw}
            onChange={(e) => setRaw(e.target.checked)}
            data-testid="content-raw-toggle"
          />{' '}
          raw text
        </label>
      )}
      {raw || long ? (
        <pre className="mono content-text" data-testid="content-text-raw">
          {revealInvisible(long ? `${text.slice(0, MARKDOWN_CHARS)}…` : text)}
        </pre>
      ) : (
        <div
          className="content-markdown"
          data-testid="content-markdown"
          dangerouslySetInnerHTML={{ __html: markdownHtml(text) }}
        />
      )}
    </>
  );
}

function MediaBody({ block, kind }: { block: JsonObject; kind: 'image' | 'audio' }) {
  const data = typeof block['data'] === 'string' ? block['data'] : '';
  const mimeType = typeof block['mimeType'] === 'string' ? block['mimeType'] : '';
  const fits = mimeType.toLowerCase().startsWith(`${kind}/`) && mediaMatches(mimeType, data);
  const small = data.length <= MEDIA_CHARS_SHOWN;
  const src = `data:${mimeType};base64,${data}`;
  return (
    <>
      <p className="muted">
        {revealInvisible(mimeType) || 'no mimeType'}, {sizeOfBase64(data)}
      </p>
      {fits && small && kind === 'image' && (
        <img className="content-image" src={src} alt={`${mimeType} from the server`} data-testid="content-image" />
      )}
      {fits && small && kind === 'audio' && <audio controls src={src} data-testid="content-audio" />}
      {!small && (
        <p className="muted" data-testid="content-too-large">
          Not rendered: {sizeOfBase64(data)} is over the{' '}
          {sizeOfBase64('A'.repeat(MEDIA_CHARS_SHOWN / 1024)).replace('KB', 'MB')} cap.
        </p>
      )}
      {small && !fits && (
        <p className="muted" data-testid="content-as-data">
          Shown as data: the bytes are not the {revealInvisible(mimeType) || 'media'} they claim to be.
        </p>
      )}
      {(!fits || !small) && (
        <pre className="mono content-text">
          {data.slice(0, 200)}
          {data.length > 200 ? '…' : ''}
        </pre>
      )}
      <Download base64={data} text={null} mimeType={mimeType} name={kind} />
    </>
  );
}

function LinkBody({
  block,
  onReadResource,
}: {
  block: JsonObject;
  onReadResource?: ((uri: string) => void) | undefined;
}) {
  const uri = typeof block['uri'] === 'string' ? block['uri'] : '';
  const title =
    typeof block['title'] === 'string' ? block['title'] : typeof block['name'] === 'string' ? block['name'] : uri;
  return (
    <p>
      <code>{revealInvisible(uri)}</code> {title !== uri && <span>{revealInvisible(title)}</span>}{' '}
      {typeof block['mimeType'] === 'string' && <span className="muted">({revealInvisible(block['mimeType'])})</span>}{' '}
      {onReadResource && uri && (
        <button type="button" data-testid="content-read-link" onClick={() => onReadResource(uri)}>
          Fill in resources/read
        </button>
      )}
    </p>
  );
}

function ResourceBody({ resource }: { resource: JsonObject }) {
  const uri = typeof resource['uri'] === 'string' ? resource['uri'] : '';
  const mimeType = typeof resource['mimeType'] === 'string' ? resource['mimeType'] : '';
  const text = typeof resource['text'] === 'string' ? resource['text'] : null;
  const blob = typeof resource['blob'] === 'string' ? resource['blob'] : null;
  const link = safeHref(uri);
  return (
    <>
      <p>
        {link ? (
          <a href={link} target="_blank" rel="noreferrer noopener">
            {revealInvisible(uri)}
          </a>
        ) : (
          <code>{revealInvisible(uri)}</code>
        )}{' '}
        <span className="muted">{revealInvisible(mimeType) || 'no mimeType'}</span>
      </p>
      {text !== null && (
        <pre className="mono content-text">
          {revealInvisible(text.length > MARKDOWN_CHARS ? `${text.slice(0, MARKDOWN_CHARS)}…` : text)}
        </pre>
      )}
      {blob !== null && <p className="muted">{sizeOfBase64(blob)} of binary data</p>}
      <Download base64={blob} text={text} mimeType={mimeType} name={uri.split('/').pop() || 'resource'} />
    </>
  );
}

/** Saves a block's bytes as a file (built on click; never opened in the page). */
function Download({
  base64,
  text,
  mimeType,
  name,
}: {
  base64: string | null;
  text: string | null;
  mimeType: string;
  name: string;
}) {
  if (base64 === null && text === null) return null;
  const save = () => {
    let blob: Blob;
    try {
      blob =
        base64 !== null
          ? new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'application/octet-stream' })
          : new Blob([text ?? ''], { type: 'text/plain' });
    } catch {
      return;
    }
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = name.replace(/[^\w.-]/g, '_') || 'download';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <button
      type="button"
      className="content-download"
      data-testid="content-download"
      data-mime={mimeType}
      onClick={save}
    >
      Download
    </button>
  );
}

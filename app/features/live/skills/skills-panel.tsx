import { useEffect, useMemo } from 'react';
import { revealInvisible, SKILLS_EXTENSION, type ExchangeRecord } from '../../../../src/index';
import { useInflightStore } from '../../../exchange/state/inflight-store';
import { FindingsList } from '../../../ui/findings-list';
import type { Send } from '../mrtr/send-type';
import { readDiscover } from '../model/discover-view';
import { frontmatterOf, type SkillFileRow } from './skills-model';
import { useSkillsStore, type SkillsState } from './skills-store';
import { useSkills } from './use-skills';
import './skills.css';

const STATE_WORDS: Readonly<Record<SkillFileRow['state'], string>> = {
  unread: 'not read yet',
  verified: 'size and digest match',
  mismatch: 'does not match its entry (R-SKILL-8)',
  unreadable: 'no content for this URI in the answer',
};

/**
 * Live's skills view, for a server whose server/discover declares the skills extension: list its
 * skills, open one (its manifest, frontmatter and files), each file held to its size and digest.
 * Every request goes through Live's send (history, judgment, the exchange view shows its findings).
 */
export function SkillsPanel({ url, discover, send }: { url: string; discover: ExchangeRecord | null; send: Send }) {
  const declared = useMemo(
    () => (discover ? readDiscover(discover)?.extensions.includes(SKILLS_EXTENSION) : false),
    [discover],
  );
  const state = useSkillsStore();
  const { list, open } = useSkills(url, send);
  const select = useInflightStore((s) => s.actions.select);
  const reset = state.actions.reset;
  useEffect(() => {
    if (state.url !== null && state.url !== url) reset();
  }, [url, state.url, reset]);
  if (!declared) return null;
  const listing = state.url === url ? state.listing : null;
  const opened = state.url === url ? state.opened : null;
  return (
    <section className="skills-panel" data-testid="skills-panel" aria-label="Skills">
      <div className="skills-head">
        <h3>Skills</h3>
        <span className="muted">this server declares {SKILLS_EXTENSION}</span>
        <button type="button" data-testid="skills-list" onClick={() => void list()} disabled={state.busy}>
          {listing ? 'List again' : 'List skills'}
        </button>
        {listing && (
          <button type="button" className="link-button" onClick={() => select(listing.recordId)}>
            the skills/list exchange
          </button>
        )}
        {state.busy && <span className="muted">working…</span>}
      </div>
      {state.problem && (
        <p className="warn-text" role="status" data-testid="skills-problem">
          {state.problem}
        </p>
      )}
      {listing && listing.skills.length === 0 && <p className="muted">skills/list listed no skill.</p>}
      {listing && listing.skills.length > 0 && (
        <ul className="skills-list">
          {listing.skills.map((skill) => (
            <li key={skill.uri} data-testid="skill-row" data-uri={skill.uri}>
              <button type="button" className="link-button" onClick={() => void open(skill.uri)} disabled={state.busy}>
                {skill.name}
              </button>{' '}
              <span className="muted">
                {skill.files} {skill.files === 1 ? 'file' : 'files'}, {skill.bytes} bytes · <code>{skill.uri}</code>
              </span>
              <div>{skill.description}</div>
            </li>
          ))}
        </ul>
      )}
      {opened && <OpenedSkill opened={opened} onSelect={select} />}
    </section>
  );
}

/** An opened skill: its manifest's frontmatter, each file with its size, digest and what reading it showed. */
function OpenedSkill({
  opened,
  onSelect: select,
}: {
  opened: NonNullable<SkillsState['opened']>;
  onSelect: (id: string) => void;
}) {
  return (
    <section className="skill-opened" data-testid="skill-opened" aria-label={`Skill ${opened.uri}`}>
      <h4>
        {revealInvisible(opened.uri)}{' '}
        <button type="button" className="link-button" onClick={() => select(opened.recordId)}>
          the skills/get exchange
        </button>
      </h4>
      <dl className="facts" data-testid="skill-frontmatter">
        {frontmatterOf(opened.entry).map(([key, value]) => (
          <div key={key}>
            <dt>{key}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ul className="skill-files" data-testid="skill-files">
        {opened.files.map((file) => {
          const digest = revealInvisible(String(file.digest));
          return (
            <li key={file.uri} data-testid="skill-file" data-state={file.state} data-uri={file.uri}>
              <code>{revealInvisible(file.uri)}</code>
              <div className="muted">
                {revealInvisible(String(file.size))} bytes ·{' '}
                <code className="skill-digest" title={digest}>
                  {digest.length > 22 ? `${digest.slice(0, 21)}…` : digest}
                </code>{' '}
                ·{' '}
                {file.recordId ? (
                  <button type="button" className="link-button skill-file-state" onClick={() => select(file.recordId!)}>
                    {STATE_WORDS[file.state]}
                  </button>
                ) : (
                  STATE_WORDS[file.state]
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {opened.findings.length > 0 && <FindingsList findings={opened.findings} testId="skill-findings" />}
      {opened.files
        .filter((f) => f.text !== undefined)
        .map((file) => (
          <details key={file.uri} data-testid="skill-file-text">
            <summary>
              <code>{revealInvisible(file.uri)}</code>
            </summary>
            <pre className="mono">{revealInvisible(file.text!)}</pre>
          </details>
        ))}
    </section>
  );
}

import { ScreenToolbar } from '../../shell/toolbar-slot';
import { copyShareLink, loadExample } from './commands';
import { EXAMPLES } from './model/examples';
import { usePlaygroundStore } from './state/playground-store';
import { WithDecisionLinks } from './views/decision-link';

/** The playground's part of the header: examples gallery, its lesson, and the share link. */
export function PlaygroundToolbar() {
  const exampleId = usePlaygroundStore((s) => s.exampleId);
  const current = EXAMPLES.find((e) => e.id === exampleId);
  return (
    <ScreenToolbar>
      <label className="examples-picker">
        <span>Example</span>
        <select value={exampleId ?? ''} onChange={(e) => loadExample(e.target.value)} data-testid="example-select">
          <option value="">(your input)</option>
          {EXAMPLES.map((e) => (
            <option key={e.id} value={e.id}>
              {e.title}
            </option>
          ))}
        </select>
      </label>
      {current && (
        <span className="lesson" data-testid="example-lesson">
          <WithDecisionLinks text={current.lesson} />
        </span>
      )}
      <button type="button" onClick={() => void copyShareLink()} data-testid="share-button" title="Alt+Shift+L">
        Copy link
      </button>
    </ScreenToolbar>
  );
}

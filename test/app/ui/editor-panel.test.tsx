import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EditorPanel } from '../../../app/ui/editor-panel';

afterEach(cleanup);

describe('EditorPanel', () => {
  it('lays out title, actions, content above, the editor box and content below', () => {
    render(
      <EditorPanel
        title="Handler result"
        actions={<button type="button">Copy</button>}
        above={<p>legend</p>}
        editor={<textarea aria-label="editor" />}
        testId="panel"
      >
        <p>below</p>
      </EditorPanel>,
    );
    const panel = screen.getByTestId('panel');
    expect(panel.getAttribute('aria-label')).toBe('Handler result');
    expect(panel.className).toBe('panel panel-grow');
    expect(panel.querySelector('header h2')?.textContent).toBe('Handler result');
    expect(panel.querySelector('header button')?.textContent).toBe('Copy');
    expect([...panel.children].map((child) => child.tagName + (child.className ? `.${child.className}` : ''))).toEqual([
      'HEADER.panel-header',
      'P',
      'DIV.editor-box',
      'P',
    ]);
    expect(panel.querySelector('.editor-box textarea')).not.toBeNull();
  });

  it('shows the fallback where the editor would be, and a small box when asked', () => {
    const { rerender } = render(
      <EditorPanel title="Legacy" editor={null} fallback={<p data-testid="none">no legacy form</p>} testId="panel" />,
    );
    expect(screen.getByTestId('none')).toBeTruthy();
    expect(screen.getByTestId('panel').querySelector('.editor-box')).toBeNull();
    rerender(<EditorPanel title="Legacy" size="small" editor={<pre>{'{}'}</pre>} testId="panel" />);
    expect(screen.getByTestId('panel').className).toBe('panel');
    expect(screen.getByTestId('panel').querySelector('.editor-box')?.className).toBe('editor-box editor-box-small');
  });
});

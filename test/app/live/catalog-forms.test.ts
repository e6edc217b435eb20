import { describe, expect, it } from 'vitest';
import {
  expandTemplate,
  hasTemplateExpression,
  templateVariables,
} from '../../../app/features/live/model/uri-template';
import { isDeclared, mergeRequired, withCapability } from '../../../app/features/live/model/client-capabilities';
import { buildDraft } from '../../../app/features/live/model/request-draft';
import { DEFAULT_LIVE } from '../../../app/features/live/state/saved-live';

describe('URI templates', () => {
  it('names the variables and expands simple, reserved and query forms', () => {
    expect(templateVariables('greeting://{name}/{+path}{?a,b}')).toEqual(['name', 'path', 'a', 'b']);
    expect(expandTemplate('greeting://{name}', { name: 'a b/c' })).toBe('greeting://a%20b%2Fc');
    expect(expandTemplate('file://{+path}', { path: 'a/b c' })).toBe('file://a/b%20c');
    expect(expandTemplate('x://y{?a,b}', { a: '1' })).toBe('x://y?a=1');
    expect(hasTemplateExpression('greeting://{name}')).toBe(true);
    expect(hasTemplateExpression(expandTemplate('greeting://{name}', {}))).toBe(false);
  });

  it('a resources/read of a bare template cannot be sent', () => {
    const draft = buildDraft({
      settings: { ...DEFAULT_LIVE, method: 'resources/read' },
      paramsText: '{"uri":"greeting://{name}"}',
      id: 1,
    });
    expect(draft).toMatchObject({ ok: false, field: 'params' });
    const filled = buildDraft({
      settings: { ...DEFAULT_LIVE, method: 'resources/read' },
      paramsText: '{"uri":"greeting://ada"}',
      id: 1,
    });
    expect(filled.ok).toBe(true);
  });
});

describe('client capabilities', () => {
  it('declares and removes by path, keeping what else is there, and merges what -32021 requires', () => {
    const tasks = ['extensions', 'io.modelcontextprotocol/tasks'];
    const on = withCapability({ roots: { listChanged: true } }, tasks, true);
    expect(on).toEqual({ roots: { listChanged: true }, extensions: { 'io.modelcontextprotocol/tasks': {} } });
    expect(isDeclared(on, tasks)).toBe(true);
    expect(withCapability(on, tasks, false)).toEqual({ roots: { listChanged: true } });
    expect(mergeRequired({ elicitation: { url: {} } }, { elicitation: { form: {} } })).toEqual({
      elicitation: { url: {}, form: {} },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { leftoverParams } from '../../../app/features/live/model/leftover-params';

const catalog = { tools: [{ name: 'echo' }], prompts: [{ name: 'summarize' }] };

describe('params left from another server', () => {
  it.each([
    ['tools/call', '{"name":"forecast","arguments":{}}', { kind: 'tool', name: 'forecast' }],
    ['prompts/get', '{"name":"greet"}', { kind: 'prompt', name: 'greet' }],
    ['tools/call', '{"name":"echo"}', null],
    ['prompts/get', '{"name":"summarize"}', null],
    ['tools/call', '{"name":""}', null],
    ['tools/call', '{"name":', null],
    ['resources/read', '{"uri":"demo://elsewhere"}', null],
  ])('%s %s', (method, params, expected) => {
    expect(leftoverParams(method, params, catalog)).toEqual(expected);
  });
  it('judges nothing before the server listed that kind', () => {
    expect(leftoverParams('tools/call', '{"name":"forecast"}', {})).toBeNull();
    expect(leftoverParams('prompts/get', '{"name":"greet"}', { tools: [] })).toBeNull();
  });
});

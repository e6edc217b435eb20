import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../../cli/args';
import { parseHeaderArgs } from '../../../cli/header-args';

describe('--header "Name: value"', () => {
  it('reads names and values, trims both, keeps colons inside the value and the last of a repeated name', () => {
    expect(parseHeaderArgs(['Authorization:  Bearer a:b ', ' X-Tenant : t1', 'X-Tenant: t2', 'X-Empty:'])).toEqual({
      headers: { Authorization: 'Bearer a:b', 'X-Tenant': 't2', 'X-Empty': '' },
    });
  });

  it.each(['no colon', ': value', 'Bad Name: v', 'Bad\u00e9: v'])('refuses %j with a clear usage line', (raw) => {
    expect(parseHeaderArgs([raw])).toEqual({ usage: `--header needs "Name: value", got ${JSON.stringify(raw)}.` });
  });

  it('is the one rule of both commands', () => {
    const bad = ['http://127.0.0.1:3000/mcp', '--header', 'Bad Name: v'];
    const usage = `--header needs "Name: value", got "Bad Name: v".`;
    expect(parseArgs(['client', ...bad], '0.0.0')).toEqual({ usage, command: 'client' });
    expect(parseArgs(['scan', ...bad], '0.0.0')).toEqual({ usage, command: 'scan' });
  });
});

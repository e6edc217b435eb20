import { describe, expect, it } from 'vitest';
import { exchangeRules } from '../../../src/check/index';
import { assertCase, type RuleCase } from './helpers';
import { cacheCases } from './cases/cache';
import { discoverCases } from './cases/discover';
import { errorCases } from './cases/errors';
import { hdrCases } from './cases/hdr';
import { httpCases } from './cases/http';
import { metaCases } from './cases/meta';
import { mrtrCases } from './cases/mrtr';
import { removedCases } from './cases/removed';
import { reqmetaCases } from './cases/reqmeta';
import { resourceCases } from './cases/resources';
import { resultTypeCases } from './cases/result-type';
import { rpcCases } from './cases/rpc';
import { subCases } from './cases/sub';
import { taskCases } from './cases/task';
import { toolsCases } from './cases/tools';

const FAMILIES: Record<string, RuleCase[]> = {
  rpc: rpcCases,
  'result-type': resultTypeCases,
  meta: metaCases,
  reqmeta: reqmetaCases,
  cache: cacheCases,
  mrtr: mrtrCases,
  discover: discoverCases,
  tools: toolsCases,
  'resources, prompts, pagination, completion': resourceCases,
  errors: errorCases,
  http: httpCases,
  'request headers': hdrCases,
  removed: removedCases,
  subscriptions: subCases,
  tasks: taskCases,
};

for (const [family, cases] of Object.entries(FAMILIES)) {
  describe(`rule family: ${family}`, () => {
    it.each(cases)('$rule: $name', (c) => assertCase(c));
  });
}

describe('rule tables', () => {
  it('cover every rule checkExchange judges from one exchange', () => {
    const covered = new Set(
      Object.values(FAMILIES)
        .flat()
        .map((c) => c.rule),
    );
    const missing = exchangeRules()
      .map((r) => r.id)
      .filter((id) => !covered.has(id));
    expect(missing).toEqual([]);
  });
});

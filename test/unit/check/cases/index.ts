import type { RuleCase } from '../helpers';
import { appsCases } from './apps';
import { skillsCases } from './skills';
import { cacheCases } from './cache';
import { discoverCases } from './discover';
import { eraCases } from './era';
import { errorCases } from './errors';
import { hdrCases } from './hdr';
import { httpCases } from './http';
import { metaCases } from './meta';
import { mrtrCases } from './mrtr';
import { removedCases } from './removed';
import { reqmetaCases } from './reqmeta';
import { resourceCases } from './resources';
import { resultTypeCases } from './result-type';
import { rpcCases } from './rpc';
import { subCases } from './sub';
import { taskCases } from './task';
import { toolsCases } from './tools';

/** Every rule family's table, by family name. */
export const FAMILIES: Record<string, RuleCase[]> = {
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
  apps: appsCases,
  skills: skillsCases,
  era: eraCases,
};

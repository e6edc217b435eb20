import { useCallback } from 'react';
import {
  contentBytes,
  exchangeOfRecord,
  isJsonObject,
  skillFileFindings,
  type ExchangeRecord,
} from '../../../../src/index';
import { resultOf } from '../../../exchange/model/body';
import type { Send } from '../mrtr/send-type';
import { liveOwner } from '../state/live-owner';
import { takeRequestId } from '../state/request-ids';
import { useLiveStore } from '../state/live-store';
import { skillRequest } from './skill-requests';
import { MAX_SHOWN_CHARS, skillFilesOf, skillRowsOf, type SkillFileRow } from './skills-model';
import { useSkillsStore } from './skills-store';

/**
 * The skills view's two actions, each request through Live's `send` (recorded in the history, judged,
 * shown in the exchange view): list the server's skills, and open one (skills/get, then a
 * resources/read of each file it lists, each held to its entry's size and digest by R-SKILL-8).
 */
export function useSkills(url: string, send: Send) {
  const request = useCallback(
    async (
      method: 'skills/list' | 'skills/get' | 'resources/read',
      params: Record<string, unknown>,
      signal: AbortSignal,
    ): Promise<ExchangeRecord> => {
      const built = skillRequest(useLiveStore.getState(), url, method, params, takeRequestId());
      if ('problem' in built) throw new Error(built.problem);
      return (await send(built.request, { signal })).record;
    },
    [url, send],
  );
  const run = useCallback(
    async (work: (signal: AbortSignal) => Promise<void>) => {
      const actions = useSkillsStore.getState().actions;
      actions.started(url);
      const lease = liveOwner.begin('skills');
      try {
        await work(lease.signal);
        actions.ended();
      } catch (error) {
        actions.ended(lease.signal.aborted ? 'Stopped.' : error instanceof Error ? error.message : String(error));
      } finally {
        lease.end();
      }
    },
    [url],
  );
  const list = useCallback(
    () =>
      run(async (signal) => {
        const record = await request('skills/list', {}, signal);
        useSkillsStore
          .getState()
          .actions.listed({ recordId: record.id, skills: skillRowsOf(resultOf(record.response)) });
        if (record.error) throw new Error(`skills/list got no complete answer: ${record.error.message}`);
      }),
    [run, request],
  );
  const open = useCallback(
    (uri: string) =>
      run(async (signal) => {
        const got = await request('skills/get', { uri }, signal);
        const entry = resultOf(got.response)?.['skill'];
        if (!isJsonObject(entry)) throw new Error(`skills/get of ${uri} answered no skill (see the exchange).`);
        const files = skillFilesOf(entry);
        const actions = useSkillsStore.getState().actions;
        actions.opened({ uri, recordId: got.id, entry, files, findings: [] });
        const listed = got.error ? null : exchangeOfRecord(got);
        for (const file of files) {
          const read = await request('resources/read', { uri: file.uri }, signal);
          const contents = resultOf(read.response)?.['contents'];
          const content = Array.isArray(contents)
            ? contents.find((c) => isJsonObject(c) && c['uri'] === file.uri)
            : null;
          const bytes = isJsonObject(content) ? contentBytes(content) : null;
          const readExchange = read.error ? null : exchangeOfRecord(read);
          const findings =
            listed && bytes && readExchange ? skillFileFindings(listed, 'get', readExchange, file.uri) : [];
          const row: SkillFileRow = {
            ...file,
            recordId: read.id,
            state: !bytes ? 'unreadable' : findings.length > 0 ? 'mismatch' : 'verified',
            ...(isJsonObject(content) && typeof content['text'] === 'string'
              ? { text: content['text'].slice(0, MAX_SHOWN_CHARS) }
              : {}),
          };
          actions.file(file.uri, row, findings);
        }
      }),
    [run, request],
  );
  return { list, open };
}

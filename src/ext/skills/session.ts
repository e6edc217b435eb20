import { ptr, type Exchange } from '../../check/context';
import type { Finding } from '../../check/finding';
import { described, findings, ofKind } from '../../check/session/answer';
import type { SessionExchange } from '../../check/session/types';
import { isJsonObject, type JsonObject } from '../../json/types';
import { contentBytes, skillBytesProblem, skillDigestOf } from './entries';

type Out = ReturnType<typeof findings>;

/**
 * R-SKILL-6: skills/get of a URI that names no skill is a -32602 protocol error.
 *
 * @example
 * const exchange = { request: { method: 'skills/get', id: 1 }, response: { status: 200, body: '{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"nope"}}' } };
 * checkSession([{ tag: { kind: 'skill', step: 'unknown', uri: 'skill://nope/SKILL.md' }, exchange }]).map((f) => [f.rule, f.pointer]) // => [['R-SKILL-6', '/error/code']]
 */
export function unknownSkills(session: readonly SessionExchange[], out: Out): void {
  for (const { index, tag, answer } of ofKind(session, 'skill')) {
    if (tag.step !== 'unknown' || answer.error?.['code'] === -32602 || (!answer.error && !answer.result)) continue;
    out.add(index, answer, {
      rule: 'R-SKILL-6',
      pointer: answer.error ? ptr('error', 'code') : ptr('result'),
      message: `skills/get of ${tag.uri}, which names no skill, got ${described(answer)}; it must get -32602.`,
      expected: '-32602',
      actual: described(answer),
    });
  }
}

/**
 * R-SKILL-8: a skill file read in the session has the size and the SHA-256 digest its skills/list or
 * skills/get entry gives (a host must refuse a file that differs in either).
 *
 * @example
 * const list = { request: { method: 'skills/list', id: 1 }, response: { status: 200, body: '{"jsonrpc":"2.0","id":1,"result":{"skills":[{"uri":"skill://a/SKILL.md","frontmatter":{"name":"a","description":"d"},"resources":[{"uri":"skill://a/SKILL.md","digest":"sha256:00","size":99}]}]}}' } };
 * const read = { request: { method: 'resources/read', id: 2 }, response: { status: 200, body: '{"jsonrpc":"2.0","id":2,"result":{"contents":[{"uri":"skill://a/SKILL.md","text":"---\\nname: a\\n---"}]}}' } };
 * checkSession([{ tag: { kind: 'skill', step: 'list', uri: '' }, exchange: list }, { tag: { kind: 'skill', step: 'file', uri: 'skill://a/SKILL.md' }, exchange: read }]).map((f) => [f.rule, f.exchange, f.pointer, f.expected]) // => [['R-SKILL-8', 1, '/result/contents/0', '99 bytes']]
 * // The right size, but not the bytes the digest was made of.
 * const sized = { ...list, response: { status: 200, body: list.response.body.replace('"size":99', '"size":15') } };
 * checkSession([{ tag: { kind: 'skill', step: 'list', uri: '' }, exchange: sized }, { tag: { kind: 'skill', step: 'file', uri: 'skill://a/SKILL.md' }, exchange: read }]).map((f) => [f.rule, f.expected]) // => [['R-SKILL-8', 'sha256:00']]
 */
export function skillFileBytes(session: readonly SessionExchange[], out: Out): void {
  const entries = new Map<string, JsonObject>();
  for (const { tag, answer } of ofKind(session, 'skill')) {
    const skills =
      tag.step === 'list' ? answer.result?.['skills'] : tag.step === 'get' ? [answer.result?.['skill']] : [];
    for (const skill of Array.isArray(skills) ? skills : [])
      if (isJsonObject(skill) && Array.isArray(skill['resources']))
        for (const file of skill['resources'])
          if (isJsonObject(file) && typeof file['uri'] === 'string') entries.set(file['uri'], file);
  }
  for (const { index, tag, answer } of ofKind(session, 'skill')) {
    const entry = entries.get(tag.uri);
    const contents = answer.result?.['contents'];
    if (tag.step !== 'file' || !entry || !Array.isArray(contents)) continue;
    const i = contents.findIndex((c) => isJsonObject(c) && c['uri'] === tag.uri);
    const bytes = i >= 0 && isJsonObject(contents[i]) ? contentBytes(contents[i]) : null;
    const problem = bytes ? skillBytesProblem(bytes, entry) : null;
    if (!bytes || !problem) continue;
    const pointer = ptr('result', 'contents', String(i));
    if (problem === 'size')
      out.add(index, answer, {
        rule: 'R-SKILL-8',
        pointer,
        message: `${tag.uri} is ${bytes.length} bytes, but its skill entry says ${String(entry['size'])}; hosts must refuse it.`,
        expected: `${String(entry['size'])} bytes`,
        actual: `${bytes.length} bytes`,
      });
    else
      out.add(index, answer, {
        rule: 'R-SKILL-8',
        pointer,
        message: `${tag.uri} has the size its skill entry gives, but its content does not match the entry's digest (the bytes served are not the bytes the digest was made of); hosts must refuse it.`,
        expected: String(entry['digest']),
        actual: skillDigestOf(bytes),
      });
  }
}

/**
 * R-SKILL-8 on one skill file a host read (Live's skills view): the findings `skillFileBytes` places on
 * the read exchange, given the skills/list or skills/get exchange whose entry lists the file.
 *
 * @example
 * const get = { request: { method: 'skills/get', id: 1 }, response: { status: 200, body: '{"jsonrpc":"2.0","id":1,"result":{"skill":{"uri":"skill://a/SKILL.md","frontmatter":{"name":"a","description":"d"},"resources":[{"uri":"skill://a/SKILL.md","digest":"sha256:8f434346648f6b96df89dda901c5176b10a6d83961dd3c1ac88b59b2dc327aa4","size":2}]}}}' } };
 * const read = (text: string) => ({ request: { method: 'resources/read', id: 2 }, response: { status: 200, body: JSON.stringify({ jsonrpc: '2.0', id: 2, result: { contents: [{ uri: 'skill://a/SKILL.md', text }] } }) } });
 * skillFileFindings(get, 'get', read('hi'), 'skill://a/SKILL.md') // => []
 * skillFileFindings(get, 'get', read('ho'), 'skill://a/SKILL.md').map((f) => [f.rule, f.pointer]) // => [['R-SKILL-8', '/result/contents/0']]
 */
export function skillFileFindings(listed: Exchange, step: 'list' | 'get', read: Exchange, uri: string): Finding[] {
  const out = findings();
  skillFileBytes(
    [
      { tag: { kind: 'skill', step, uri: '' }, exchange: listed },
      { tag: { kind: 'skill', step: 'file', uri }, exchange: read },
    ],
    out,
  );
  return out.list.filter((f) => f.exchange === 1).map(({ exchange: _, ...finding }) => finding);
}

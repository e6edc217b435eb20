import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The literal rule of eslint.config.js: protocol facts (dated versions, io.modelcontextprotocol/ keys, method
// groups) are written in src/spec or an extension's facts, and named everywhere else.
const eslint = new ESLint({ cwd: process.cwd() });
async function literalErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('the protocol-literal lint', () => {
  it('refuses a list of method names outside src/spec and the extension facts', async () => {
    const code = "export const MRTR = new Set(['tools/call', 'prompts/get', 'resources/read']);\n";
    const errors = await literalErrors(code, 'app/server/tap/example.ts');
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/method group/);
    expect(await literalErrors(code, 'src/spec/example.ts')).toEqual([]);
    expect(await literalErrors(code, 'src/ext/tasks/facts.ts')).toEqual([]);
  });

  it('lets one method name, media types and paths through', async () => {
    const code = [
      "export const one = ['server/discover'];",
      "export const types = ['text/html', 'application/json'];",
      "export const which = (m: string) => m === 'tools/call' || m === 'tasks/get';",
      '',
    ].join('\n');
    expect(await literalErrors(code, 'app/features/live/example.ts')).toEqual([]);
  });

  it('refuses an extension id outside its facts', async () => {
    const code = "export const id = 'io.modelcontextprotocol/tasks';\n";
    expect(await literalErrors(code, 'src/ext/tasks/check.ts')).toHaveLength(1);
    expect(await literalErrors(code, 'src/ext/tasks/facts.ts')).toEqual([]);
  });
});

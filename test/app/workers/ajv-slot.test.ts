import { Ajv2020 as RealAjv } from 'ajv/dist/2020';
import realAddFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import addFormats, { Ajv2020, provideAjv } from '../../../app/workers/ajv-slot';

// What the built app's modules get for Ajv's names (vite.config.ts): it throws until the judge worker's entry
// provides the real packages, then it is them.
describe('ajv-slot', () => {
  it('refuses on the page, where nothing provided Ajv', () => {
    expect(() => new Ajv2020()).toThrow('the page compiles no schema: its judge worker judges them');
    expect(() => addFormats(new RealAjv())).toThrow('the page compiles no schema');
  });

  it('is the real Ajv with its formats once provided', () => {
    provideAjv({ Ajv2020: RealAjv, addFormats: realAddFormats });
    const ajv = new Ajv2020({ allErrors: true }) as unknown as RealAjv;
    expect(ajv).toBeInstanceOf(RealAjv);
    addFormats(ajv);
    const validate = ajv.compile({ type: 'string', format: 'email' });
    expect(validate('a@example.com')).toBe(true);
    expect(validate('not an email')).toBe(false);
  });
});

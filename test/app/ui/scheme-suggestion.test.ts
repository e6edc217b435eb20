import { describe, expect, it } from 'vitest';
import { schemeSuggestion } from '../../../app/ui/scheme-suggestion';

describe('schemeSuggestion on the local network', () => {
  it.each([
    ['192.168.1.20:3000/mcp', 'http://192.168.1.20:3000/mcp'],
    ['10.0.0.7:8080', 'http://10.0.0.7:8080'],
    ['172.20.1.2:3000/mcp', 'http://172.20.1.2:3000/mcp'],
    ['nas.local:3000', 'http://nas.local:3000'],
    ['devbox:3000/mcp', 'http://devbox:3000/mcp'],
    ['[fd00::5]:3000/mcp', 'http://[fd00::5]:3000/mcp'],
    // Not private: 172.32 is outside 172.16/12, and a public name keeps https.
    ['172.32.1.2:3000/mcp', 'https://172.32.1.2:3000/mcp'],
    ['mcp.example.com:8443/mcp', 'https://mcp.example.com:8443/mcp'],
  ])('%s means %s', (typed, meant) => {
    expect(schemeSuggestion(typed)).toBe(meant);
  });
});

describe('schemeSuggestion on garbage', () => {
  it('answers at once, and null, for a megabyte of host-like text, control characters or a lone port', () => {
    expect(schemeSuggestion(`${'a'.repeat(1_000_000)}!`)).toBeNull();
    expect(schemeSuggestion(`${'a.'.repeat(500_000)}localhost!`)).toBeNull();
    expect(schemeSuggestion('local\u0000host:3000')).toBeNull();
    expect(schemeSuggestion(':3000')).toBeNull();
  });
});

import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppFindings } from '../../../app/features/live/apps/app-findings';
import { useHistoryStore } from '../../../app/exchange/history/history-store';
import { exchangeRecord, toFinding, type ExchangeRecord, type JsonObject } from '../../../src/index';

// Which tools/list the tool's findings come from: the call's own server's (as recorded), the newest before the call.
afterEach(() => {
  cleanup();
  useHistoryStore.setState({ records: [] });
});

const MCP = 'http://127.0.0.1:3000/mcp';
const uri = 'ui://weather';
const appTool = { name: 'weather_app', _meta: { ui: { resourceUri: uri } } };

function sent(id: string, minute: number, method: string, result: JsonObject, server = MCP): ExchangeRecord {
  return exchangeRecord({
    id,
    startedAt: `2026-12-01T00:0${minute}:00.000Z`,
    source: 'relay',
    server,
    // One URL for every server: only the recorded server tells them apart.
    request: {
      url: MCP,
      method: 'POST',
      headers: {},
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: { name: 'weather_app' } }),
    },
    response: { status: 200, statusText: 'OK', headers: {}, body: JSON.stringify({ jsonrpc: '2.0', id: 1, result }) },
    timing: { totalMs: 1 },
  });
}

/** A tools/list whose app tool sits at `index` and carries one R-APP finding saying `message`. */
function listing(id: string, minute: number, index: number, message: string, server = MCP): ExchangeRecord {
  const tools = [...Array.from({ length: index }, (_, i) => ({ name: `plain_${i}` })), appTool];
  const record = sent(id, minute, 'tools/list', { tools }, server);
  const finding = toFinding({ rule: 'R-APP-1', pointer: `/result/tools/${index}/_meta/ui`, message });
  return { ...record, findings: [finding] };
}

describe("This app's findings", () => {
  it("come from the newest tools/list of the call's own server before the call", () => {
    const call = sent('c1', 5, 'tools/call', { content: [{ type: 'text', text: 'Lyon: 20 °C' }] });
    // The history is newest first: a listing after the call, another server's, the newest before, the oldest.
    useHistoryStore.setState({
      records: [
        listing('after', 7, 0, 'listed after the call'),
        call,
        listing('other', 4, 0, "another server's listing", 'http://127.0.0.1:4000/mcp'),
        listing('newest', 3, 1, 'the newest listing before the call'),
        listing('oldest', 1, 0, 'the oldest listing'),
      ],
    });
    render(
      <AppFindings
        call={{ anchor: call, tool: appTool, uri, arguments: {}, outcome: { result: {} }, serverUrl: MCP }}
        read={null}
      />,
    );
    const shown = screen.getByTestId('app-findings').textContent;
    expect(shown).toContain('the newest listing before the call');
    for (const other of ['listed after the call', "another server's listing", 'the oldest listing'])
      expect(shown).not.toContain(other);
  });
});

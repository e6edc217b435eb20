import { useMemo } from 'react';
import {
  fallbackFinding,
  ownOriginFindings,
  type ExchangeRecord,
  type Finding,
  type JsonObject,
} from '../../../../src/index';
import { resultOf } from '../../../exchange/model/body';
import { useHistoryStore } from '../../../exchange/history/history-store';
import { FindingsList } from '../../../ui/findings-list';
import { appResourceOf, toolListing, type AppCall } from './app-call';
import { ownOrigins } from './own-origins';

/**
 * The findings on this app outside the bridge: its tool as listed, its resource as read (with the declared
 * origins that reach this inspector), its result's fallback.
 */
export function AppFindings({ call, read }: { call: AppCall; read: ExchangeRecord | null }) {
  const records = useHistoryStore((s) => s.records);
  const findings = useMemo((): Finding[] => {
    // The tool as the call's own server listed it last before the call, not as another server or older list did.
    const listing = toolListing(call.anchor, records);
    const ofTool = (listing?.record.findings ?? []).filter(
      (f) => f.pointer.startsWith(`/result/tools/${listing?.index}/`) && f.rule.startsWith('R-APP'),
    );
    // A declared origin that reaches this inspector, under any name it answers to, gets its own words (the
    // sandbox leaves it out), in place of the read's "loopback" finding at the same pointer.
    const resource = read ? appResourceOf(resultOf(read.response) as JsonObject | null, call.uri) : null;
    const own = resource && 'csp' in resource ? ownOriginFindings(resource.csp, ownOrigins(), resource.pointer) : [];
    const ownAt = new Set(own.map((f) => f.pointer));
    const ofRead = (read?.findings ?? []).filter((f) => f.rule.startsWith('R-APP') && !ownAt.has(f.pointer));
    const fallback = 'result' in call.outcome ? fallbackFinding(call.outcome.result) : null;
    return [...ofTool, ...ofRead, ...own, ...(fallback ? [fallback] : [])];
  }, [records, call, read]);
  if (findings.length === 0) return null;
  return (
    <div className="app-host-findings">
      <h4>This app&apos;s findings</h4>
      <FindingsList findings={findings} testId="app-findings" />
    </div>
  );
}

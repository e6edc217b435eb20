import { useArgumentGate } from './argument-gate';
import { SchemaWarnings } from './schema-warnings';

/** The request builder's warning: the arguments' violations of the tool's inputSchema, and Send anyway. */
export function ArgumentWarnings({ tool, onSend }: { tool: string; onSend: () => void }) {
  const violations = useArgumentGate((s) => s.violations);
  const held = useArgumentGate((s) => s.held);
  return (
    <SchemaWarnings
      title={`The arguments break the inputSchema of ${tool} (the server may refuse them):`}
      violations={violations.map((v) => ({ ...v, label: '/arguments' }))}
      held={held}
      overrideLabel="Send anyway (or Ctrl+Enter again)"
      onOverride={onSend}
      testId="argument-warnings"
    />
  );
}

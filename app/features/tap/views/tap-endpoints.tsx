import type { TapInfo } from '../../../server/tap/protocol';
import { launchCommand } from '../../../state/page-facts';
import { CopyButton } from '../../../ui/copy-button';
import { clientConfig } from '../model/client-config';

/** The launch-time endpoints: the URL to give the client, where it forwards, a config to paste. */
export function TapEndpoints({ taps, origin }: { taps: readonly TapInfo[]; origin: string }) {
  if (taps.length === 0)
    return (
      <section className="tap-endpoints" data-testid="tap-none">
        <p>
          No tap is configured. Start the inspector with <code>{launchCommand()} --tap &lt;server URL&gt;</code> (or
          several <code>--tap &lt;name&gt;=&lt;URL&gt;</code>), then point your MCP client at the tap URL it prints:
          every exchange shows up here as it happens, judged.
        </p>
      </section>
    );
  return (
    <section className="tap-endpoints" aria-label="Tap endpoints">
      {taps.map((tap) => (
        <div key={tap.path} className="tap-endpoint" data-testid="tap-endpoint">
          <code className="tap-url">{`${origin}${tap.path}`}</code>
          <span className="muted">→ {tap.target}</span>
          <CopyButton label="Copy URL" text={() => `${origin}${tap.path}`} />
          <CopyButton label="Copy client config" text={() => clientConfig(origin, tap)} testId="copy-client-config" />
        </div>
      ))}
    </section>
  );
}

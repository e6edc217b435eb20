import { serverOrigin } from '../../../exchange/model/server-origin';

/** Asks before calling every tool of a server a link named, naming that server. */
export function ScanConfirm({
  url,
  onChoose,
  onCancel,
}: {
  url: string;
  /** `true`: scan and call every tool; `false`: scan without calling tools. */
  onChoose: (calls: boolean) => void;
  onCancel: () => void;
}) {
  return (
    <div className="scan-confirm" role="alertdialog" aria-label="Call every tool?" data-testid="scan-confirm">
      <p>
        A link filled in this server: <strong>{url}</strong>. Calling every tool runs each of them once, with arguments
        made from their schemas. Do it only if that is harmless on this server.
      </p>
      <button type="button" onClick={() => onChoose(true)} data-testid="scan-confirm-calls">
        Call every tool of {serverOrigin(url)}
      </button>{' '}
      <button type="button" onClick={() => onChoose(false)} data-testid="scan-without-calls">
        Scan without calling tools
      </button>{' '}
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

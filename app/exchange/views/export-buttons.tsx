import type { ExchangeRecord } from '../../../src/index';
import { downloadJson } from '../files/download';
import { toHar } from '../files/har';
import { toSessionFile } from '../files/session-file';

const FORMATS = [
  { format: 'json', label: 'Export JSON', file: toSessionFile },
  { format: 'har', label: 'Export HAR', file: toHar },
] as const;

/**
 * "Export JSON" and "Export HAR" of a list of exchanges (Live history, Tap traffic): the session
 * file and the HAR, downloaded as `<name>.json` and `<name>.har`.
 */
export function ExportButtons({
  records,
  name,
  testIds,
}: {
  records: readonly ExchangeRecord[];
  name: string;
  /** Each screen's own ids, which its tests and users' scripts already know. */
  testIds: { json: string; har: string };
}) {
  return (
    <>
      {FORMATS.map(({ format, label, file }) => (
        <button
          key={format}
          type="button"
          className="button-small"
          onClick={() => downloadJson(`${name}.${format}`, file(records))}
          data-testid={testIds[format]}
        >
          {label}
        </button>
      ))}
    </>
  );
}

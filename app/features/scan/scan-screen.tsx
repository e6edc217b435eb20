import { ScreenPlaceholder } from '../../ui/screen-placeholder';

/** The Scan screen (a placeholder until it is built). */
export default function ScanScreen() {
  return (
    <ScreenPlaceholder title="Scan">
      A verdict on a whole server: a bounded battery of probes, each judged by the checker, in the UI and as a CLI for
      CI. Not built yet.
    </ScreenPlaceholder>
  );
}

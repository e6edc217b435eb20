import { showNotice } from '../../../state/ui-store';
import { useChangesStore } from '../changes/changes-store';

/**
 * A request sent from Live ends the moment of what was said before it: the one-line notice (a request
 * loaded from the history, a default filled in) and a "no change since the last connection" panel go.
 * Breaking or compatible changes stay until closed: they are worth reading after the next request too.
 */
export function leaveNotices(): void {
  showNotice(null);
  const shown = useChangesStore.getState().shown;
  if (shown && shown.changes.length === 0) useChangesStore.getState().actions.dismiss();
}

import type { ScreenProps } from './screens';

/**
 * What a screen shows when its chunk cannot be fetched: the inspector was rebuilt or restarted since this
 * page loaded, so the file this page names is gone. Without it the whole page went blank.
 */
export function ScreenMissing(_props: ScreenProps) {
  return (
    <div className="screen-loading" role="alert" data-testid="screen-missing">
      <p>This screen could not be loaded: the inspector was probably rebuilt or restarted since this page opened.</p>
      <button type="button" onClick={() => window.location.reload()} data-testid="screen-missing-reload">
        Reload the page
      </button>
    </div>
  );
}

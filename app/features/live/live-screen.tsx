import { ScreenPlaceholder } from '../../ui/screen-placeholder';

/** The Live screen (a placeholder until it is built). */
export default function LiveScreen() {
  return (
    <ScreenPlaceholder title="Live">
      Send real 2026-07-28 requests to an MCP server through the local relay and see, at the exact JSON path, where its
      answers depart from the spec. Coming next.
    </ScreenPlaceholder>
  );
}

import { ScreenPlaceholder } from '../../ui/screen-placeholder';

/** The Tap screen (a placeholder until it is built). */
export default function TapScreen() {
  return (
    <ScreenPlaceholder title="Tap">
      Sit between a real MCP client and its server (npm start -- --tap &lt;server URL&gt;) and judge every exchange as
      it happens. Not built yet.
    </ScreenPlaceholder>
  );
}

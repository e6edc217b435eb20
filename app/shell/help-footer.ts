import type { Screen } from './router';

/** What the help overlay says about where each screen's data goes: true of that screen, and of it only. */
export const HELP_FOOTER: Record<Screen, string> = {
  playground:
    'Paste Elixir exactly as IEx prints it, or JSON. The playground shapes and checks it in this tab: nothing you paste leaves your machine.',
  live: 'Live sends requests to the server URL you enter, straight from the browser or through the local relay, and only on your click or key press: a link fills in the screen, it never sends.',
  scan: 'Scan sends its probes, deliberately broken requests among them, to the server URL you enter, and only when you start a scan.',
  learn:
    "Learn's live steps talk only to the demo server this inspector runs itself; nothing goes to any other server.",
  tap: "Tap shows a real client's traffic as it passes through the local tap on its way to the server; this page sends nothing to that server.",
};

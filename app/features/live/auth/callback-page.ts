import { CALLBACK_CHANNEL, type CallbackMessage } from './callback-channel';

// The authorization server redirected the popup here: hand the URL (code, state, iss) to the live
// screen of this origin. The opener checks the state and closes this window; this page trusts and
// keeps nothing.
const message: CallbackMessage = { callbackUrl: window.location.href };
const channel = new BroadcastChannel(CALLBACK_CHANNEL);
channel.postMessage(message);
channel.close();
const note = document.getElementById('callback-note');
if (note) note.textContent = 'Authorization handed back to the inspector. You can close this window.';
// Forget the code in this window's address bar and history.
window.history.replaceState(null, '', window.location.pathname);
// No window.close() here: the opener could see the popup closed before the message arrives, and
// take it for a user who gave up (a loaded machine made the e2e step-up fail so).

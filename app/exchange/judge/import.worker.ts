/// <reference lib="webworker" />
import { runImport } from './import-job';
import { type ImportReply, type ImportRequest } from './import-protocol';

// A large file is parsed and judged here, so the page keeps answering while it is read.
self.onmessage = (event: MessageEvent<ImportRequest>) => {
  const { text, existing, now } = event.data;
  let reply: ImportReply;
  try {
    reply = { ok: true, result: runImport(text, existing, now) };
  } catch (error) {
    reply = { ok: false, message: (error as Error).message };
  }
  self.postMessage(reply);
};

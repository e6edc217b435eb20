// The tap's judge in a worker thread (judge-worker.mjs loads this under tsx): reading, judging and
// serialising the session happen here, never between a client and its next answer.
import { parentPort } from 'node:worker_threads';
import { answerJudge } from './judge-inline';
import type { JudgeRequest } from './judge-messages';

const port = parentPort!;
const answer = answerJudge();
port.on('message', (request: JudgeRequest) => port.postMessage(answer(request)));

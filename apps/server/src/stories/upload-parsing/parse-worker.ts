/**
 * Entry point of the extraction worker thread: extracts the text of one file given in workerData and
 * posts back either the text or the parser's failure message.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { extractText } from './extract-text';
import type { ParseJob, ParseOutcome } from './run-parse-worker';

const job = workerData as ParseJob;

function reply(outcome: ParseOutcome): void {
  parentPort?.postMessage(outcome);
}

extractText(job.kind, job.bytes).then(
  (text) => reply({ ok: true, text }),
  (error: unknown) => reply({ ok: false, message: error instanceof Error ? error.message : String(error) }),
);

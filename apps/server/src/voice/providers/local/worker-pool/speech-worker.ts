/**
 * Entry point of a speech worker thread: models load once here, requests run one at a time in
 * arrival order (a stream's writes must follow its grammar changes).
 */
import { parentPort } from 'node:worker_threads';
import type { WorkerInbound, WorkerOutbound } from './protocol';
import { createSpeechHandler } from './speech-handlers';

const port = parentPort;
if (!port) throw new Error('speech-worker must run as a worker thread');

const handle = createSpeechHandler({ warn: (message) => port.postMessage({ log: message }) });
let queue: Promise<void> = Promise.resolve();

port.on('message', (message: WorkerInbound) => {
  queue = queue.then(async () => {
    let reply: WorkerOutbound;
    try {
      reply = { id: message.id, ok: true, value: await handle(message.request) };
    } catch (error) {
      reply = { id: message.id, ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(reply, transferList(reply));
  });
});

function transferList(reply: WorkerOutbound): ArrayBuffer[] {
  if (reply.ok && reply.value !== null && typeof reply.value === 'object' && 'pcm' in reply.value) {
    return [reply.value.pcm.buffer as ArrayBuffer];
  }
  return [];
}

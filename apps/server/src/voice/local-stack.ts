/**
 * The offline speech stack, loaded once per process: a worker pool (models load once per worker), the
 * recogniser and the synthesizer on top of it. Started on the first voice session, not at boot, so a
 * server that only serves teachers never pays for it.
 */
import type { Logger } from 'pino';
import { SpeechWorkerPool } from './providers/local/worker-pool/speech-worker-pool';
import { LocalSpeechRecognizer } from './providers/local/recognizer/local-recognizer';
import { LocalSpeechSynthesizer } from './providers/local/synthesizer/local-synthesizer';
import type { SpeechRecognizer } from './providers/local/recognizer/types';
import type { SpeechSynthesizer } from './providers/local/synthesizer/types';
import type { SpeechBackend } from './providers/local/worker-pool/types';

export interface LocalSpeechStack {
  backend: SpeechBackend;
  recognizer: SpeechRecognizer;
  synthesizer: SpeechSynthesizer;
}

let shared: Promise<LocalSpeechStack> | null = null;

export function localSpeechStack(logger: Logger, searchPath: string, workers?: number): Promise<LocalSpeechStack> {
  shared ??= (async () => {
    const backend = await SpeechWorkerPool.start({ logger, ...(workers ? { size: workers } : {}) });
    const recognizer = await LocalSpeechRecognizer.create(backend, { searchPath });
    return { backend, recognizer, synthesizer: new LocalSpeechSynthesizer(backend) };
  })();
  shared.catch(() => {
    shared = null;
  });
  return shared;
}

/** Whether the stack has been started in this process (for health reports). */
export function localSpeechStarted(): boolean {
  return shared !== null;
}

export async function closeLocalSpeechStack(): Promise<void> {
  const current = shared;
  shared = null;
  if (current) await (await current).backend.close();
}

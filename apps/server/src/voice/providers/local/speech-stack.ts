/**
 * The offline speech stack: a worker pool (models load once per worker), the recogniser and the
 * synthesizer on top of it, and the VAD each listener makes for itself. Loaded on the first voice
 * session, not at boot, so a server that only serves teachers never pays for it; server.ts owns one
 * and hands it to the voice service.
 */
import type { Logger } from 'pino';
import { SpeechWorkerPool } from './worker-pool/speech-worker-pool';
import { LocalSpeechRecognizer } from './recognizer/local-recognizer';
import { LocalSpeechSynthesizer } from './synthesizer/local-synthesizer';
import { createWebRtcVad } from './vad/webrtc-vad';
import type { SpeechRecognizer } from './recognizer/types';
import type { SpeechSynthesizer } from './synthesizer/types';
import type { VoiceActivityDetector } from './vad/types';
import type { SpeechBackend } from './worker-pool/types';

export interface LocalSpeechStack {
  backend: SpeechBackend;
  recognizer: SpeechRecognizer;
  synthesizer: SpeechSynthesizer;
  /** A fresh detector for one listener (each keeps its own state). */
  createVad(): Promise<VoiceActivityDetector>;
}

/** Where sessions get the stack from: loaded on first use, shared by every session of the process. */
export interface SpeechStackSource {
  get(): Promise<LocalSpeechStack>;
  /** Whether loading has begun (for health reports). */
  readonly started: boolean;
  close(): Promise<void>;
}

export async function createLocalSpeechStack(opts: { logger: Logger; searchPath: string; workers?: number }): Promise<LocalSpeechStack> {
  const backend = await SpeechWorkerPool.start({ logger: opts.logger, ...(opts.workers ? { size: opts.workers } : {}) });
  const recognizer = await LocalSpeechRecognizer.create(backend, { searchPath: opts.searchPath });
  return { backend, recognizer, synthesizer: new LocalSpeechSynthesizer(backend), createVad: () => createWebRtcVad({ frameMs: 30 }) };
}

/** Loads the stack once, on the first get(); a failed load is tried again on the next get(). */
export class LazySpeechStack implements SpeechStackSource {
  private loading: Promise<LocalSpeechStack> | null = null;

  constructor(private readonly load: () => Promise<LocalSpeechStack>) {}

  get started(): boolean {
    return this.loading !== null;
  }

  get(): Promise<LocalSpeechStack> {
    if (!this.loading) {
      const loading = this.load();
      this.loading = loading;
      loading.catch(() => {
        if (this.loading === loading) this.loading = null;
      });
    }
    return this.loading;
  }

  async close(): Promise<void> {
    const current = this.loading;
    this.loading = null;
    if (current) await (await current.catch(() => null))?.backend.close();
  }
}

/**
 * The offline speech stack: a worker pool (models load once per worker), the recogniser and the
 * synthesizer on top of it, and the VAD each listener makes for itself. Loaded on the first voice
 * session, not at boot, so a server that only serves teachers never pays for it; server.ts owns one
 * and hands it to the voice service.
 */
import { availableParallelism } from 'node:os';
import type { Logger } from 'pino';
import { SpeechWorkerPool } from './worker-pool/speech-worker-pool';
import { LocalSpeechRecognizer } from './recognizer/local-recognizer';
import { LocalSpeechSynthesizer } from './synthesizer/local-synthesizer';
import { createWebRtcVad } from './vad/webrtc-vad';
import type { SpeechRecognizer } from './recognizer/types';
import type { SpeechSynthesizer } from './synthesizer/types';
import type { VoiceActivityDetector } from './vad/types';
import type { SpeechBackend } from './worker-pool/types';
import { DecodeTimings } from './decode-timings';
import { readersFor } from './reader-limit';

export interface LocalSpeechStack {
  backend: SpeechBackend;
  recognizer: SpeechRecognizer;
  synthesizer: SpeechSynthesizer;
  /** A fresh detector for one listener (each keeps its own state). */
  createVad(): Promise<VoiceActivityDetector>;
  /** Decode time and lag of every recogniser write (absent on test fakes). */
  timings?: DecodeTimings;
  /**
   * Readers this machine keeps under the lag target, from the decoding cost measured once the stack
   * loaded (null until that measurement is in, or if it failed).
   */
  readonly readerLimit?: number | null;
  /** Stops the workers and any decoder process waiting for a turn. */
  close(): Promise<void>;
}

/** Where sessions get the stack from: loaded on first use, shared by every session of the process. */
export interface SpeechStackSource {
  get(): Promise<LocalSpeechStack>;
  /** Whether loading has begun (for health reports). */
  readonly started: boolean;
  /** The stack once loaded, without waiting (null before). */
  readonly loaded: LocalSpeechStack | null;
  /** Calls `listener` with the stack once it has loaded (at once when it already has). */
  whenLoaded(listener: (stack: LocalSpeechStack) => void): void;
  close(): Promise<void>;
}

export interface LocalSpeechStackOptions {
  logger: Logger;
  searchPath: string;
  workers?: number;
  sideWorkers?: number;
  /** Measure what decoding costs here, for the reader limit (not needed when LC_MAX_READERS sets it). */
  measureReaderLimit?: boolean;
}

export async function createLocalSpeechStack(opts: LocalSpeechStackOptions): Promise<LocalSpeechStack> {
  const backend = await SpeechWorkerPool.start({ logger: opts.logger, ...(opts.workers ? { size: opts.workers } : {}), ...(opts.sideWorkers !== undefined ? { sideWorkers: opts.sideWorkers } : {}) });
  const recognizer = await LocalSpeechRecognizer.create(backend, { searchPath: opts.searchPath });
  let readerLimit: number | null = null;
  let closed = false;
  // Measured on a worker no session is pinned to, while the first child's session gets going.
  if (opts.measureReaderLimit !== false) backend.call({ type: 'measureDecoding' }).then(
    (cost) => {
      readerLimit = readersFor(cost.msPerAudioSecond, availableParallelism());
      opts.logger.info({ decodeMsPerAudioSecond: Math.round(cost.msPerAudioSecond), readerLimit }, 'offline recogniser: readers this machine keeps up with');
    },
    (error: unknown) => {
      if (!closed) opts.logger.warn({ err: error }, 'offline recogniser: its decoding cost could not be measured; the reader limit stays at its default');
    },
  );
  return {
    backend,
    recognizer,
    synthesizer: new LocalSpeechSynthesizer(backend),
    createVad: () => createWebRtcVad({ frameMs: 30 }),
    timings: new DecodeTimings(),
    get readerLimit() {
      return readerLimit;
    },
    close: async () => {
      closed = true;
      await Promise.all([recognizer.close(), backend.close()]);
    },
  };
}

/** Loads the stack once, on the first get(); a failed load is tried again on the next get(). */
export class LazySpeechStack implements SpeechStackSource {
  private loading: Promise<LocalSpeechStack> | null = null;
  private ready: LocalSpeechStack | null = null;
  private readonly loadListeners: Array<(stack: LocalSpeechStack) => void> = [];

  constructor(private readonly load: () => Promise<LocalSpeechStack>) {}

  get started(): boolean {
    return this.loading !== null;
  }

  whenLoaded(listener: (stack: LocalSpeechStack) => void): void {
    this.loadListeners.push(listener);
    if (this.ready) listener(this.ready);
  }

  /** The stack once loaded, without waiting (null while loading or before the first session). */
  get loaded(): LocalSpeechStack | null {
    return this.ready;
  }

  get(): Promise<LocalSpeechStack> {
    if (!this.loading) {
      const loading = this.load();
      this.loading = loading;
      loading.then(
        (stack) => {
          if (this.loading !== loading) return;
          this.ready = stack;
          for (const listener of this.loadListeners) listener(stack);
        },
        () => {
          if (this.loading === loading) this.loading = null;
        },
      );
    }
    return this.loading;
  }

  async close(): Promise<void> {
    const current = this.loading;
    this.loading = null;
    this.ready = null;
    if (current) await (await current.catch(() => null))?.close();
  }
}

/**
 * A pool of speech worker threads. Each worker loads the recogniser and synthesizer once; sessions
 * are pinned to one worker (their decoder lives there); unpinned work goes to the least busy worker.
 * Workers run the TypeScript sources through tsx. On Node 20 `execArgv: ['--import', 'tsx']` does not
 * reach a worker's entry module, so each worker starts from a tiny ES module that registers tsx's
 * loader in its own thread and then imports the real entry; this works under `tsx`, node and vitest.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { RequestOf, SpeechRequest, SpeechRequestType, SpeechResults, WorkerInbound, WorkerOutbound } from './protocol';
import type { SpeechBackend } from './types';

export interface SpeechWorkerPoolOptions {
  /** Worker threads that hold sessions' decoders (default: one per core). */
  size?: number;
  /**
   * Worker threads for work no session is pinned to (grammar compiles, synthesis), so a compile never
   * queues in front of a reader's live audio (default 1; 0 sends that work to the least busy session worker).
   */
  sideWorkers?: number;
  logger?: Logger;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
  sessions: number;
}

export class SpeechWorkerPool implements SpeechBackend {
  private readonly slots: Slot[] = [];
  /** Slots from this index on take only unpinned work. */
  private sessionSlots = 0;
  private readonly affinities = new Map<string, number>();
  private nextId = 1;
  private closing = false;

  private constructor(private readonly logger: Logger | undefined) {}

  /** Starts the workers and waits until each has loaded its models. */
  static async start(options: SpeechWorkerPoolOptions = {}): Promise<SpeechWorkerPool> {
    const pool = new SpeechWorkerPool(options.logger);
    const size = Math.max(1, options.size ?? availableParallelism());
    const side = Math.max(0, options.sideWorkers ?? 1);
    pool.sessionSlots = size;
    for (let i = 0; i < size + side; i++) pool.slots.push(pool.spawn(i));
    try {
      const loads = await Promise.all(pool.slots.map((_, i) => pool.callOn(i, { type: 'warmup' })));
      pool.logger?.info({ workers: size, loadMs: loads.map((l) => Math.round(l.loadMs)) }, 'speech workers ready');
    } catch (error) {
      await pool.close();
      throw error;
    }
    return pool;
  }

  get size(): number {
    return this.slots.length;
  }

  /** Requests sent to the workers and not yet answered. */
  get queued(): number {
    return this.slots.reduce((sum, slot) => sum + slot.pending.size, 0);
  }

  call<T extends SpeechRequestType>(request: RequestOf<T>, affinity?: string): Promise<SpeechResults[T]> {
    return this.callOn(this.workerFor(affinity), request);
  }

  release(affinity: string): void {
    const index = this.affinities.get(affinity);
    if (index === undefined) return;
    this.affinities.delete(affinity);
    const slot = this.slots[index];
    if (slot) slot.sessions--;
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private workerFor(affinity: string | undefined): number {
    if (affinity !== undefined) {
      const pinned = this.affinities.get(affinity);
      if (pinned !== undefined) return pinned;
    }
    const pinning = affinity !== undefined || this.slots.length === this.sessionSlots;
    const [from, to] = pinning ? [0, this.sessionSlots] : [this.sessionSlots, this.slots.length];
    let best = from;
    for (let i = from; i < to; i++) {
      const slot = this.slots[i];
      const current = this.slots[best];
      const load = (s: Slot): number => s.sessions * 4 + s.pending.size;
      if (slot && current && load(slot) < load(current)) best = i;
    }
    if (affinity !== undefined) {
      this.affinities.set(affinity, best);
      const slot = this.slots[best];
      if (slot) slot.sessions++;
    }
    return best;
  }

  private callOn<T extends SpeechRequestType>(index: number, request: RequestOf<T>): Promise<SpeechResults[T]> {
    const slot = this.slots[index];
    if (!slot) return Promise.reject(new Error(`No speech worker ${index}`));
    const id = this.nextId++;
    const message: WorkerInbound = { id, request: detachAudio(request) };
    return new Promise<SpeechResults[T]>((resolve, reject) => {
      slot.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      slot.worker.postMessage(message, 'pcm' in message.request ? [message.request.pcm.buffer as ArrayBuffer] : []);
    });
  }

  private spawn(index: number): Slot {
    const worker = new Worker(workerBootstrapUrl());
    const slot: Slot = { worker, pending: new Map(), sessions: 0 };
    worker.on('message', (message: WorkerOutbound | { log: string }) => {
      if ('log' in message) {
        this.logger?.warn({ worker: index }, message.log);
        return;
      }
      const pending = slot.pending.get(message.id);
      if (!pending) return;
      slot.pending.delete(message.id);
      if (message.ok) pending.resolve(message.value);
      else pending.reject(new Error(message.error));
    });
    const fail = (error: Error): void => {
      for (const pending of slot.pending.values()) pending.reject(error);
      slot.pending.clear();
      if (this.closing) return;
      this.logger?.error({ worker: index, err: error }, 'speech worker died; starting a new one');
      // Sessions pinned here lost their decoders: let them be placed afresh.
      for (const [affinity, pinned] of this.affinities) if (pinned === index) this.affinities.delete(affinity);
      this.slots[index] = this.spawn(index);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (!this.closing && this.slots[index] === slot) fail(new Error(`speech worker exited with code ${code}`));
    });
    return slot;
  }
}

function workerBootstrapUrl(): URL {
  // The compiled server (npm start, apps/server/dist) runs its JavaScript worker as it is.
  if (!import.meta.url.endsWith('.ts')) return new URL('./speech-worker.js', import.meta.url);
  // tsx's ESM API sits next to the CommonJS file that require.resolve finds.
  const tsxApiPath = createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs');
  if (!existsSync(tsxApiPath)) throw new Error(`Speech workers need tsx's ESM API, expected at ${tsxApiPath}`);
  const tsxApi = pathToFileURL(tsxApiPath).href;
  const entry = new URL('./speech-worker.ts', import.meta.url).href;
  const source = `import { register } from ${JSON.stringify(tsxApi)}; register(); await import(${JSON.stringify(entry)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(source)}`);
}

/** Audio is copied into its own buffer before transfer so the caller's buffer is never detached. */
function detachAudio(request: SpeechRequest): SpeechRequest {
  return 'pcm' in request ? { ...request, pcm: request.pcm.slice() } : request;
}

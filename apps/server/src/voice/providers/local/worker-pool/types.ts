/**
 * Where CPU-heavy speech work runs. The worker pool keeps the event loop free; the in-process backend
 * runs the same handlers directly (tests, benchmarks, single-shot tools).
 */
import type { RequestOf, SpeechRequestType, SpeechResults } from './protocol';

export interface SpeechBackend {
  /**
   * Runs a request. With `affinity` (a session or stream id) every call goes to the same worker,
   * which holds that session's decoder and grammar; without it, to the least busy worker.
   */
  call<T extends SpeechRequestType>(request: RequestOf<T>, affinity?: string): Promise<SpeechResults[T]>;
  /** Forgets an affinity once its session is over. */
  release(affinity: string): void;
  /** Requests in flight (the pool's queue), where the backend can tell. */
  readonly queued?: number;
  close(): Promise<void>;
}

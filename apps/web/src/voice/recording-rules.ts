/**
 * Push-to-talk and continuous-mode turn rules: whether a finished recording is committed, and the wait
 * for the child's transcription before asking for a reply in continuous mode.
 */
export type RecordingVerdict =
  | { commit: true; durationMs: number }
  | { commit: false; durationMs: number; minimumMs: number; reason: 'too_short' | 'no_chunks' };

export function judgeRecording(durationMs: number, chunkCount: number, minimumMs: number): RecordingVerdict {
  if (chunkCount === 0) return { commit: false, durationMs, minimumMs, reason: 'no_chunks' };
  if (durationMs < minimumMs) return { commit: false, durationMs, minimumMs, reason: 'too_short' };
  return { commit: true, durationMs };
}

export interface TimerApi {
  setTimeout(callback: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserTimers: TimerApi = {
  setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * After speech stops in continuous mode the reply waits for the transcription (so the assistant answers
 * what was said), but never longer than the timeout: a lost transcription must not leave the child hanging.
 */
export class TranscriptionGate {
  private pending: { proceed: () => void; timer: unknown } | null = null;

  constructor(
    private readonly timeoutMs: number,
    private readonly timers: TimerApi = browserTimers,
  ) {}

  get waiting(): boolean {
    return this.pending !== null;
  }

  speechStopped(proceed: () => void): void {
    this.cancel();
    const timer = this.timers.setTimeout(() => this.release(), this.timeoutMs);
    this.pending = { proceed, timer };
  }

  transcriptionCompleted(): void {
    this.release();
  }

  cancel(): void {
    if (this.pending) this.timers.clearTimeout(this.pending.timer);
    this.pending = null;
  }

  private release(): void {
    const pending = this.pending;
    if (!pending) return;
    this.timers.clearTimeout(pending.timer);
    this.pending = null;
    pending.proceed();
  }
}

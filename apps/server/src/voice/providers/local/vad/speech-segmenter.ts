/**
 * Turns a stream of 16 kHz PCM chunks of any size into turns: speech_started (with prefix padding),
 * the turn's audio, and speech_stopped after `silenceDurationMs` of silence. Times count from the
 * first sample ever pushed, so they match the session's audio timeline even across disabled spells.
 */
import type { SegmenterEvent, SpeechSegmenterOptions, VadAggressiveness, VoiceActivityDetector } from './types';

const SAMPLE_RATE_HZ = 16000;
/** WebRTC VAD calls the first ~100 ms "speech" while its noise estimate settles: never start a turn there. */
const VAD_SETTLE_MS = 200;

/** Maps turn_detection.threshold (spec: 0.3–0.5) onto WebRTC VAD aggressiveness. */
export function vadAggressivenessForThreshold(threshold: number): VadAggressiveness {
  if (threshold < 0.25) return 0;
  if (threshold < 0.45) return 1;
  if (threshold < 0.65) return 2;
  return 3;
}

export class SpeechSegmenter {
  private options: Required<SpeechSegmenterOptions>;
  private readonly frameSamples: number;
  private pending = new Int16Array(0);
  /** Samples pushed so far (the session's audio clock). */
  private totalSamples = 0;
  /** Recent audio kept for prefix padding, ending at `totalSamples - pending.length`. */
  private recent: Int16Array[] = [];
  private recentSamples = 0;
  private inSpeech = false;
  private speechRunFrames = 0;
  private silenceRunFrames = 0;
  private framesSinceReset = 0;

  constructor(
    private readonly vad: VoiceActivityDetector,
    options: SpeechSegmenterOptions,
  ) {
    this.frameSamples = (SAMPLE_RATE_HZ * vad.frameMs) / 1000;
    this.options = { minSpeechMs: 90, enabled: true, ...options };
    vad.setAggressiveness(vadAggressivenessForThreshold(this.options.threshold));
  }

  get speaking(): boolean {
    return this.inSpeech;
  }

  get enabled(): boolean {
    return this.options.enabled;
  }

  /** Changes turn detection on the fly (mode switches); a turn in progress continues. */
  update(options: Partial<SpeechSegmenterOptions>): SegmenterEvent[] {
    const wasEnabled = this.options.enabled;
    this.options = { ...this.options, ...options };
    this.vad.setAggressiveness(vadAggressivenessForThreshold(this.options.threshold));
    if (wasEnabled && !this.options.enabled) return this.stopAndReset();
    return [];
  }

  /** Switching off ends a turn in progress (a speech_stopped is returned) and forgets state. */
  setEnabled(enabled: boolean): SegmenterEvent[] {
    return this.update({ enabled });
  }

  push(chunk: Int16Array): SegmenterEvent[] {
    if (!this.options.enabled) {
      this.totalSamples += chunk.length;
      return [];
    }
    const events: SegmenterEvent[] = [];
    const merged = new Int16Array(this.pending.length + chunk.length);
    merged.set(this.pending);
    merged.set(chunk, this.pending.length);
    this.totalSamples += chunk.length;
    const frameStartBase = this.totalSamples - merged.length;
    let offset = 0;
    for (; offset + this.frameSamples <= merged.length; offset += this.frameSamples) {
      const frame = merged.subarray(offset, offset + this.frameSamples);
      this.onFrame(frame, frameStartBase + offset, events);
    }
    this.pending = merged.slice(offset);
    return events;
  }

  private onFrame(frame: Int16Array, frameStart: number, events: SegmenterEvent[]): void {
    const settling = this.framesSinceReset++ * this.vad.frameMs < VAD_SETTLE_MS;
    const speech = this.vad.isSpeech(frame) && !settling;
    const frameCopy = frame.slice();
    if (this.inSpeech) {
      this.silenceRunFrames = speech ? 0 : this.silenceRunFrames + 1;
      events.push({ type: 'speech_audio', pcm: frameCopy, startMs: toMs(frameStart), silenceMs: this.silenceRunFrames * this.vad.frameMs });
      if (this.silenceRunFrames * this.vad.frameMs >= this.options.silenceDurationMs) {
        events.push({ type: 'speech_stopped', audioEndMs: toMs(frameStart + this.frameSamples) });
        this.inSpeech = false;
        this.speechRunFrames = 0;
        this.silenceRunFrames = 0;
      }
      return;
    }
    this.remember(frameCopy);
    this.speechRunFrames = speech ? this.speechRunFrames + 1 : 0;
    if (this.speechRunFrames * this.vad.frameMs < this.options.minSpeechMs) return;
    const onset = frameStart + this.frameSamples * (1 - this.speechRunFrames);
    const frameEnd = frameStart + this.frameSamples;
    // Padding cannot reach back past what was heard (session start, or VAD switched back on).
    const earliest = frameEnd - this.recentSamples;
    const audioStart = Math.max(earliest, onset - Math.round((this.options.prefixPaddingMs * SAMPLE_RATE_HZ) / 1000));
    this.inSpeech = true;
    this.silenceRunFrames = 0;
    events.push({ type: 'speech_started', audioStartMs: toMs(audioStart) });
    const prefix = this.takeRecentFrom(audioStart, frameEnd);
    events.push({ type: 'speech_audio', pcm: prefix.pcm, startMs: toMs(prefix.start), silenceMs: 0 });
  }

  private remember(frame: Int16Array): void {
    this.recent.push(frame);
    this.recentSamples += frame.length;
    const keepMs = this.options.prefixPaddingMs + this.options.minSpeechMs + this.vad.frameMs;
    const keep = Math.round((keepMs * SAMPLE_RATE_HZ) / 1000);
    while (this.recent.length > 1 && this.recentSamples - (this.recent[0]?.length ?? 0) >= keep) {
      this.recentSamples -= this.recent.shift()?.length ?? 0;
    }
  }

  /** The remembered audio between `start` and `end` (absolute samples), clipped to what is kept. */
  private takeRecentFrom(start: number, end: number): { pcm: Int16Array; start: number } {
    const available = Math.min(this.recentSamples, end - start);
    const out = new Int16Array(available);
    let write = available;
    for (let i = this.recent.length - 1; i >= 0 && write > 0; i--) {
      const frame = this.recent[i] ?? new Int16Array(0);
      const take = Math.min(frame.length, write);
      out.set(frame.subarray(frame.length - take), write - take);
      write -= take;
    }
    this.recent = [];
    this.recentSamples = 0;
    return { pcm: out, start: end - available };
  }

  private stopAndReset(): SegmenterEvent[] {
    const events: SegmenterEvent[] = [];
    if (this.inSpeech) events.push({ type: 'speech_stopped', audioEndMs: toMs(this.totalSamples) });
    this.inSpeech = false;
    this.speechRunFrames = 0;
    this.silenceRunFrames = 0;
    this.recent = [];
    this.recentSamples = 0;
    this.pending = new Int16Array(0);
    this.framesSinceReset = 0;
    this.vad.reset();
    return events;
  }
}

function toMs(samples: number): number {
  return Math.round((samples * 1000) / SAMPLE_RATE_HZ);
}

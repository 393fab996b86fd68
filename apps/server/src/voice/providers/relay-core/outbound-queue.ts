/**
 * Client frames held while the upstream (re)opens, released in order. A long outage must not grow
 * memory without bound: past the cap the oldest audio is dropped first, since a stale second of
 * microphone audio matters less than a commit or a text message.
 */
import type { RelayFrame, RelayLogger } from './types';

/** About two minutes of 24 kHz PCM16 audio as base64 JSON. */
const MAX_QUEUED_CHARS = 8_000_000;

function frameChars(frame: RelayFrame): number {
  return typeof frame.audio === 'string' ? frame.audio.length : 200;
}

export class OutboundQueue {
  private frames: RelayFrame[] = [];
  private chars = 0;
  private warned = false;

  constructor(private readonly logger: RelayLogger) {}

  get size(): number {
    return this.frames.length;
  }

  push(frame: RelayFrame): void {
    this.frames.push(frame);
    this.chars += frameChars(frame);
    if (this.chars <= MAX_QUEUED_CHARS) return;
    const index = this.frames.findIndex((queued) => queued.type === 'input_audio_buffer.append');
    if (index < 0) return;
    const [dropped] = this.frames.splice(index, 1);
    if (dropped !== undefined) this.chars -= frameChars(dropped);
    if (!this.warned) {
      this.warned = true;
      this.logger.warn({ queuedFrames: this.frames.length }, 'upstream outage: oldest queued audio dropped');
    }
  }

  drain(): RelayFrame[] {
    const frames = this.frames;
    this.clear();
    return frames;
  }

  clear(): void {
    this.frames = [];
    this.chars = 0;
    this.warned = false;
  }
}

/**
 * Keeps the recogniser from decoding the silence that ends a turn. Audio in a turn past
 * DECODE_SILENCE_MS of silence is held back: if speech comes back it is written first (the decoder's
 * clock is the audio itself, so nothing may be left out), and if the turn ends in that silence it is
 * dropped undecoded. Reading mode waits 4 s of silence before it ends a turn; those seconds cost the
 * decoder as much as speech.
 */
import { DECODE_SILENCE_MS } from './recognizer/tuning';

export interface TurnAudioPart {
  pcm: Int16Array;
  startMs: number;
}

export class SilenceHold {
  private held: TurnAudioPart[] = [];

  /** The audio to write now, in order: nothing while silence goes on, the held audio first when speech is back. */
  take(pcm: Int16Array, startMs: number, silenceMs: number): TurnAudioPart[] {
    if (silenceMs > DECODE_SILENCE_MS) {
      this.held.push({ pcm, startMs });
      return [];
    }
    const out = this.held;
    this.held = [];
    out.push({ pcm, startMs });
    return out;
  }

  /** A turn ended or began: what was held is not decoded. */
  clear(): void {
    this.held = [];
  }
}

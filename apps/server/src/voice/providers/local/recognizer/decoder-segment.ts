/**
 * The decoder's current utterance within a turn (a segment: a grammar change or a restart in mid-turn
 * closes one and opens the next): where it began on the session clock, its latest audio, kept for
 * decoding again in part, the words of the turn's earlier segments, and its words as the decoder
 * aligns them.
 */
import type { Decoder } from 'soundswallower';
import { pcm16ToFloat32 } from '../audio/pcm16';
import type { RecognizedWord } from './types';
import { collapsePhones } from './word-tags';
import { SPOKEN_TAG } from './spelled-names';

const SAMPLE_RATE_HZ = 16000;
/** Audio kept for re-decoding after a grammar change: far more than one word. */
const MAX_SEGMENT_AUDIO_SAMPLES = 10 * SAMPLE_RATE_HZ;

const SPOKEN_SUFFIX = new RegExp(`\\|${SPOKEN_TAG}$`);

interface AlignmentSegment {
  t: string;
  b: number;
  d: number;
}

export class DecoderSegment {
  /** Session time (ms) at which the current decoder utterance began. */
  private startMs = 0;
  private samples = 0;
  /** Words from earlier segments of this turn (before a mid-turn grammar change). */
  private committed: RecognizedWord[] = [];
  /** The current segment's audio (its last MAX_SEGMENT_AUDIO_MS), re-decoded in part when the grammar changes. */
  private audio: Int16Array[] = [];
  private audioSamples = 0;
  private lastText = '';
  private lastWords: RecognizedWord[] = [];

  constructor(private readonly decoder: Decoder) {}

  /** A turn begins at session time `startMs`: nothing of the last one is kept. */
  begin(startMs: number): void {
    this.startMs = startMs;
    this.samples = 0;
    this.committed = [];
    this.forgetHypothesis();
    this.audio = [];
    this.audioSamples = 0;
  }

  /** The turn ended: its words and audio are let go. */
  endTurn(): void {
    this.committed = [];
    this.audio = [];
    this.audioSamples = 0;
    this.forgetHypothesis();
  }

  /** The decoder was restarted: its next hypothesis is read afresh. */
  forgetHypothesis(): void {
    this.lastText = '';
    this.lastWords = [];
  }

  /** Session time at the end of the audio decoded so far. */
  get endMs(): number {
    return this.startMs + (this.samples * 1000) / SAMPLE_RATE_HZ;
  }

  /** The words of the turn's earlier segments. */
  get earlier(): readonly RecognizedWord[] {
    return this.committed;
  }

  /** The turn's words so far (tags kept): the earlier segments' and the current one's. */
  words(): RecognizedWord[] {
    return [...this.committed, ...this.currentWords()];
  }

  decode(pcm: Int16Array): void {
    this.decoder.process_audio(pcm16ToFloat32(pcm), false, false);
    this.samples += pcm.length;
    this.audio.push(pcm);
    this.audioSamples += pcm.length;
    while (this.audio.length > 1 && this.audioSamples - (this.audio[0]?.length ?? 0) >= MAX_SEGMENT_AUDIO_SAMPLES) {
      this.audioSamples -= this.audio.shift()?.length ?? 0;
    }
  }

  /**
   * After the decoder stopped: the turn's words so far become `kept`, and the audio after the last of
   * them is returned, to be decoded again in the next segment.
   */
  close(kept: RecognizedWord[]): Int16Array {
    this.committed = kept;
    const replay = this.audioFrom(kept.at(-1)?.endMs ?? this.startMs);
    this.startMs += ((this.samples - replay.length) * 1000) / SAMPLE_RATE_HZ;
    this.samples = 0;
    this.audio = [];
    this.audioSamples = 0;
    return replay;
  }

  /** The current segment's audio from session time `fromMs` on (what is still kept of it). */
  audioFrom(fromMs: number): Int16Array {
    const keptFromSample = this.samples - this.audioSamples;
    const skip = Math.max(0, Math.round(((fromMs - this.startMs) * SAMPLE_RATE_HZ) / 1000) - keptFromSample);
    const all = new Int16Array(this.audioSamples);
    let at = 0;
    for (const chunk of this.audio) {
      all.set(chunk, at);
      at += chunk.length;
    }
    return all.subarray(Math.min(skip, all.length));
  }

  /** Words of the current segment (tags kept), re-read only when the hypothesis text changed. */
  currentWords(): RecognizedWord[] {
    const text = this.decoder.get_text();
    if (text === this.lastText) return this.lastWords;
    this.lastText = text;
    this.lastWords = text.length === 0 ? [] : alignedWords(this.decoder, this.startMs);
    return this.lastWords;
  }
}

/** The decoder's words (tags kept, unknown-word phones joined), on the session clock from `startMs`. */
export function alignedWords(decoder: Decoder, startMs: number): RecognizedWord[] {
  if (decoder.get_text().length === 0) return [];
  const alignment = decoder.get_alignment() as { w?: AlignmentSegment[] };
  const words = (alignment.w ?? [])
    .filter((seg) => !seg.t.startsWith('<') && !seg.t.startsWith('(') && !seg.t.startsWith('['))
    .map((seg) => ({
      // Pronunciation variants are the same word: the dictionary's ("the(2)") and our spoken aliases.
      word: seg.t.replace(/\(\d+\)$/, '').replace(SPOKEN_SUFFIX, ''),
      startMs: Math.round(startMs + seg.b * 1000),
      endMs: Math.round(startMs + (seg.b + seg.d) * 1000),
    }));
  return collapsePhones(words);
}

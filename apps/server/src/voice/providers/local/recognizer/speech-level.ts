/**
 * How loud the turn's audio is, frame by frame: enough to tell speech from the quiet between words
 * without a second voice-activity detector on the worker. A frame is speech when louder than a share
 * of the turn's loud frames (so a quiet microphone and a loud one are judged alike) and than a floor.
 */
import {
  LOUD_FRAME_QUANTILE_RATIO,
  NOISE_FRAME_QUANTILE_RATIO,
  NOISE_SPEECH_MARGIN,
  SPEECH_FLOOR_RMS,
  SPEECH_LEVEL_RATIO,
  WORD_ENDING_LEVEL_RATIO,
} from './tuning';

const SAMPLE_RATE_HZ = 16000;
const FRAME_SAMPLES = 320;
export const FRAME_MS = (FRAME_SAMPLES * 1000) / SAMPLE_RATE_HZ;

export function frameLevels(pcm: Int16Array): number[] {
  const levels: number[] = [];
  for (let at = 0; at + FRAME_SAMPLES <= pcm.length; at += FRAME_SAMPLES) {
    let sum = 0;
    for (let i = at; i < at + FRAME_SAMPLES; i++) sum += (pcm[i] ?? 0) ** 2;
    levels.push(Math.sqrt(sum / FRAME_SAMPLES));
  }
  return levels;
}

/** The level above which a frame of `context` counts as speech. */
export function speechLevel(context: Int16Array, share = SPEECH_LEVEL_RATIO): number {
  return Math.max(SPEECH_FLOOR_RMS, share * roomLevels(context).loud);
}

/** The turn's loud frames (speech) and its quiet ones (between words: the room's noise, or silence). */
function roomLevels(context: Int16Array): { loud: number; quiet: number } {
  const sorted = frameLevels(context).sort((a, b) => a - b);
  const at = (share: number): number => sorted[Math.floor(sorted.length * share)] ?? 0;
  return { loud: at(LOUD_FRAME_QUANTILE_RATIO), quiet: at(NOISE_FRAME_QUANTILE_RATIO) };
}

/**
 * Whether the room is loud enough for its noise to pass as speech: the turn's quiet frames come near
 * the speech level (a class chattering around a reader, about 10 dB below the voice). Heard there, a
 * word's sounds are no measure of how it was said, and a pause holds as much sound as a short word.
 */
export function isNoisy(context: Int16Array): boolean {
  const { loud, quiet } = roomLevels(context);
  return NOISE_SPEECH_MARGIN * quiet > Math.max(SPEECH_FLOOR_RMS, SPEECH_LEVEL_RATIO * loud);
}

/** The speech level, and clear of the room's noise: what in a noisy turn is surely the reader. */
export function speechLevelOverNoise(context: Int16Array): number {
  const { loud, quiet } = roomLevels(context);
  return Math.max(SPEECH_FLOOR_RMS, SPEECH_LEVEL_RATIO * loud, NOISE_SPEECH_MARGIN * quiet);
}

/**
 * The level above which a frame of `context` can still be the quiet end of a word: a final "s" or "f"
 * is a quarter of what counts as speech.
 */
export function wordEndingLevel(context: Int16Array): number {
  return speechLevel(context, WORD_ENDING_LEVEL_RATIO);
}

/** Milliseconds of `tail` loud enough to be speech, judged against the loud frames of `context`. */
export function speechMs(tail: Int16Array, context: Int16Array): number {
  return msAbove(tail, speechLevel(context));
}

/** Milliseconds of `pcm` at or above `threshold` (whole frames). */
export function msAbove(pcm: Int16Array, threshold: number): number {
  return frameLevels(pcm).filter((level) => level >= threshold).length * FRAME_MS;
}

/** How long speech goes on without a break from the start of `pcm` (ms, whole frames). */
export function speechRunMs(pcm: Int16Array, threshold: number): number {
  const levels = frameLevels(pcm);
  const quiet = levels.findIndex((level) => level < threshold);
  return (quiet < 0 ? levels.length : quiet) * FRAME_MS;
}

/**
 * Where speech starts and stops inside `pcm` (ms from its start, whole frames), or undefined when no
 * frame is loud enough. The decoder folds pauses into unnamed words: their speech says how long a word it was.
 */
export function speechSpanMs(pcm: Int16Array, threshold: number): { startMs: number; endMs: number } | undefined {
  const levels = frameLevels(pcm);
  const first = levels.findIndex((level) => level >= threshold);
  if (first < 0) return undefined;
  const last = levels.findLastIndex((level) => level >= threshold);
  return { startMs: first * FRAME_MS, endMs: (last + 1) * FRAME_MS };
}

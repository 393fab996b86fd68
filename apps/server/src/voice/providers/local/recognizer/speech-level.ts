/**
 * How loud the turn's audio is, frame by frame: enough to tell speech from the quiet between words
 * without a second voice-activity detector on the worker. A frame is speech when louder than a share
 * of the turn's loud frames (so a quiet microphone and a loud one are judged alike) and than a floor.
 */
import { LOUD_FRAME_QUANTILE_RATIO, SPEECH_FLOOR_RMS, SPEECH_LEVEL_RATIO, WORD_ENDING_LEVEL_RATIO } from './tuning';

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
  const loud = frameLevels(context).sort((a, b) => a - b);
  const reference = loud[Math.floor(loud.length * LOUD_FRAME_QUANTILE_RATIO)] ?? 0;
  return Math.max(SPEECH_FLOOR_RMS, share * reference);
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
  const threshold = speechLevel(context);
  return frameLevels(tail).filter((level) => level >= threshold).length * FRAME_MS;
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

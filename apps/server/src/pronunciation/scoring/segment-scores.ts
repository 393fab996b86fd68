/**
 * Segment scores from the scored words: accuracy (mean over the story words read), completeness
 * (share of story words read), fluency (pace against the child's age band, pauses, extra words,
 * rushed or dragged words) and prosody.
 *
 * Prosody here is an ESTIMATE: without pitch analysis it rewards pauses where the text has punctuation,
 * penalises pauses inside phrases and word-by-word reading, and looks at how much word pace varies
 * (flat, robotic pace and erratic pace both score lower). Azure measures prosody from the audio.
 */
import type { AssessedWord, SegmentScores } from './types';
import { clampScore } from './types';
import { phonesOf, type WordPace } from './word-scores';

export interface TimedScoredWord extends AssessedWord {
  pace?: WordPace;
  /** The written word ends a phrase (comma, full stop…). */
  phraseEnd?: boolean;
}

const PAUSE_MS = 500;
const LONG_PAUSE_MS = 1500;
const PHRASE_BREAK_MS = 150;

/** Words per minute a reader of this age reads comfortably (roughly the 25th–90th ORF percentiles). */
function paceBand(age: number | undefined): { low: number; high: number } {
  if (age === undefined || age <= 8) return { low: 45, high: 150 };
  if (age <= 11) return { low: 75, high: 190 };
  if (age <= 14) return { low: 95, high: 210 };
  return { low: 110, high: 230 };
}

function spoken(words: readonly TimedScoredWord[]): (TimedScoredWord & { startMs: number; endMs: number })[] {
  return words
    .filter((w): w is TimedScoredWord & { startMs: number; endMs: number } => w.errorType !== 'Omission' && w.startMs !== undefined && w.endMs !== undefined)
    .sort((a, b) => a.startMs - b.startMs);
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

function fluency(words: readonly TimedScoredWord[], age: number | undefined): number {
  const timed = spoken(words);
  let penalty = 0;
  for (let k = 1; k < timed.length; k += 1) {
    const gap = timed[k]!.startMs - timed[k - 1]!.endMs;
    const atPunctuation = timed[k - 1]!.phraseEnd === true;
    if (gap >= LONG_PAUSE_MS) penalty += atPunctuation ? 4 : 10;
    else if (gap >= PAUSE_MS && !atPunctuation) penalty += 4 + (6 * (gap - PAUSE_MS)) / (LONG_PAUSE_MS - PAUSE_MS);
  }
  penalty = Math.min(50, penalty);
  if (timed.length >= 3) {
    const first = timed[0]!;
    const last = timed[timed.length - 1]!;
    const minutes = Math.max(1, last.endMs - first.startMs) / 60_000;
    const wpm = timed.length / minutes;
    const band = paceBand(age);
    if (wpm < band.low) penalty += Math.min(35, ((band.low - wpm) / band.low) * 60);
    // Reading fast is rarely a problem for a child; only a rush well past the band costs a little.
    else if (wpm > band.high * 1.25) penalty += Math.min(15, ((wpm - band.high * 1.25) / band.high) * 40);
  }
  penalty += Math.min(15, 3 * words.filter((w) => w.errorType === 'Insertion').length);
  penalty += Math.min(10, 2 * words.filter((w) => w.pace !== undefined && w.pace !== 'ok').length);
  return clampScore(100 - penalty);
}

function prosody(words: readonly TimedScoredWord[]): number {
  const timed = spoken(words).filter((w) => w.errorType !== 'Insertion');
  if (timed.length < 2) return clampScore(mean(timed.map((w) => w.accuracy)));
  let breaks = 0;
  let breaksTaken = 0;
  const innerGaps: number[] = [];
  for (let k = 1; k < timed.length; k += 1) {
    const gap = timed[k]!.startMs - timed[k - 1]!.endMs;
    if (timed[k - 1]!.phraseEnd === true) {
      breaks += 1;
      if (gap >= PHRASE_BREAK_MS) breaksTaken += 1;
    } else innerGaps.push(gap);
  }
  let score = 100;
  if (breaks > 0) score -= 20 * (1 - breaksTaken / breaks);
  score -= Math.min(30, 6 * innerGaps.filter((g) => g >= 400).length);
  const sortedGaps = [...innerGaps].sort((a, b) => a - b);
  const medianGap = sortedGaps[Math.floor(sortedGaps.length / 2)] ?? 0;
  if (medianGap > 300) score -= Math.min(20, (medianGap - 300) / 20);
  const perPhone = timed.map((w) => (w.endMs - w.startMs) / Math.max(1, phonesOf((w.heard ?? w.word).toLowerCase()).length));
  const average = mean(perPhone);
  if (timed.length >= 4 && average > 0) {
    const cv = Math.sqrt(mean(perPhone.map((v) => (v - average) ** 2))) / average;
    if (cv < 0.1) score -= 10;
    else if (cv > 0.9) score -= Math.min(15, (cv - 0.9) * 30);
  }
  return clampScore(score);
}

export function segmentScores(
  words: readonly TimedScoredWord[],
  opts: { userAge?: number | undefined; enableProsody: boolean },
): SegmentScores {
  const story = words.filter((w) => w.referenceIndex !== null);
  const read = story.filter((w) => w.errorType !== 'Omission');
  const accuracy = clampScore(mean(read.map((w) => w.accuracy)));
  const completeness = clampScore(story.length === 0 ? 0 : (100 * read.length) / story.length);
  const fluencyScore = read.length === 0 ? 0 : fluency(words, opts.userAge);
  const prosodyScore = read.length === 0 ? 0 : prosody(words);
  const overall = opts.enableProsody
    ? 0.4 * accuracy + 0.2 * fluencyScore + 0.2 * completeness + 0.2 * prosodyScore
    : 0.5 * accuracy + 0.25 * fluencyScore + 0.25 * completeness;
  return { accuracy, fluency: fluencyScore, completeness, prosody: prosodyScore, overall: clampScore(overall) };
}

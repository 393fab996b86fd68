/**
 * The readings the capacity benches stream for a class: one story's opening read by the four Flite
 * voices at rates 0.9–1.2, a 4.5 s pause after every third sentence so reading-mode turns end now and
 * then. BENCH_CHILD_LIKE=1 raises every voice toward a child's with SoX (+300..+600 cents), so that every
 * reader's first sample is checked for its warp (reader-warp.ts) as a class of children's would be;
 * Flite's own voices mostly are not, and a class of them understates what children cost.
 */
import { shiftTowardChild } from './child-voice';
import { speakReading, storyOpening, seedStory, type ReadingAudio } from './reader-audio';

const VOICES = ['kal16', 'rms', 'slt', 'awb'] as const;
const RATES = [1, 0.9, 1.1, 1.2];
const CHILD_CENTS = [400, 500, 300, 600];

export const CHILD_LIKE = process.env.BENCH_CHILD_LIKE === '1';

export function classReadings(storyId: string, trailingSilenceMs: number): ReadingAudio[] {
  const tokens = storyOpening(seedStory(storyId).content, 80);
  return VOICES.map((voice, k) => {
    const audio = speakReading(tokens, { voice, rate: RATES[k] ?? 1, leadingSilenceMs: 400, trailingSilenceMs, sentencesPerBreath: 3, breathPauseMs: 4500 });
    return CHILD_LIKE ? shiftTowardChild(audio, { pitchCents: CHILD_CENTS[k] ?? 400, tempo: 1 }) : audio;
  });
}

/**
 * The capacity bench's story read by the four Flite voices, cut breath by breath into reading-mode turns
 * (16 kHz audio with the span of story words the session's grammar would hold: the breath's words plus a
 * few more). Shared by the decoder cost benches (decoder-settings.ts, tools/grammar-cost-probe.ts).
 */
import { tokenizeStory } from '@shared';
import { resamplePcm16 } from '../../apps/server/src/voice/providers/local/audio/resampler';
import { speakReading, storyOpening, seedStory } from './reader-audio';

export const BREATH_TURNS_STORY = 'the-silent-frogs-of-willow-creek';
export const BREATH_TURN_VOICES = ['kal16', 'rms', 'slt', 'awb'] as const;
const RATES = [1, 0.9, 1.1, 1.2];
/** Story words past the breath's last one in each turn's span. */
export const EXTRA_SPAN_WORDS = 6;

export interface BreathTurn {
  pcm16k: Int16Array;
  words: string[];
}

export function breathTurns(): BreathTurn[] {
  const story = seedStory(BREATH_TURNS_STORY);
  const tokens = storyOpening(story.content, 80);
  const storyWords = tokenizeStory(story.content).words.map((w) => w.text.toLowerCase().replace(/[^a-z']/g, ''));
  return BREATH_TURN_VOICES.flatMap((voice, k) => {
    const reading = speakReading(tokens, { voice, rate: RATES[k] ?? 1, leadingSilenceMs: 300, trailingSilenceMs: 300, sentencesPerBreath: 3, breathPauseMs: 300 });
    return reading.breaths.map((breath) => {
      const inBreath = reading.words.filter((w) => w.startMs >= breath.startMs && w.endMs <= breath.endMs && w.storyIndex !== null);
      const first = inBreath[0]?.storyIndex ?? 0;
      const last = inBreath.at(-1)?.storyIndex ?? first;
      const from = Math.max(0, Math.round(((breath.startMs - 300) * 24_000) / 1000));
      const to = Math.round(((breath.endMs + 300) * 24_000) / 1000);
      return { pcm16k: resamplePcm16(reading.pcm.subarray(from, to), 24_000, 16_000), words: storyWords.slice(first, last + 1 + EXTRA_SPAN_WORDS) };
    });
  });
}

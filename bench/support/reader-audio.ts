/**
 * A child reading a story aloud, as audio with ground truth: the story's words (or a misread version of
 * them) spoken sentence by sentence with pauses between sentences — by Flite, or by any synthesizer
 * that times its words the same way (support/espeak-speech.ts) — each spoken word timed on the audio
 * clock and tied to the story word it attempts.
 */
import { tokenizeStory } from '@shared';
import { SEED_STORIES } from '../../apps/server/src/stories/seed-library';
import { synthesizeTimed, type TimedSpeech, type TimedWord } from './timed-speech';

/** Speaks words (as written, punctuation kept for prosody) as 24 kHz PCM16 and times every word. */
export type TimedSynthesizer = (
  words: readonly string[],
  opts: { voice: string; rate: number; leadingSilenceMs: number; trailingSilenceMs: number },
) => TimedSpeech;

export interface SpokenToken {
  text: string;
  /** Index of the story word this attempts; null for an inserted word. */
  storyIndex: number | null;
}

export interface ReadingAudio {
  pcm: Int16Array;
  words: Array<TimedWord & { storyIndex: number | null }>;
  durationMs: number;
  /** Each breath's speech, from its first word's start to its last word's end. */
  breaths: Array<{ startMs: number; endMs: number }>;
}

export function seedStory(id: string): { id: string; title: string; content: string } {
  const story = SEED_STORIES.find((s) => s.id === id);
  if (!story) throw new Error(`no seeded story ${id}`);
  return story;
}

/** The story's first `count` words as written (punctuation attached), with their story indices. */
export function storyOpening(content: string, count: number): SpokenToken[] {
  return tokenizeStory(content)
    .words.slice(0, count)
    .map((w, i) => ({ text: w.text, storyIndex: i }));
}

const SENTENCE_END = /[.!?]["')\]]*$/;

/**
 * Speaks the tokens in breaths of `sentencesPerBreath` sentences (Flite's own short pauses between the
 * sentences of a breath), with `breathPauseMs` of silence after each breath — long enough, if wanted,
 * for reading mode's VAD to end the turn.
 */
export function speakReading(
  tokens: readonly SpokenToken[],
  opts: {
    voice: string;
    rate: number;
    leadingSilenceMs: number;
    trailingSilenceMs: number;
    sentencesPerBreath: number;
    breathPauseMs: number;
    /** Flite (synthesizeTimed) unless given. */
    synthesize?: TimedSynthesizer;
  },
): ReadingAudio {
  const synthesize = opts.synthesize ?? synthesizeTimed;
  const sentences: SpokenToken[][] = [[]];
  for (const token of tokens) {
    sentences.at(-1)!.push(token);
    if (SENTENCE_END.test(token.text)) sentences.push([]);
  }
  const parts: Int16Array[] = [new Int16Array(Math.round((opts.leadingSilenceMs * 24_000) / 1000))];
  const words: ReadingAudio['words'] = [];
  const spans: ReadingAudio['breaths'] = [];
  let offsetMs = opts.leadingSilenceMs;
  const breaths: SpokenToken[][] = [];
  sentences
    .filter((s) => s.length > 0)
    .forEach((sentence, k) => {
      if (k % opts.sentencesPerBreath === 0) breaths.push([]);
      breaths.at(-1)!.push(...sentence);
    });
  breaths.forEach((sentence, k) => {
    const spoken = synthesize(
      sentence.map((t) => t.text),
      {
        voice: opts.voice,
        rate: opts.rate,
        leadingSilenceMs: 0,
        trailingSilenceMs: k === breaths.length - 1 ? 0 : opts.breathPauseMs,
      },
    );
    spoken.words.forEach((w, i) =>
      words.push({
        ...w,
        startMs: w.startMs + offsetMs,
        endMs: w.endMs + offsetMs,
        storyIndex: sentence[i]?.storyIndex ?? null,
      }),
    );
    const first = spoken.words[0];
    const last = spoken.words.at(-1);
    if (first && last) spans.push({ startMs: first.startMs + offsetMs, endMs: last.endMs + offsetMs });
    parts.push(spoken.pcm);
    offsetMs += spoken.durationMs;
  });
  parts.push(new Int16Array(Math.round((opts.trailingSilenceMs * 24_000) / 1000)));
  const pcm = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    pcm.set(p, at);
    at += p.length;
  }
  return { pcm, words, durationMs: (pcm.length * 1000) / 24_000, breaths: spans };
}

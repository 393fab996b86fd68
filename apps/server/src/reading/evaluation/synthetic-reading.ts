/**
 * Synthetic readings with known ground truth, for benchmarking the tracker.
 *
 * A simulated reader goes through a story making miscues at given rates (omissions, skipped lines,
 * sound-alike and clearly different substitutions, self-corrections, insertions, re-reads, long
 * hesitations). That gives the *spoken* script — timed words and the truth about every miscue — which
 * an audio benchmark can synthesise to speech. A simulated recogniser then turns the script into the
 * stream of partial and final hypotheses a streaming decoder emits, with its own noise: garbage
 * tokens, dropped words, added short words, sound-alike and clearly different confusions of correctly
 * read words, revised partials.
 */
import { tokenizeStory, type WordToken } from '@shared';
import { isFunctionWord } from '../../language/function-words';
import { endsSentence } from '../words/display';
import type { Hypothesis, MiscueKind, RecognizedWord } from '../types';
import { soundAlikeOf, differentWordFrom, random, type Random } from './word-pools';

export interface ReaderRates {
  omission: number;
  lineSkip: number;
  nearSubstitution: number;
  farSubstitution: number;
  selfCorrection: number;
  insertion: number;
  repetition: number;
  hesitation: number;
}

export interface RecogniserNoise {
  garbageToken: number;
  droppedFunctionWord: number;
  addedFunctionWord: number;
  soundAlikeConfusion: number;
  /** A clearly different word heard for a correctly read one (open-vocabulary recognisers do this). */
  differentWordConfusion: number;
  droppedContentWord: number;
  revisedPartial: number;
}

export const NO_NOISE: RecogniserNoise = {
  garbageToken: 0,
  droppedFunctionWord: 0,
  addedFunctionWord: 0,
  soundAlikeConfusion: 0,
  differentWordConfusion: 0,
  droppedContentWord: 0,
  revisedPartial: 0,
};

export interface TruthMiscue {
  kind: MiscueKind;
  wordIndex: number;
  /** For a substitution: the word said sounds like the expected one. */
  soundAlike?: boolean;
  /** Last word of a repeated span. */
  endIndex?: number;
}

export interface SpokenWord extends RecognizedWord {
  /** The story word this was an attempt at, when it was one. */
  wordIndex: number | null;
}

export interface ReadingScript {
  utterances: SpokenWord[][];
  truth: TruthMiscue[];
  /** Per story word reached: read correctly (or self-corrected) or not. */
  correct: Map<number, boolean>;
  readingMs: number;
  trueWcpm: number;
}

const GARBAGE = ['<sil>', '[NOISE]', '++garbage++', '<unk>'];
const SHORT_WORDS = ['the', 'a', 'and', 'to'];

/** The child's reading: timed words and the truth about it. */
export function simulateReader(storyContent: string, rates: ReaderRates, seed: number): ReadingScript {
  const rng = random(seed);
  const words = tokenizeStory(storyContent).words;
  const utterances: SpokenWord[][] = [];
  const truth: TruthMiscue[] = [];
  const correct = new Map<number, boolean>();
  const plain = new Set<number>();
  let current: SpokenWord[] = [];
  let clockMs = 500;
  const say = (word: string, wordIndex: number | null, pauseMs = 80 + rng() * 120): void => {
    if (pauseMs > 4000 && current.length > 0) {
      utterances.push(current);
      current = [];
    }
    clockMs += pauseMs;
    const durationMs = 220 + word.length * 35 + rng() * 80;
    current.push({ word, startMs: Math.round(clockMs), endMs: Math.round(clockMs + durationMs), wordIndex });
    clockMs += durationMs;
  };

  let i = 0;
  while (i < words.length) {
    const token = words[i] as WordToken;
    const alike = isFunctionWord(token.norm) ? undefined : soundAlikeOf(token.norm, rng);
    const event = pickEvent(rng(), rates, {
      // A skip running to the end of the story is the reader stopping, not an omission anyone could see.
      lineSkip: i > 0 && skipEnd(words, i) < words.length,
      omission: !isFunctionWord(token.norm),
      nearSubstitution: alike !== undefined,
      farSubstitution: !isFunctionWord(token.norm),
      selfCorrection: alike !== undefined,
      insertion: true,
      hesitation: i > 0,
      repetition: i >= 3 && plain.has(i - 1) && plain.has(i - 2) && plain.has(i - 3),
    });
    switch (event) {
      case 'lineSkip': {
        const end = skipEnd(words, i);
        for (let k = i; k < end; k += 1) {
          truth.push({ kind: 'omission', wordIndex: k });
          correct.set(k, false);
        }
        i = end;
        continue;
      }
      case 'omission':
        truth.push({ kind: 'omission', wordIndex: i });
        correct.set(i, false);
        break;
      case 'nearSubstitution':
      case 'farSubstitution':
        say(event === 'nearSubstitution' ? (alike ?? token.norm) : differentWordFrom(token.norm, rng), i);
        truth.push({ kind: 'substitution', wordIndex: i, soundAlike: event === 'nearSubstitution' });
        correct.set(i, false);
        break;
      case 'selfCorrection':
        say(alike ?? token.norm, i);
        say(token.norm, i, 300 + rng() * 300);
        truth.push({ kind: 'self_correction', wordIndex: i });
        correct.set(i, true);
        break;
      case 'insertion':
        say(differentWordFrom(token.norm, rng), null);
        say(token.norm, i);
        truth.push({ kind: 'insertion', wordIndex: i });
        correct.set(i, true);
        break;
      case 'hesitation':
        say(token.norm, i, 3300 + rng() * 1500);
        truth.push({ kind: 'hesitation', wordIndex: i });
        correct.set(i, true);
        break;
      case 'repetition': {
        say(token.norm, i);
        const from = i - 1 - Math.floor(rng() * 3);
        for (let k = from; k <= i; k += 1) say(words[k]?.norm ?? '', k, k === from ? 250 : undefined);
        truth.push({ kind: 'repetition', wordIndex: from, endIndex: i });
        correct.set(i, true);
        break;
      }
      case 'correct':
        say(token.norm, i);
        correct.set(i, true);
        // Only plainly read words are re-read: re-reading a miscue would correct or repeat it.
        plain.add(i);
        break;
    }
    if ((endsSentence(token.text) && rng() < 0.5) || current.length >= 14) {
      utterances.push(current);
      current = [];
      clockMs += 600 + rng() * 800;
    }
    i += 1;
  }
  if (current.length > 0) utterances.push(current);
  const readingMs = timelineMs(utterances.flat());
  const wordsCorrect = [...correct.values()].filter(Boolean).length;
  return { utterances, truth, correct, readingMs, trueWcpm: wordsCorrect / (readingMs / 60_000) };
}

type ReaderEvent = keyof ReaderRates | 'correct';

function pickEvent(
  roll: number,
  rates: ReaderRates,
  allowed: Record<keyof ReaderRates, boolean>,
): ReaderEvent {
  let edge = 0;
  for (const name of Object.keys(rates) as (keyof ReaderRates)[]) {
    edge += rates[name];
    if (roll < edge) return allowed[name] ? name : 'correct';
  }
  return 'correct';
}

/** Reading time as fluency/wcpm.ts defines it: word durations plus pauses counted up to 3 s. */
function timelineMs(spoken: readonly SpokenWord[]): number {
  let total = 0;
  let lastEndMs: number | undefined;
  for (const word of spoken) {
    total +=
      word.endMs -
      word.startMs +
      (lastEndMs === undefined ? 0 : Math.min(3000, Math.max(0, word.startMs - lastEndMs)));
    lastEndMs = word.endMs;
  }
  return total;
}

/** The rest of the sentence and the whole next one. */
function skipEnd(words: readonly WordToken[], from: number): number {
  let ends = 0;
  for (let k = from; k < words.length; k += 1) {
    if (endsSentence(words[k]?.text ?? '')) ends += 1;
    if (ends === 2) return k + 1;
  }
  return words.length;
}

/** What a streaming recogniser would emit for the script: growing partials, then a final per utterance. */
export function simulateRecogniser(
  script: ReadingScript,
  noise: RecogniserNoise,
  seed: number,
): Hypothesis[] {
  const rng = random(seed);
  const hypotheses: Hypothesis[] = [];
  for (const spoken of script.utterances) {
    const heard = spoken.flatMap((word) => hear(word, noise, rng));
    for (let n = 1; n < heard.length; n += 1) {
      const partial = heard.slice(0, n);
      const last = partial[n - 1];
      if (last && rng() < noise.revisedPartial) {
        partial[n - 1] = { ...last, word: soundAlikeOf(last.word, rng) ?? differentWordFrom(last.word, rng) };
      }
      hypotheses.push({ words: partial, final: false });
    }
    hypotheses.push({ words: heard, final: true });
  }
  return hypotheses;
}

function hear(word: SpokenWord, noise: RecogniserNoise, rng: Random): RecognizedWord[] {
  const out: RecognizedWord[] = [];
  const at = (text: string, startMs: number, endMs: number): RecognizedWord => ({
    word: text,
    startMs,
    endMs,
  });
  if (rng() < noise.garbageToken)
    out.push(
      at(GARBAGE[Math.floor(rng() * GARBAGE.length)] ?? '<sil>', word.startMs - 60, word.startMs - 10),
    );
  if (rng() < noise.addedFunctionWord) {
    out.push(
      at(SHORT_WORDS[Math.floor(rng() * SHORT_WORDS.length)] ?? 'the', word.startMs - 120, word.startMs - 20),
    );
  }
  const functionWord = isFunctionWord(word.word);
  if (rng() < (functionWord ? noise.droppedFunctionWord : noise.droppedContentWord)) return out;
  const roll = rng();
  const confused = functionWord
    ? undefined
    : roll < noise.soundAlikeConfusion
      ? soundAlikeOf(word.word, rng)
      : roll < noise.soundAlikeConfusion + noise.differentWordConfusion
        ? differentWordFrom(word.word, rng)
        : undefined;
  const jitterMs = Math.round((rng() - 0.5) * 60);
  out.push(at(confused ?? word.word, word.startMs + jitterMs, word.endMs + jitterMs));
  return out;
}

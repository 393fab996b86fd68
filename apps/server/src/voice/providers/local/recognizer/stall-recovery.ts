/**
 * Getting the decoder going again when it stops hearing a reader who is still reading. A finite-state
 * grammar has dead ends: once the best path has reached the final state (the reading branch may stop
 * anywhere, the request branch ends after its sentence), every later word can only be heard as silence
 * or noise. Measured on the bench (bench/reading-accuracy.ts): after a mid-turn grammar change "candle
 * Mia asked" decoded as "can I have a quiz" and the last 5 s of reading vanished, taking the highlight
 * and the words-correct count with them. When speech goes on well past the last word heard (of any
 * kind: a question heard in full is not a stall), the decoder restarts from the last story word, on the
 * reading branch only, at the reader's place in the span.
 */
import type { CompiledGrammar, RecognizedWord } from './types';
import { isReadingWord, UNKNOWN_WORD } from './word-tags';
export { speechMs } from './speech-level';

/** Decoded story words (from the end) matched against the span to find the reader's place. */
const CONTEXT_WORDS = 4;
/** Starting past the reader's place, per word: the reader skipped a word or two (the grammar's own skip weight). */
const SKIP = 0.001;
/** Per word past the span's expected entry when the reader's place is unknown (the grammar's lag weight). */
const LAG = 0.1;

/** Audio past the last word heard before a stall is considered (a partial trails by a word or so). */
export const STALL_MS = 1000;
/** Speech in that stretch that must go unheard: pauses between sentences are not stalls. */
export const MIN_UNHEARD_SPEECH_MS = 400;
/** The last story word the decoder named: where a restart carries on from. */
export function lastStoryWord(words: readonly RecognizedWord[]): number {
  return words.findLastIndex((w) => isReadingWord(w.word) && w.word !== UNKNOWN_WORD);
}

/**
 * Where in the span the reader is after `heard` (index of the next word): where the last story word
 * heard stands in the span, the words heard before it deciding between repeats; undefined when it is
 * not in the span (the span begins after it).
 */
export function readerPosition(spanWords: readonly string[], heard: readonly string[]): number | undefined {
  const recent = heard.filter((w) => isReadingWord(w) && w !== UNKNOWN_WORD).slice(-CONTEXT_WORDS).reverse();
  let best: { position: number; score: number } | undefined;
  for (let j = 0; j < spanWords.length; j++) {
    let score = 0;
    recent.forEach((word, back) => {
      if (spanWords[j - back] === word) score += CONTEXT_WORDS - back;
    });
    if (spanWords[j] !== recent[0]) continue;
    // Later places win ties: the reader has moved on through a repeated phrase, not back.
    if (score > 0 && (!best || score >= best.score)) best = { position: j + 1, score };
  }
  return best?.position;
}

/**
 * The grammar with a new start state entering the reading branch at `position` (skipping on costs as
 * in the grammar); when the position is unknown, anywhere up to the span's expected entry and, at a
 * cost per word, past it. Null when the reader is past the span's end (the next span is on its way).
 * The request branch is left out: the turn so far was reading.
 */
export function restartGrammar(grammar: CompiledGrammar, position: number | undefined): CompiledGrammar | null {
  const reading = grammar.reading;
  if (!reading) return null;
  const start = grammar.stateCount;
  const entries: CompiledGrammar['arcs'] = [];
  // Each entry state's own (closed) epsilon arcs carry on to skips and to the end.
  for (let i = position ?? 0; i < reading.words.length; i++) {
    const p = position !== undefined ? SKIP ** (i - position) : i <= reading.resumeAt ? 1 : LAG ** (i - reading.resumeAt);
    entries.push([start, reading.firstState + i, p, null]);
  }
  if (entries.length === 0) return null;
  return {
    ...grammar,
    key: `${grammar.key}@${position ?? 'any'}`,
    stateCount: grammar.stateCount + 1,
    startState: start,
    arcs: [...grammar.arcs, ...entries],
  };
}

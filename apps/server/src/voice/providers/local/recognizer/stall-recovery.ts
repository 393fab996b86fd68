/**
 * Getting the decoder going again when it stops hearing a reader who is still reading. A finite-state
 * grammar has dead ends: once the best path has reached the final state (the reading branch may stop
 * anywhere, the request branch ends after its sentence), every later word can only be heard as silence
 * or noise. Measured on the bench (bench/reading-accuracy.ts): after a mid-turn grammar change "candle
 * Mia asked" decoded as "can I have a quiz" and the last 5 s of reading vanished, taking the highlight
 * and the words-correct count with them. When speech goes on well past the last word heard (of any
 * kind: a question heard in full is not a stall), or for longer with nothing named in it (a decoder
 * that lost the reader hears unnamed words), the decoder restarts from the last story word, on the
 * reading branch only, at the reader's place in the span.
 */
import type { CompiledGrammar, RecognizedWord } from './types';
import { matchQuality } from '../../../../language/sound-alike';
import { isFunctionWord } from '../../../../language/function-words';
import { isHesitation, isPhone, isReadingWord, UNKNOWN_WORD } from './word-tags';
export { speechMs } from './speech-level';

/** Decoded story words (from the end) matched against the span to find the reader's place. */
const CONTEXT_WORDS = 4;
/** Words heard last that are not in the span, passed over to place the reader by the one before them. */
const MAX_PASSED_OVER = 2;
/**
 * Per word past the reader's place, or past the span's expected entry when the place is unknown (the
 * grammar's lag weight). The place comes from the words the decoder heard before the stall, and a
 * decoder that stalled may have heard them a word or two behind the reader (an awb reading: "usually
 * lazy" came out as "village ways"); at the grammar's skip weight (0.001) the restart could not catch
 * up and the rest of the turn was lost.
 */
const LAG = 0.1;

/**
 * Each phone of an unnamed word after a restart, against the grammar's own weight. A stall means the
 * phone loop out-bid the story words for this voice: an awb reading that skipped a word after a name
 * came out as one unnamed word for 3.5 s, and again after a plain restart; at half the weight the
 * reading was heard again from the next word on.
 */
const RESTART_UNKNOWN_PHONE = 0.5;

/** Audio past the last word heard before a stall is considered (a partial trails by a word or so). */
const STALL_MS = 1000;
/** Speech in that stretch that must go unheard: pauses between sentences are not stalls. */
const MIN_UNHEARD_SPEECH_MS = 400;
/** Audio past the last word named, however many unnamed words were heard in it, that is a stall too. */
const LOST_MS = 3000;
/** Speech in that stretch: more than any extra word or long name takes. */
const MIN_UNNAMED_SPEECH_MS = 1500;

/**
 * Whether decoding has stalled at `audioEndMs`: speech has gone unheard for a while since the last
 * word of any kind, or unnamed for longer since the last named word. `speechAfter` measures the speech
 * in the audio after a time.
 */
export function isStalled(words: readonly RecognizedWord[], fromMs: number, audioEndMs: number, speechAfter: (ms: number) => number): boolean {
  const heard = Math.max(fromMs, heardUntilMs(words));
  if (audioEndMs - heard >= STALL_MS && speechAfter(heard) >= MIN_UNHEARD_SPEECH_MS) return true;
  const named = Math.max(fromMs, heardUntilMs(words, true));
  return audioEndMs - named >= LOST_MS && speechAfter(named) >= MIN_UNNAMED_SPEECH_MS;
}

/**
 * Where the decoder last heard a word (`named`: a word it could name; hesitations never count). A
 * decoder that has lost the reader can hear the rest of a reading as unnamed words: on the bench an
 * awb reading with a skipped word after a name came out as one unnamed word for the rest of a minute,
 * which hid the stall. But a long word the decoder has not finished (a year, "nineteen thirty six")
 * is an unnamed word in the partial results for over a second, so those count for a while
 * (LOST_MS).
 */
function heardUntilMs(words: readonly RecognizedWord[], named = false): number {
  const heard = words.filter((w) => !isHesitation(w.word) && !(named && w.word === UNKNOWN_WORD));
  return Math.max(-Infinity, ...heard.map((w) => w.endMs));
}

/** The last story word the decoder named: where a restart carries on from. */
export function lastStoryWord(words: readonly RecognizedWord[]): number {
  return words.findLastIndex((w) => isReadingWord(w.word) && w.word !== UNKNOWN_WORD);
}

/**
 * Where in the span the reader is after `heard` (index of the next word): where the last story word
 * heard stands in the span, the words heard before it deciding between repeats and, when they cannot,
 * the place nearest the span's expected entry `expected`. On the bench "the" with no context was placed
 * at its last place in the span, eleven words ahead of the reader, and the highlight ran off after it.
 * A word heard as a sound-alike ("ways" for "was", "unexplained" for "explained") stands where the word
 * it sounds like does; up to two words that are neither (an extra "i" or "target" from a decoder that
 * lost its way) are passed over to the last that is. Undefined when no word heard last is in the span
 * (it begins after them).
 */
export function readerPosition(spanWords: readonly string[], heard: readonly string[], expected = 0): number | undefined {
  const inSpan = new Set(spanWords);
  const same = (spanWord: string | undefined, word: string): boolean =>
    spanWord !== undefined && (spanWord === word || (!inSpan.has(word) && matchQuality(word, spanWord) === 'near'));
  const named = heard.filter((w) => isReadingWord(w) && w !== UNKNOWN_WORD);
  // Only a stray word or two is passed over: further back the words may be from before the span ("we"
  // in "can we fly it now" placed a reader who had not reached the span eleven words into it).
  const earliest = named.length - 1 - MAX_PASSED_OVER;
  let fallback: number | undefined;
  for (let last = named.length - 1; last >= Math.max(0, earliest); last--) {
    const placed = placeAfter(named.slice(0, last + 1), spanWords, same, expected);
    if (!placed) continue;
    fallback ??= placed.position;
    // A lone function word the words before it do not place there ("and" heard for the "nine" of
    // "1943" put a reader who was at the year seven words on, where "…old and officially" has one)
    // gives way to the word before it.
    if (!isFunctionWord(named[last] ?? '') || placed.score > CONTEXT_WORDS) return placed.position;
  }
  return fallback;
}

/** Where the last of `named` stands in the span, with how many of the words before it agree; undefined when not in it. */
function placeAfter(
  named: readonly string[],
  spanWords: readonly string[],
  same: (spanWord: string | undefined, word: string) => boolean,
  expected: number,
): { position: number; score: number } | undefined {
  const recent = named.slice(-CONTEXT_WORDS).reverse();
  let best: { position: number; score: number } | undefined;
  for (let j = 0; j < spanWords.length; j++) {
    if (!same(spanWords[j], recent[0] ?? '')) continue;
    let score = 0;
    recent.forEach((word, back) => {
      if (same(spanWords[j - back], word)) score += CONTEXT_WORDS - back;
    });
    const position = j + 1;
    // Equally good places: the one nearest where the reader was expected, the later one when as near.
    const nearer = best !== undefined && score === best.score && Math.abs(position - expected) <= Math.abs(best.position - expected);
    if (!best || score > best.score || nearer) best = { position, score };
  }
  return best;
}

/**
 * The grammar with a new start state entering the reading branch at `position` and, at a cost per word
 * (LAG), past it; when the position is unknown, anywhere up to the span's expected entry and, at the
 * same cost, past it. Null when the reader is past the span's end (the next span is on its way).
 * The request branch is left out: the turn so far was reading. Unnamed words cost more (RESTART_UNKNOWN_PHONE).
 */
export function restartGrammar(grammar: CompiledGrammar, position: number | undefined): CompiledGrammar | null {
  const reading = grammar.reading;
  if (!reading) return null;
  const start = grammar.stateCount;
  const entries: CompiledGrammar['arcs'] = [];
  // Each entry state's own (closed) epsilon arcs carry on to skips and to the end.
  for (let i = position ?? 0; i < reading.words.length; i++) {
    const p = position !== undefined ? LAG ** (i - position) : i <= reading.resumeAt ? 1 : LAG ** (i - reading.resumeAt);
    entries.push([start, reading.firstState + i, p, null]);
  }
  if (entries.length === 0) return null;
  return {
    ...grammar,
    key: `${grammar.key}@${position ?? 'any'}`,
    stateCount: grammar.stateCount + 1,
    startState: start,
    arcs: [...grammar.arcs.map((arc) => (arc[3] !== null && isPhone(arc[3]) ? ([arc[0], arc[1], arc[2] * RESTART_UNKNOWN_PHONE, arc[3]] as typeof arc) : arc)), ...entries],
  };
}

/**
 * Getting the decoder going again when it stops hearing a reader who is still reading: once the best
 * path of a finite-state grammar has reached its final state, every later word can only be heard as
 * silence or noise, and the rest of the turn is lost. When speech goes on well past the last word heard
 * (of any kind: a question heard in full is not a stall), or for longer with nothing named in it (a
 * decoder that lost the reader hears unnamed words), the decoder restarts from the last story word, on
 * the reading branch only, at the reader's place in the span.
 *
 * When that restart failed too, or nothing matched for longer (or no story word was heard at all), the
 * reader is looked for again: the speech since the last story word is decoded against the sentences
 * around the place (refind-grammar.ts), and only a confident run of story words in order places them.
 * Measurements: docs/reading-accuracy-notes.md ("Stall recovery", "Re-finding a lost reader").
 */
import type { CompiledGrammar, RecognizedWord } from './types';
import { matchQuality } from '../../../../language/sound-alike';
import { isFunctionWord } from '../../../../language/function-words';
import { isHesitation, isPhone, isReadingWord, UNKNOWN_WORD } from './word-tags';
import {
  REFIND_AFTER_MS,
  REFIND_MAX_SKIPPED_WORDS,
  REFIND_MIN_SPEECH_MS,
  REFIND_RETRY_MS,
  REFIND_RUN_CONTENT_WORDS,
  REFIND_RUN_WORDS,
  LOST_AUDIO_MS,
  LOST_MIN_UNNAMED_SPEECH_MS,
  RESTART_LAG_PRIOR,
  RESTART_UNKNOWN_PHONE_RATIO,
  STALL_AUDIO_MS,
  STALL_CONTEXT_WORDS,
  STALL_MAX_PASSED_OVER_WORDS,
  STALL_MIN_UNHEARD_SPEECH_MS,
} from './tuning';
export { speechMs } from './speech-level';

/**
 * Whether decoding has stalled at `audioEndMs`: speech has gone unheard for a while since the last
 * word of any kind, or unnamed for longer since the last named word. `speechAfter` measures the speech
 * in the audio after a time.
 */
export function isStalled(words: readonly RecognizedWord[], fromMs: number, audioEndMs: number, speechAfter: (ms: number) => number): boolean {
  const heard = Math.max(fromMs, heardUntilMs(words));
  if (audioEndMs - heard >= STALL_AUDIO_MS && speechAfter(heard) >= STALL_MIN_UNHEARD_SPEECH_MS) return true;
  const named = Math.max(fromMs, heardUntilMs(words, true));
  return audioEndMs - named >= LOST_AUDIO_MS && speechAfter(named) >= LOST_MIN_UNNAMED_SPEECH_MS;
}

/**
 * Where the decoder last heard a word (`named`: a word it could name; hesitations never count). A
 * decoder that lost the reader may hear the rest of a reading as unnamed words, so those do not hide a
 * stall for ever; but a long word not yet finished is unnamed in partials, so they count for LOST_AUDIO_MS.
 */
function heardUntilMs(words: readonly RecognizedWord[], named = false): number {
  const heard = words.filter((w) => !isHesitation(w.word) && !(named && w.word === UNKNOWN_WORD));
  return Math.max(-Infinity, ...heard.map((w) => w.endMs));
}

/**
 * The last story word the decoder named: where a restart carries on from. With `content`, the last
 * content word: function words fit almost any speech, so a decoder that lost the reader keeps hearing
 * them, and they say nothing of where the reader is.
 */
export function lastStoryWord(words: readonly RecognizedWord[], options: { content?: boolean } = {}): number {
  return words.findLastIndex((w) => isReadingWord(w.word) && w.word !== UNKNOWN_WORD && !(options.content && isFunctionWord(w.word)));
}

/**
 * Where in the span the reader is after `heard` (index of the next word): where the last story word
 * heard stands in the span, the words heard before it deciding between repeats and, when they cannot,
 * the place nearest the span's expected entry `expected` (a lone "the" fits many places). A word heard
 * as a sound-alike stands where the word it sounds like does; up to STALL_MAX_PASSED_OVER_WORDS words
 * that are neither are passed over to the last that is. Undefined when no word heard last is in the
 * span (it begins after them).
 */
export function readerPosition(spanWords: readonly string[], heard: readonly string[], expected = 0): number | undefined {
  const inSpan = new Set(spanWords);
  const same = (spanWord: string | undefined, word: string): boolean =>
    spanWord !== undefined && (spanWord === word || (!inSpan.has(word) && matchQuality(word, spanWord) === 'near'));
  const named = heard.filter((w) => isReadingWord(w) && w !== UNKNOWN_WORD);
  // Only a stray word or two is passed over: further back the words may be from before the span.
  const earliest = named.length - 1 - STALL_MAX_PASSED_OVER_WORDS;
  let fallback: number | undefined;
  for (let last = named.length - 1; last >= Math.max(0, earliest); last--) {
    const placed = placeAfter(named.slice(0, last + 1), spanWords, same, expected);
    if (!placed) continue;
    fallback ??= placed.position;
    // A lone function word the words before it do not place there gives way to the word before it: a
    // misheard "and" matches some "and" further on.
    if (!isFunctionWord(named[last] ?? '') || placed.score > STALL_CONTEXT_WORDS) return placed.position;
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
  const recent = named.slice(-STALL_CONTEXT_WORDS).reverse();
  let best: { position: number; score: number } | undefined;
  for (let j = 0; j < spanWords.length; j++) {
    if (!same(spanWords[j], recent[0] ?? '')) continue;
    let score = 0;
    recent.forEach((word, back) => {
      if (same(spanWords[j - back], word)) score += STALL_CONTEXT_WORDS - back;
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
 * (RESTART_LAG_PRIOR), past it; when the position is unknown, anywhere up to the span's expected entry
 * and, at the same cost, past it. Null when the reader is past the span's end (the next span is on its
 * way). The request branch is left out: the turn so far was reading. Unnamed words cost more
 * (RESTART_UNKNOWN_PHONE_RATIO).
 */
export function restartGrammar(
  grammar: CompiledGrammar,
  position: number | undefined,
  unknownPhoneRatio = RESTART_UNKNOWN_PHONE_RATIO,
): CompiledGrammar | null {
  const reading = grammar.reading;
  if (!reading) return null;
  const start = grammar.stateCount;
  const entries: CompiledGrammar['arcs'] = [];
  // Each entry state's own (closed) epsilon arcs carry on to skips and to the end.
  for (let i = position ?? 0; i < reading.words.length; i++) {
    const p = position !== undefined ? RESTART_LAG_PRIOR ** (i - position) : i <= reading.resumeAt ? 1 : RESTART_LAG_PRIOR ** (i - reading.resumeAt);
    entries.push([start, reading.firstState + i, p, null]);
  }
  if (entries.length === 0) return null;
  return {
    ...grammar,
    key: `${grammar.key}@${position ?? 'any'}`,
    stateCount: grammar.stateCount + 1,
    startState: start,
    arcs: [...grammar.arcs.map((arc) => (arc[3] !== null && isPhone(arc[3]) ? ([arc[0], arc[1], arc[2] * unknownPhoneRatio, arc[3]] as typeof arc) : arc)), ...entries],
  };
}

/**
 * Whether to look for the reader in the window: speech went on for REFIND_AFTER_MS past the last content
 * word heard (forced function words do not count: they fit any speech), or the decoder stalled with no
 * story word heard this turn, or again after a restart from the same word. Not again before
 * REFIND_RETRY_MS more audio: each look decodes the speech again.
 */
export function shouldRefind(lost: {
  stalled: boolean;
  matchedMs: number;
  audioEndMs: number;
  speechAfter: (ms: number) => number;
  restartFailed: boolean;
  noStoryWord: boolean;
  /** A request was heard since the last content word: the child is asking, not reading. */
  requestHeard: boolean;
  lastLookMs: number;
}): boolean {
  if (lost.audioEndMs - lost.lastLookMs < REFIND_RETRY_MS) return false;
  if (lost.stalled && (lost.noStoryWord || lost.restartFailed)) return true;
  if (lost.requestHeard) return false;
  return lost.audioEndMs - lost.matchedMs >= REFIND_AFTER_MS && lost.speechAfter(lost.matchedMs) >= REFIND_MIN_SPEECH_MS;
}

/** A run of story words heard in story order: heard words [from, to), and the window place after its last. */
export interface RefoundRun {
  from: number;
  to: number;
  /** Window place of the run's first word, and the place after its last. */
  start: number;
  position: number;
}

/**
 * The latest confident run in what the re-find grammar heard: REFIND_RUN_WORDS story words or more in
 * a row (passing over at most REFIND_MAX_SKIPPED_WORDS window words between two of them), with
 * REFIND_RUN_CONTENT_WORDS content words. Anything less is no evidence: short words fit any speech,
 * and a wrong place would move the highlight through unread words.
 */
export function confidentRun(heard: readonly RecognizedWord[], windowWords: readonly string[]): RefoundRun | undefined {
  interface Chain {
    length: number;
    content: number;
    from: number;
    start: number;
  }
  let previous = new Map<number, Chain>();
  let best: RefoundRun | undefined;
  heard.forEach((w, k) => {
    const chains = new Map<number, Chain>();
    if (isReadingWord(w.word) && w.word !== UNKNOWN_WORD) {
      windowWords.forEach((word, p) => {
        if (word !== w.word) return;
        const own = isFunctionWord(word) ? 0 : 1;
        let chain: Chain = { length: 1, content: own, from: k, start: p };
        for (let back = 1; back <= 1 + REFIND_MAX_SKIPPED_WORDS; back++) {
          const before = previous.get(p - back);
          if (before && before.length + 1 > chain.length) chain = { ...before, length: before.length + 1, content: before.content + own };
        }
        chains.set(p, chain);
        const longer = !best || best.to < k + 1 || k + 1 - chain.from > best.to - best.from;
        if (chain.length >= REFIND_RUN_WORDS && chain.content >= REFIND_RUN_CONTENT_WORDS && longer) best = { from: chain.from, to: k + 1, start: chain.start, position: p + 1 };
      });
    }
    previous = chains;
  });
  return best;
}

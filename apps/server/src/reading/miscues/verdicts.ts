/**
 * Turns the evidence ledger into per-word verdicts and miscue records. The figures and history behind
 * each rule: docs/reading-accuracy-notes.md ("Miscue rules").
 *
 * - Function words are never flagged on one piece of evidence (a single swap, a short gap): the
 *   recogniser mishears short words more often than readers misread them. Two wrong readings of the
 *   same word, or a skipped line, do flag.
 * - A content word heard once as a sound-alike is a substitution when it differs inside the word (not
 *   only at an edge, where a neighbour's sound attaches) and the reader went on in place; at the end of
 *   an utterance it is not enough (some voices' vowels are heard as another even when read right). A
 *   second wrong reading, or one clearly different word, is a substitution too.
 * - A wrong try followed by the right word is a self-correction (for a function word the wrong try is
 *   too weak to record: the word is simply correct), and so is going back to read a word that was
 *   passed over; self-corrections count as correct (as in ORF scoring).
 * - A re-read run of words is one repetition record, unless it was how the reader self-corrected or
 *   holds only function words ("the the" is as likely a doubled recognition).
 * - An extra word is an insertion only when it is a content word.
 * - A word the recogniser could not name (`<unk>`) is strong evidence only when it is long enough and
 *   both neighbours are the adjacent story words, matched (UnknownWordRules); a run of them flags one
 *   miscue at most. A function word still needs two wrong readings, and a name the dictionary lacks
 *   heard once as a different word is not flagged (its match was judged on letters).
 * - A pause over the hesitation threshold before a word's first reading is a hesitation. The pause is
 *   measured, not guessed from word identity, so it is flagged on any word.
 *
 * Records are a snapshot: later evidence can change them (an omission becomes a self-correction when
 * the reader goes back).
 */
import { displayWord } from '../words/display';
import { isFunctionWord } from '../../language/function-words';
import { isSwappedSound, pronunciations } from '../../language/sound-alike';
import type { WordToken } from '@shared';
import type { MiscueRecord, WordOutcome, WordVerdict } from '../types';
import {
  isFlaggedOmission,
  type Attempt,
  type EvidenceLedger,
  type Insertion,
  type UnknownEvidence,
  type UnknownRun,
} from './evidence-ledger';
import {
  UNKNOWN_WORD_AT_PUNCTUATION_MIN_MS,
  UNKNOWN_WORD_FUNCTION_WORD_ROOM_MS,
  UNKNOWN_WORD_INSERTION_MIN_MS,
  UNKNOWN_WORD_NEIGHBOUR_MATCH,
  UNKNOWN_WORD_RUNS_FLAG,
  UNKNOWN_WORD_SUBSTITUTION_MIN_MS,
} from '../tuning';

/**
 * When a word the recogniser could not name (`<unk>`) is strong evidence. Its duration is the speech
 * inside it (second-looks.ts trims the pause folded into it): misread and extra words held far more
 * speech than the unnamed words of correct readings. Measurements: docs/reading-accuracy-notes.md.
 */
export interface UnknownWordRules {
  substitutionMinMs: number;
  insertionMinMs: number;
  /** Either kind, next to a punctuation mark. */
  atPunctuationMinMs: number;
  /** What the neighbours must be: the adjacent story words heard exactly, or at least sound-alikes. */
  neighbours: 'exact' | 'near';
  /** Whether a run of unnamed words flags (at most) one miscue. */
  runs: boolean;
  /** Room a function word takes in an unnamed word that holds it and an extra word. */
  functionWordRoomMs: number;
}

export const DEFAULT_UNKNOWN_WORD_RULES: UnknownWordRules = {
  substitutionMinMs: UNKNOWN_WORD_SUBSTITUTION_MIN_MS,
  insertionMinMs: UNKNOWN_WORD_INSERTION_MIN_MS,
  atPunctuationMinMs: UNKNOWN_WORD_AT_PUNCTUATION_MIN_MS,
  neighbours: UNKNOWN_WORD_NEIGHBOUR_MATCH,
  runs: UNKNOWN_WORD_RUNS_FLAG,
  functionWordRoomMs: UNKNOWN_WORD_FUNCTION_WORD_ROOM_MS,
};

export interface VerdictOptions {
  hesitationMs: number;
  unknown?: UnknownWordRules;
}

const TRAILING_PUNCTUATION = /[^\p{L}\p{N}]$/u;

function isStrongUnknown(
  unknown: UnknownEvidence,
  atPunctuation: boolean,
  minMs: number,
  rules: UnknownWordRules,
): boolean {
  const ok = (q: UnknownEvidence['before']): boolean =>
    q === 'exact' || (q === 'near' && rules.neighbours === 'near');
  const needMs = atPunctuation ? Math.max(minMs, rules.atPunctuationMinMs) : minMs;
  return unknown.durationMs >= needMs && ok(unknown.before) && ok(unknown.after);
}


/**
 * An unnamed word in place of a function word, long enough to hold it and an extra word, between the
 * adjacent story words: the reader said something extra there. Returns when it started.
 */
function swallowingExtraWord(
  first: Attempt,
  attempts: readonly Attempt[],
  atPunctuation: boolean,
  rules: UnknownWordRules,
): number | undefined {
  if (attempts.length !== 1 || !first.unknown) return undefined;
  const needMs = (atPunctuation ? rules.atPunctuationMinMs : rules.insertionMinMs) + rules.functionWordRoomMs;
  return isStrongUnknown(first.unknown, false, needMs, rules) ? first.startMs : undefined;
}

/** Only words the recogniser named are shown as what was heard. */
function heardForm(attempt: Attempt): string | undefined {
  return attempt.unknown ? undefined : attempt.heard;
}

export interface Verdicts {
  outcomes: WordOutcome[];
  miscues: MiscueRecord[];
}

interface Judged {
  verdict: WordVerdict;
  heard?: string;
  record?: MiscueRecord;
  /** The attempt that corrected an earlier miss, when there was one. */
  correction?: Attempt;
  /** When an extra word said beside this (function) word began: an insertion before the next word. */
  extraWordAtMs?: number;
}

function judgeWord(
  token: WordToken,
  attempts: readonly Attempt[],
  omission: { long: boolean; atMs: number } | undefined,
  rules: UnknownWordRules,
  /** Set when a run of unnamed words points at this word. */
  runAtMs: number | undefined,
): Judged {
  const expected = displayWord(token.text);
  const functionWord = isFunctionWord(token.norm);
  const wordIndex = token.index;
  const first = attempts[0];
  const flaggedOmission = isFlaggedOmission(omission, token.norm);
  const byRun = runAtMs !== undefined && !functionWord && !attempts.some((a) => a.quality === 'exact');
  if (byRun) {
    return { verdict: 'substitution', record: { wordIndex, expected, kind: 'substitution', atMs: runAtMs } };
  }
  if (!first) {
    if (omission && flaggedOmission) {
      return { verdict: 'omission', record: { wordIndex, expected, kind: 'omission', atMs: omission.atMs } };
    }
    return { verdict: 'correct' };
  }
  if (first.quality === 'exact') {
    if (!flaggedOmission) return { verdict: 'correct' };
    return {
      verdict: 'self_correction',
      correction: first,
      record: { wordIndex, expected, kind: 'self_correction', atMs: first.startMs },
    };
  }
  const correction = attempts.find((a) => a.quality === 'exact');
  if (correction && functionWord) return { verdict: 'correct' };
  const firstHeard = heardForm(first);
  if (correction) {
    return {
      verdict: 'self_correction',
      ...(firstHeard !== undefined ? { heard: firstHeard } : {}),
      correction,
      record: {
        wordIndex,
        expected,
        ...(firstHeard !== undefined ? { heard: firstHeard } : {}),
        kind: 'self_correction',
        atMs: correction.startMs,
      },
    };
  }
  const atPunctuation = TRAILING_PUNCTUATION.test(token.text);
  const swallowing = functionWord ? swallowingExtraWord(first, attempts, atPunctuation, rules) : undefined;
  if (swallowing !== undefined) {
    return { verdict: 'correct', extraWordAtMs: swallowing };
  }
  // A name the dictionary lacks is compared by its letters, which say little about how it sounds. An
  // unnamed word in its place still counts: treating it as the name said another way cost more swaps
  // than it saved false flags.
  const knownSound = pronunciations(token.norm) !== null;
  const isStrong = (a: Attempt): boolean => {
    if (a.quality === 'near') return !a.unknown && a.nextInPlace === true && isSwappedSound(a.heard, token.norm);
    return a.quality === 'far' && (a.unknown ? isStrongUnknown(a.unknown, atPunctuation, rules.substitutionMinMs, rules) : knownSound);
  };
  const repeated = attempts.length >= 2;
  const last = attempts[attempts.length - 1] ?? first;
  const lastHeard = heardForm(last);
  const heard = lastHeard !== undefined ? { heard: lastHeard } : {};
  if (repeated || (!functionWord && attempts.some(isStrong))) {
    const deciding = repeated ? (attempts[1] ?? first) : (attempts.find(isStrong) ?? first);
    return {
      verdict: 'substitution',
      ...heard,
      record: { wordIndex, expected, ...heard, kind: 'substitution', atMs: deciding.startMs },
    };
  }
  return { verdict: 'correct', ...heard };
}

export function judge(
  ledger: EvidenceLedger,
  words: readonly WordToken[],
  options: VerdictOptions,
): Verdicts {
  const outcomes: WordOutcome[] = [];
  const miscues: MiscueRecord[] = [];
  const corrections = new Set<Attempt>();
  const rereads: { wordIndex: number; attempt: Attempt }[] = [];
  const rules = options.unknown ?? DEFAULT_UNKNOWN_WORD_RULES;
  const runs = rules.runs ? runMiscues(ledger.unknownRuns, words) : { substituted: new Map<number, number>(), inserted: [] };

  for (const token of words) {
    const evidence = ledger.wordEvidence(token.index);
    if (!evidence) continue;
    const { attempts, omission } = evidence;
    if (attempts.length === 0 && !omission && !runs.substituted.has(token.index)) continue;
    const judged = judgeWord(token, attempts, omission, rules, runs.substituted.get(token.index));
    if (judged.record) miscues.push(judged.record);
    if (judged.extraWordAtMs !== undefined) {
      const before = Math.min(token.index + 1, words.length - 1);
      miscues.push({
        wordIndex: before,
        expected: displayWord(words[before]?.text ?? ''),
        kind: 'insertion',
        atMs: judged.extraWordAtMs,
      });
    }
    if (judged.correction) corrections.add(judged.correction);
    const first = attempts[0];
    const outcome: WordOutcome = {
      wordIndex: token.index,
      expected: displayWord(token.text),
      verdict: judged.verdict,
      readCount: attempts.length,
      ...(judged.heard !== undefined ? { heard: judged.heard } : {}),
      ...(first ? { startMs: first.startMs, endMs: first.endMs } : {}),
    };
    if (first?.pauseBeforeMs !== undefined && first.pauseBeforeMs > options.hesitationMs) {
      outcome.hesitationMs = first.pauseBeforeMs;
      miscues.push({
        wordIndex: token.index,
        expected: outcome.expected,
        kind: 'hesitation',
        atMs: first.startMs,
      });
    }
    outcomes.push(outcome);
    for (const attempt of attempts) {
      if (!attempt.reread) continue;
      // The aligner may place an unnamed word as a second reading of the word before it ("crack and
      // <unk> boulders" for "crack [extra word] boulders", "and" re-read): nothing says the word was said
      // again, but something was said there.
      if (attempt.unknown && isStrongUnknown(attempt.unknown, false, rules.insertionMinMs, rules)) {
        const before = Math.min(token.index + 1, words.length - 1);
        miscues.push({ wordIndex: before, expected: displayWord(words[before]?.text ?? ''), kind: 'insertion', atMs: attempt.startMs });
      } else {
        rereads.push({ wordIndex: token.index, attempt });
      }
    }
  }

  miscues.push(...repetitions(rereads, corrections, words), ...insertions(ledger, words, rules), ...runs.inserted);
  miscues.sort((a, b) => a.atMs - b.atMs || a.wordIndex - b.wordIndex);
  return { outcomes, miscues };
}

/** Re-read words grouped into runs (same utterance, consecutive words); one record per run. */
function repetitions(
  rereads: { wordIndex: number; attempt: Attempt }[],
  corrections: ReadonlySet<Attempt>,
  words: readonly WordToken[],
): MiscueRecord[] {
  rereads.sort((a, b) => a.attempt.startMs - b.attempt.startMs);
  const runs: { wordIndex: number; attempt: Attempt }[][] = [];
  for (const reread of rereads) {
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1];
    if (
      run &&
      last &&
      last.attempt.utterance === reread.attempt.utterance &&
      reread.wordIndex === last.wordIndex + 1
    ) {
      run.push(reread);
    } else {
      runs.push([reread]);
    }
  }
  return runs
    .filter((run) => !run.some((r) => corrections.has(r.attempt)))
    .filter((run) => run.some((r) => !isFunctionWord(words[r.wordIndex]?.norm ?? '')))
    .map((run) => ({
      wordIndex: run[0]?.wordIndex ?? 0,
      expected: run.map((r) => displayWord(words[r.wordIndex]?.text ?? '')).join(' '),
      heard: run.map((r) => r.attempt.heard).join(' '),
      kind: 'repetition' as const,
      atMs: run[0]?.attempt.startMs ?? 0,
    }));
}

/**
 * A named extra word counts when it is a content word. An unnamed one counts when it is long enough
 * and stands between two story words heard in sequence; after a sentence end it must be longer.
 */
function isFlaggedInsertion(insertion: Insertion, words: readonly WordToken[], rules: UnknownWordRules): boolean {
  const { unknown } = insertion;
  if (!unknown) return !isFunctionWord(insertion.heard) && insertion.heard.length > 1;
  const atPunctuation = TRAILING_PUNCTUATION.test(words[insertion.beforeIndex - 1]?.text ?? '');
  return isStrongUnknown(unknown, atPunctuation, rules.insertionMinMs, rules);
}

/**
 * One miscue per run of unnamed words: more of them than story words in the gap means an extra word
 * (placed before the word the reader found again); as many means a swapped word, taken to be the
 * longest unnamed word's (the recogniser's lost-footing words are short). Fewer says nothing. A name
 * the dictionary lacks is sounded out by rules that may not match how the reader says it: it may come
 * out as two unnamed words ("Aiyana and her" heard as "<unk> <unk> and her"), and is never the
 * swapped word (as with a name heard once as another word).
 */
function runMiscues(
  runs: readonly UnknownRun[],
  words: readonly WordToken[],
): { substituted: Map<number, number>; inserted: MiscueRecord[] } {
  const substituted = new Map<number, number>();
  const inserted: MiscueRecord[] = [];
  for (const run of runs) {
    const gap = run.beforeIndex - run.afterIndex - 1;
    const count = run.durationsMs.length;
    const names = words.slice(run.afterIndex + 1, run.beforeIndex).filter((w) => pronunciations(w.norm) === null).length;
    if (names > 0 && count <= gap + names) continue;
    if (count > gap) {
      inserted.push({
        wordIndex: run.beforeIndex,
        expected: displayWord(words[run.beforeIndex]?.text ?? ''),
        kind: 'insertion',
        atMs: run.startsMs[0] ?? 0,
      });
    } else if (count === gap) {
      const longest = run.durationsMs.indexOf(Math.max(...run.durationsMs));
      substituted.set(run.afterIndex + 1 + longest, run.startsMs[longest] ?? 0);
    }
  }
  return { substituted, inserted };
}

function insertions(
  ledger: EvidenceLedger,
  words: readonly WordToken[],
  rules: UnknownWordRules,
): MiscueRecord[] {
  const last = words.length - 1;
  if (last < 0) return [];
  return ledger.insertions
    .filter((insertion) => isFlaggedInsertion(insertion, words, rules))
    .map((insertion) => {
      const wordIndex = Math.min(insertion.beforeIndex, last);
      return {
        wordIndex,
        expected: displayWord(words[wordIndex]?.text ?? ''),
        ...(insertion.unknown ? {} : { heard: insertion.heard }),
        kind: 'insertion' as const,
        atMs: insertion.startMs,
      };
    });
}

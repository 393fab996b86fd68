/**
 * Everything heard about each story word, in the order it was heard: attempts (with how well they
 * matched and the pause before them), omissions, insertions and the timeline of heard words that
 * fluency is measured on. Final utterances are written into the ledger once; the current partial
 * utterance is written into a fork that is thrown away at the next update, so a revised partial is
 * never counted twice.
 */
import { isUnknownWord, type HeardWord } from '../words/heard-words';
import type { AlignedStep, UtteranceAlignment } from '../tracker/align';
import type { MatchQuality } from '../types';
import { isFunctionWord } from '../../language/function-words';

export interface Attempt {
  heard: string;
  quality: MatchQuality;
  startMs: number;
  endMs: number;
  /** The word had been attempted before. */
  reread: boolean;
  /** Silence since the previous heard word; absent at the start, after an interruption or a break. */
  pauseBeforeMs?: number;
  utterance: number;
  /** Set when the recogniser heard a word it could not name (`<unk>`) here. */
  unknown?: UnknownEvidence;
  /** The next word heard in the same utterance was the next story word, named: the reader went on in place. */
  nextInPlace?: boolean;
  /** Heard through a re-find (HeardWord.uncertain): counts as read, but is no measure of fluency. */
  uncertain?: boolean;
}

/**
 * How much an unnamed word (`<unk>`) says: its length, and how well the heard words right beside it
 * matched the story words right beside it. Absent neighbour qualities mean the neighbour was missing,
 * another unnamed word, or not the adjacent story word (the recogniser had lost its place).
 */
export interface UnknownEvidence {
  durationMs: number;
  before?: MatchQuality;
  after?: MatchQuality;
}

/**
 * Two or more unnamed words in a row between two story words heard in place (`afterIndex`, then
 * `beforeIndex`), perhaps with function words the aligner could not place among or before them: the
 * recogniser lost its footing for a moment, which in the measurements happened only around a misread word.
 */
export interface UnknownRun {
  afterIndex: number;
  beforeIndex: number;
  durationsMs: number[];
  startsMs: number[];
}

export interface WordEvidence {
  attempts: Attempt[];
  /** Passed over unread; `long` when the reader jumped (a skipped line), not a short gap. */
  omission?: { long: boolean; atMs: number };
}

export interface Insertion {
  /** The story word the extra word came before. */
  beforeIndex: number;
  heard: string;
  startMs: number;
  utterance: number;
  unknown?: UnknownEvidence;
}

/** One heard word on the session timeline: a story word read (`wordIndex`) or an inserted word. */
export interface TimedWord {
  wordIndex: number | null;
  startMs: number;
  endMs: number;
  pauseBeforeMs?: number;
}

/**
 * A word passed over counts as an omission when the reader jumped (a skipped line) or when it is a
 * content word; a short gap over a function word is more likely the recogniser missing it.
 */
export function isFlaggedOmission(omission: WordEvidence['omission'], norm: string): boolean {
  return omission !== undefined && (omission.long || !isFunctionWord(norm));
}

/** Read, rightly or wrongly, or given the benefit of the doubt: everything but a flagged omission. */
function countsAsRead(evidence: WordEvidence | undefined, norm: string): boolean {
  if (!evidence) return false;
  return evidence.attempts.length > 0 || !isFlaggedOmission(evidence.omission, norm);
}

export interface IngestContext {
  /** A silence longer than this is a break in reading (the child stepped away), not a pause in it. */
  breakMs: number;
  expectedNorm(wordIndex: number): string | undefined;
  /** A heard word that is a failed try at the expected one (sound-alike or a started word). */
  isAttemptAt(heard: string, expected: string): boolean;
  qualityOf(heard: string, expected: string): MatchQuality;
}

export class EvidenceLedger {
  private readonly evidence: (WordEvidence | undefined)[];
  private readonly owned: Set<number>;
  private insertionList: Insertion[];
  private runList: UnknownRun[];
  private timelineList: TimedWord[];
  private lastEndMs: number | undefined;
  private utterances: number;
  private readWords: number;

  constructor(totalWords: number, source?: EvidenceLedger) {
    this.evidence = source ? source.evidence.slice() : new Array<WordEvidence | undefined>(totalWords);
    this.owned = new Set();
    this.insertionList = source ? source.insertionList.slice() : [];
    this.runList = source ? source.runList.slice() : [];
    this.timelineList = source ? source.timelineList.slice() : [];
    this.lastEndMs = source?.lastEndMs;
    this.utterances = source?.utterances ?? 0;
    this.readWords = source?.readWords ?? 0;
  }

  /** A copy to write a provisional utterance into; the original is left untouched. */
  fork(): EvidenceLedger {
    return new EvidenceLedger(this.evidence.length, this);
  }

  /** The next pause is not the reader's (the companion spoke, the child talked off the text). */
  interrupt(): void {
    this.lastEndMs = undefined;
  }

  wordEvidence(wordIndex: number): WordEvidence | undefined {
    return this.evidence[wordIndex];
  }

  get totalWords(): number {
    return this.evidence.length;
  }

  /** Words with evidence that are not flagged omissions: the progress card's "words read". */
  get wordsRead(): number {
    return this.readWords;
  }

  get insertions(): readonly Insertion[] {
    return this.insertionList;
  }

  get unknownRuns(): readonly UnknownRun[] {
    return this.runList;
  }

  get timeline(): readonly TimedWord[] {
    return this.timelineList;
  }

  /** Words read only as heard through a re-find: credited, but neither their time nor they count in WCPM. */
  unmeasuredWords(): Set<number> {
    const out = new Set<number>();
    this.evidence.forEach((e, i) => {
      if (e && e.attempts.length > 0 && e.attempts.every((a) => a.uncertain === true)) out.add(i);
    });
    return out;
  }

  ingest(alignment: UtteranceAlignment, heard: readonly HeardWord[], context: IngestContext): void {
    const utterance = this.utterances;
    this.utterances += 1;
    const touched = new Set<number>();
    const touch = (wordIndex: number): WordEvidence => {
      if (!touched.has(wordIndex)) {
        touched.add(wordIndex);
        if (countsAsRead(this.evidence[wordIndex], context.expectedNorm(wordIndex) ?? ''))
          this.readWords -= 1;
      }
      return this.mutable(wordIndex);
    };
    const steps = foldRetries(alignment.steps, heard, context);
    const uncertainAt = new Set(heard.flatMap((w) => (w.uncertain ? [w.startMs] : [])));
    this.runList.push(...unknownRuns(steps, heard, alignment.anchor).filter((run) => !run.startsMs.some((ms) => uncertainAt.has(ms))));
    steps.forEach((step, stepIndex) => {
      const word = heard[step.heardIndex];
      if (!word) return;
      // Heard through a re-find: only a story word heard right is evidence (that it was read). Anything
      // else there is what the recogniser made of speech it had lost, so it is left out, with its time.
      if (word.uncertain && !(step.kind === 'read' && step.quality === 'exact' && !isUnknownWord(word.norm))) {
        this.lastEndMs = undefined;
        return;
      }
      if (word.uncertain && step.kind === 'read') {
        // Read, but not timed: a word decoded there may stretch over speech nobody heard, and the
        // silence on either side may hold story words passed over. Fluency leaves it out (unmeasured).
        this.lastEndMs = undefined;
        touch(step.wordIndex).attempts.push({
          heard: word.norm,
          quality: step.quality,
          startMs: word.startMs,
          endMs: word.endMs,
          reread: (this.evidence[step.wordIndex]?.attempts.length ?? 0) > 0,
          utterance,
          uncertain: true,
        });
        return;
      }
      const unknown = isUnknownWord(word.norm) ? unknownEvidence(steps, stepIndex, heard, word, context) : undefined;
      const silenceMs = this.lastEndMs === undefined ? undefined : Math.max(0, word.startMs - this.lastEndMs);
      const pauseBeforeMs = silenceMs !== undefined && silenceMs <= context.breakMs ? silenceMs : undefined;
      this.lastEndMs = word.endMs;
      if (step.kind === 'insert') {
        this.insertionList.push({
          beforeIndex: step.beforeIndex,
          heard: word.norm,
          startMs: word.startMs,
          utterance,
          ...(unknown ? { unknown } : {}),
        });
        this.timelineList.push({ wordIndex: null, startMs: word.startMs, endMs: word.endMs, pauseBeforeMs });
        return;
      }
      const evidence = touch(step.wordIndex);
      const next = steps[stepIndex + 1];
      const nextInPlace = isNamedRead(next, heard) && next.wordIndex === step.wordIndex + 1;
      evidence.attempts.push({
        heard: word.norm,
        quality: step.quality,
        startMs: word.startMs,
        endMs: word.endMs,
        reread: evidence.attempts.length > 0,
        pauseBeforeMs,
        utterance,
        ...(unknown ? { unknown } : {}),
        ...(nextInPlace ? { nextInPlace } : {}),
      });
      this.timelineList.push({
        wordIndex: step.wordIndex,
        startMs: word.startMs,
        endMs: word.endMs,
        pauseBeforeMs,
      });
    });
    for (const skip of alignment.skips) {
      // Words the recogniser did not hear while it had lost the reader are neither read nor left out.
      // Nor are words passed over in or right after a stretch heard through a re-find.
      const uncertain = heard[skip.heardIndex]?.uncertain === true || heard[skip.heardIndex - 1]?.uncertain === true;
      if (uncertain || afterRefound(alignment.steps, heard, skip.heardIndex)) continue;
      const atMs = heard[skip.heardIndex]?.startMs ?? 0;
      for (let index = skip.fromIndex; index < skip.toIndex; index += 1) {
        if ((this.evidence[index]?.attempts.length ?? 0) > 0) continue;
        touch(index).omission = { long: skip.long, atMs };
      }
    }
    for (const wordIndex of touched) {
      if (countsAsRead(this.evidence[wordIndex], context.expectedNorm(wordIndex) ?? '')) this.readWords += 1;
    }
  }

  private mutable(wordIndex: number): WordEvidence {
    const current = this.evidence[wordIndex];
    if (current && this.owned.has(wordIndex)) return current;
    const copy: WordEvidence = current
      ? { attempts: current.attempts.slice(), ...(current.omission ? { omission: current.omission } : {}) }
      : { attempts: [] };
    this.evidence[wordIndex] = copy;
    this.owned.add(wordIndex);
    return copy;
  }
}

function isNamedRead(step: AlignedStep | undefined, heard: readonly HeardWord[]): step is AlignedStep & { kind: 'read' } {
  return step?.kind === 'read' && step.quality !== 'far' && !isUnknownWord(heard[step.heardIndex]?.norm ?? '');
}

/** Runs at the start of an utterance are bounded on the left by the word before the anchor. */
function unknownRuns(steps: readonly AlignedStep[], heard: readonly HeardWord[], anchor: number): UnknownRun[] {
  const runs: UnknownRun[] = [];
  let at = 0;
  while (at < steps.length) {
    const isUnknownAt = (i: number): boolean => isUnknownWord(heard[steps[i]?.heardIndex ?? -1]?.norm ?? '');
    if (!isUnknownAt(at)) {
      at += 1;
      continue;
    }
    // A function word the aligner could not place may sit inside a run ("new <unk> i <unk> <unk> she"):
    // the recogniser reaching for something short while it had lost its footing.
    const isStrayFunctionWordAt = (i: number): boolean => {
      const step = steps[i];
      return step !== undefined && !isNamedRead(step, heard) && isFunctionWord(heard[step.heardIndex]?.norm ?? '');
    };
    let end = at + 1;
    while (end < steps.length && (isUnknownAt(end) || (isStrayFunctionWordAt(end) && isUnknownAt(end + 1)))) end += 1;
    let start = at;
    while (start > 0 && isStrayFunctionWordAt(start - 1)) start -= 1;
    const before = steps[start - 1];
    const after = steps[end];
    const afterIndex = start === 0 ? anchor - 1 : isNamedRead(before, heard) ? before.wordIndex : undefined;
    const unknownSteps = steps.slice(at, end).filter((_, i) => isUnknownAt(at + i));
    if (unknownSteps.length >= 2 && afterIndex !== undefined && isNamedRead(after, heard) && after.wordIndex > afterIndex) {
      const words = unknownSteps.flatMap((s) => heard.slice(s.heardIndex, s.heardIndex + 1));
      runs.push({
        afterIndex,
        beforeIndex: after.wordIndex,
        durationsMs: words.map((w) => w.endMs - w.startMs),
        startsMs: words.map((w) => w.startMs),
      });
    }
    at = end;
  }
  return runs;
}

/** The unnamed word at `steps[at]` and how its neighbours matched the story words beside its place. */
function unknownEvidence(
  steps: readonly AlignedStep[],
  at: number,
  heard: readonly HeardWord[],
  word: HeardWord,
  context: IngestContext,
): UnknownEvidence {
  const step = steps[at];
  const place = step?.kind === 'read' ? step.wordIndex : (step?.beforeIndex ?? 0);
  // In place of a story word, the unnamed word may have swallowed a short word beside it ("rock pools.
  // blanket at this" heard as "pools <unk> this"): the neighbour one further on still counts.
  const swallowed = (wordIndex: number): boolean =>
    step?.kind === 'read' && isFunctionWord(context.expectedNorm(wordIndex) ?? '');
  // A word said instead or in addition may also come out as a function word and an unnamed word ("A
  // pencil tiny" heard as "a the <unk> tiny", "said candle." as "said and <unk>", "bicycle" as "i
  // <unk>"): the story word beyond that extra function word is the neighbour, and the function word's
  // sound is part of the unnamed word's.
  const extraFunctionWord = (i: number): boolean => {
    const other = steps[i];
    return step !== undefined && other?.kind === 'insert' && isFunctionWord(heard[other.heardIndex]?.norm ?? '');
  };
  // Or the reader, after the extra word, said the word before it again ("paper and blanket and two"):
  // the story word after that repeat is the neighbour.
  const repeatAfter = (i: number): boolean => {
    const other = steps[i];
    return step?.kind === 'insert' && other?.kind === 'read' && other.wordIndex === place - 1;
  };
  const neighbour = (offset: -1 | 1, wordIndex: number): MatchQuality | undefined => {
    const skipOne = extraFunctionWord(at + offset) || (offset === 1 && repeatAfter(at + offset));
    const other = steps[skipOne ? at + 2 * offset : at + offset];
    const beyond = wordIndex + offset;
    const adjacent = other?.kind === 'read' && (other.wordIndex === wordIndex || (other.wordIndex === beyond && swallowed(wordIndex)));
    if (other?.kind !== 'read' || !adjacent) return undefined;
    if (isUnknownWord(heard[other.heardIndex]?.norm ?? '')) return undefined;
    return other.quality;
  };
  const before = neighbour(-1, place - 1);
  const after = neighbour(1, step?.kind === 'read' ? place + 1 : place);
  const startMs = extraFunctionWord(at - 1) ? (heard[steps[at - 1]?.heardIndex ?? -1]?.startMs ?? word.startMs) : word.startMs;
  const endMs = extraFunctionWord(at + 1) ? (heard[steps[at + 1]?.heardIndex ?? -1]?.endMs ?? word.endMs) : word.endMs;
  return {
    durationMs: endMs - startMs,
    ...(before ? { before } : {}),
    ...(after ? { after } : {}),
  };
}

/**
 * "the dig… dog": the aligner keeps "dig" as an extra word before "dog". When the extra word sounds
 * like, or starts like, the word read right after it, it was a first try at that word.
 */
function foldRetries(
  steps: readonly AlignedStep[],
  heard: readonly HeardWord[],
  context: IngestContext,
): AlignedStep[] {
  return steps.map((step, i) => {
    const next = steps[i + 1];
    if (step.kind !== 'insert' || next?.kind !== 'read' || next.quality !== 'exact') return step;
    if (next.wordIndex !== step.beforeIndex) return step;
    const expected = context.expectedNorm(next.wordIndex);
    const said = heard[step.heardIndex]?.norm;
    if (expected === undefined || said === undefined || isUnknownWord(said)) return step;
    if (!context.isAttemptAt(said, expected)) return step;
    return {
      kind: 'read',
      heardIndex: step.heardIndex,
      wordIndex: next.wordIndex,
      quality: context.qualityOf(said, expected),
    };
  });
}

/**
 * Whether the recogniser re-found a lost reader between the last story word read before heard word
 * `heardIndex` and that word: a skip there is the stretch it did not hear, not words left out.
 */
function afterRefound(steps: readonly AlignedStep[], heard: readonly HeardWord[], heardIndex: number): boolean {
  const readBefore = steps.findLast((s) => s.kind === 'read' && s.heardIndex < heardIndex)?.heardIndex ?? -1;
  return heard.slice(readBefore + 1, heardIndex + 1).some((w) => w.refound === true);
}

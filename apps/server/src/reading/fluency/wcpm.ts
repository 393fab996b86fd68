/**
 * Words correct per minute, accuracy and pauses, per session and per page.
 *
 * - Words correct: verdict correct or self-correction (ORF scoring counts self-corrections as correct);
 *   errors: substitutions and omissions. Insertions and repetitions are not errors but their time counts.
 * - Reading time: the duration of every heard word on the timeline (re-reads and extra words included)
 *   plus the pause before it, each pause counted up to `maxCountedPauseMs` (3 s: after that an ORF
 *   examiner would have supplied the word). Pauses across an interruption (the companion speaking, the
 *   child talking off the text) do not count. A pause belongs to the page of the word after it.
 *   Heard words after the last story word read do not count either: nothing was scored for that time
 *   (a recogniser that lost its place emits a run of unnamed words until the turn ends).
 * - WCPM is null until at least one second of reading was heard; `reliable` says whether the session
 *   reached the one minute an ORF reading lasts.
 */
import type { WordToken } from '@shared';
import type { WordOutcome } from '../types';
import type { TimedWord } from '../miscues/evidence-ledger';
import { endsSentence } from '../words/display';
import type { PageSpan } from './pages';

export interface FluencyOptions {
  maxCountedPauseMs: number;
  /** Silences at least this long count as pauses. */
  pauseMs: number;
  hesitationMs: number;
  minReliableMs: number;
}

export const DEFAULT_FLUENCY_OPTIONS: FluencyOptions = {
  maxCountedPauseMs: 3000,
  pauseMs: 1000,
  hesitationMs: 3000,
  minReliableMs: 60_000,
};

export interface FluencyMeasure {
  wordsAttempted: number;
  wordsCorrect: number;
  errors: number;
  readingMs: number;
  wcpm: number | null;
  /** Words correct ÷ words attempted, 0–100; null before any word. */
  accuracyPercentage: number | null;
}

export interface PageFluency extends FluencyMeasure {
  page: number;
  paragraph: number;
  startIndex: number;
  endIndex: number;
  /** Every word of the page has a verdict. */
  complete: boolean;
}

export interface PauseSummary {
  count: number;
  totalMs: number;
  longestMs: number;
  /** Pauses not after the end of a sentence: the ones that break up reading. */
  midSentenceCount: number;
  /** Pauses longer than the hesitation threshold. */
  hesitationCount: number;
}

export interface FluencyReport {
  session: FluencyMeasure;
  pages: PageFluency[];
  pauses: PauseSummary;
  reliable: boolean;
}

export interface FluencyInput {
  words: readonly WordToken[];
  outcomes: readonly WordOutcome[];
  timeline: readonly TimedWord[];
  pages: readonly PageSpan[];
  /** Words credited as read but with no trustworthy time (heard through a re-find): left out of both words and time. */
  unmeasured?: ReadonlySet<number>;
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

function measure(outcomes: readonly WordOutcome[], readingMs: number): FluencyMeasure {
  let wordsCorrect = 0;
  let errors = 0;
  for (const outcome of outcomes) {
    if (outcome.verdict === 'correct' || outcome.verdict === 'self_correction') wordsCorrect += 1;
    else errors += 1;
  }
  const wordsAttempted = outcomes.length;
  return {
    wordsAttempted,
    wordsCorrect,
    errors,
    readingMs,
    wcpm: readingMs >= 1000 && wordsAttempted > 0 ? round1(wordsCorrect / (readingMs / 60_000)) : null,
    accuracyPercentage: wordsAttempted > 0 ? round1((100 * wordsCorrect) / wordsAttempted) : null,
  };
}

export function computeFluency(
  input: FluencyInput,
  options: FluencyOptions = DEFAULT_FLUENCY_OPTIONS,
): FluencyReport {
  const pageOf = new Int32Array(input.words.length);
  for (const page of input.pages) pageOf.fill(page.page, page.startIndex, page.endIndex);
  const pageMs = new Float64Array(input.pages.length);
  const pauses: PauseSummary = {
    count: 0,
    totalMs: 0,
    longestMs: 0,
    midSentenceCount: 0,
    hesitationCount: 0,
  };

  let readingMs = 0;
  let lastWordIndex: number | null = null;
  const lastStoryWord = input.timeline.findLastIndex((heard) => heard.wordIndex !== null);
  for (const heard of input.timeline.slice(0, lastStoryWord + 1)) {
    const pauseMs = heard.pauseBeforeMs ?? 0;
    const spentMs = Math.max(0, heard.endMs - heard.startMs) + Math.min(pauseMs, options.maxCountedPauseMs);
    readingMs += spentMs;
    const pageIndexOf: number = heard.wordIndex ?? lastWordIndex ?? 0;
    const page = pageOf[pageIndexOf] ?? 0;
    if (page < pageMs.length) pageMs[page] = (pageMs[page] ?? 0) + spentMs;
    if (pauseMs >= options.pauseMs) {
      pauses.count += 1;
      pauses.totalMs += pauseMs;
      pauses.longestMs = Math.max(pauses.longestMs, pauseMs);
      if (pauseMs > options.hesitationMs) pauses.hesitationCount += 1;
      const before = lastWordIndex === null ? undefined : input.words[lastWordIndex];
      if (before && !endsSentence(before.text)) pauses.midSentenceCount += 1;
    }
    if (heard.wordIndex !== null) lastWordIndex = heard.wordIndex;
  }

  const outcomes = input.unmeasured ? input.outcomes.filter((o) => !input.unmeasured?.has(o.wordIndex)) : input.outcomes;
  const pages = input.pages.map((page): PageFluency => {
    const onPage = outcomes.filter(
      (o) => o.wordIndex >= page.startIndex && o.wordIndex < page.endIndex,
    );
    return {
      ...measure(onPage, pageMs[page.page] ?? 0),
      page: page.page,
      paragraph: page.paragraph,
      startIndex: page.startIndex,
      endIndex: page.endIndex,
      complete: input.outcomes.filter((o) => o.wordIndex >= page.startIndex && o.wordIndex < page.endIndex).length === page.endIndex - page.startIndex,
    };
  });
  return {
    session: measure(outcomes, readingMs),
    pages,
    pauses,
    reliable: readingMs >= options.minReliableMs,
  };
}

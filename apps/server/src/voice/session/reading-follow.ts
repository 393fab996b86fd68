/**
 * Follows the child's reading of the open story for one voice session: feeds recogniser hypotheses to
 * the reading tracker, says when the highlighted word moved, and keeps the tracker's state in the
 * database. The state saved is the list of final hypotheses: replaying them rebuilds the tracker
 * exactly, on this instance after a reconnect or on another one.
 */
import type { Logger } from 'pino';
import { tokenizeStory, type ReadingProgressEvent } from '@shared';
import type { Repositories } from '../../db/repositories';
import { ReadingTracker, newCoachableMiscues, readingProgressEvent, gradeForAge, seasonFor } from '../../reading';
import type { Hypothesis, TrackerUpdate } from '../../reading';
import type { RefindWindow } from '../providers/local/recognizer/types';

/** The child tapped the word they were on (reading.set_position): replayed in order with the finals. */
interface Tap {
  tappedWordIndex: number;
}
type Step = Hypothesis | Tap;
const isTap = (step: Step): step is Tap => typeof (step as Tap).tappedWordIndex === 'number';

interface Snapshot {
  version: 1;
  /** Final hypotheses and taps, in the order they happened. */
  finals: Step[];
  /**
   * The turn being read when the state was saved, as heard so far: a dropped socket, a restart or a
   * crash mid-turn (reading mode waits 4 s of silence to end one) would otherwise lose its words.
   */
  inTurn?: Hypothesis | null;
}

/** A turn in progress is saved once the highlight moved this many words, or this long after the last save. */
const CHECKPOINT_WORDS = 3;
const CHECKPOINT_MS = 2000;

const GRAMMAR_SPAN_WORDS = 20;
/** Move the grammar on while the reader is still this many words from the end of its span. */
const GRAMMAR_LOOKAHEAD_WORDS = 8;
/** How far before the reader's word a span may begin at the start of an utterance: readers restart sentences. */
const GRAMMAR_BACK_WORDS = 6;
/**
 * Mid-utterance, the span begins a little before the highlighted word (the decoder re-decodes the
 * last word it heard under the new span) and the reader may be found up to a few words past it: by the
 * time the new grammar is in place the reader has read on.
 */
const AHEAD_BACK_WORDS = 3;
const AHEAD_LAG_WORDS = 3;

/** Sentences before and after the reader's a lost reader is looked for in (stall-recovery.ts). */
const REFIND_BACK_SENTENCES = 2;
const REFIND_AHEAD_SENTENCES = 6;

/** Story words for the reading grammar, and where in them the reader is expected to carry on. */
export interface ListeningWords {
  words: string[];
  resumeAt: number;
  lagWords?: number;
  /** The sentences around the reader, where the recogniser looks for a reader it lost. */
  window?: RefindWindow;
}

function isSnapshot(value: unknown): value is Snapshot {
  return typeof value === 'object' && value !== null && (value as Snapshot).version === 1 && Array.isArray((value as Snapshot).finals);
}

export class ReadingFollow {
  private readonly finals: Step[] = [];
  /** End (exclusive) of the story span the recogniser's grammar covers now, and of its re-find window. */
  private grammarSpanEnd = 0;
  private windowEnd = 0;
  private saving: Promise<void> = Promise.resolve();
  private inTurn: Hypothesis | null = null;
  private checkpoint = { wordIndex: 0, atMs: 0 };
  /** The furthest place of this reading: a tap back does not shorten the teacher's running record. */
  private reachedWords = 0;
  /**
   * After a tap mid-turn, the rest of the turn's hypotheses still hold the words heard before it: those
   * (starting before `tapCutMs`, the end of the last word heard then) were already counted.
   */
  private tapCutMs: number | null = null;
  /** End of the last word any hypothesis of the turn in progress held (matched or not). */
  private turnHeardUntilMs = -Infinity;
  /** Misreadings already handed to the companion, so none is counted twice. */
  private readonly reportedMiscues = new Set<string>();

  private constructor(
    readonly storyId: string,
    readonly storyTitle: string,
    readonly content: string,
    readonly tracker: ReadingTracker,
    private readonly conversationId: string,
    private readonly age: number,
    private readonly repos: Repositories,
    private readonly logger: Logger,
  ) {}

  /** Opens the story; resumes from the saved state when the conversation was already reading it. */
  static async open(opts: {
    conversationId: string;
    age: number;
    story: { id: string; title: string; content: string };
    repos: Repositories;
    logger: Logger;
  }): Promise<ReadingFollow> {
    const tracker = new ReadingTracker(opts.story.content);
    const follow = new ReadingFollow(
      opts.story.id,
      opts.story.title,
      opts.story.content,
      tracker,
      opts.conversationId,
      opts.age,
      opts.repos,
      opts.logger,
    );
    const saved = await opts.repos.reading.getSession(opts.conversationId);
    if (saved && saved.story_id === opts.story.id && isSnapshot(saved.snapshot)) {
      // A turn cut off mid-way counts as ended where it was cut.
      const cut = saved.snapshot.inTurn ? [{ ...saved.snapshot.inTurn, final: true }] : [];
      for (const step of [...saved.snapshot.finals, ...cut]) {
        if (isTap(step)) tracker.moveTo(step.tappedWordIndex);
        else tracker.update(step);
        follow.finals.push(step);
      }
      follow.checkpoint.wordIndex = tracker.currentWordIndex;
      follow.resumedAtWord = tracker.currentWordIndex;
    }
    return follow;
  }

  /** Where a reading restored from the database stood when it was opened; 0 for a fresh reading. */
  resumedAtWord = 0;

  /** The story words from the highlight on, as written without punctuation: what a child looks for. */
  wordsAt(index: number, count: number): string {
    return tokenizeStory(this.content)
      .words.slice(index, index + count)
      .map((w) => w.text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
      .join(' ');
  }

  progressEvent(): ReadingProgressEvent {
    return readingProgressEvent(this.conversationId, this.tracker);
  }

  /** The words the reading grammar should cover at the start of the next utterance. */
  expectedWords(): ListeningWords {
    const span = this.tracker.listeningSpan(this.tracker.committedWordIndex, GRAMMAR_SPAN_WORDS, { maxWords: GRAMMAR_BACK_WORDS });
    this.grammarSpanEnd = span.endIndex;
    return { words: span.words.map((w) => w.norm), resumeAt: span.resumeIndex - span.startIndex, window: this.windowAround(span.resumeIndex) };
  }

  /** The sentences around story word `wordIndex`, with where each begins and where the reader is. */
  private windowAround(wordIndex: number): RefindWindow {
    const sentences = this.tracker.sentenceSpans();
    const at = Math.max(0, sentences.findIndex((s) => wordIndex < s.endIndex));
    const first = sentences[Math.max(0, at - REFIND_BACK_SENTENCES)];
    const last = sentences[Math.min(sentences.length - 1, at + REFIND_AHEAD_SENTENCES)];
    const startIndex = first?.startIndex ?? 0;
    const endIndex = last?.endIndex ?? 0;
    this.windowEnd = endIndex;
    const words = this.tracker.story.words.slice(startIndex, endIndex);
    const starts = sentences.filter((s) => s.startIndex >= startIndex && s.startIndex < endIndex).map((s) => s.startIndex - startIndex);
    return { words: words.map((w) => w.norm), starts, at: Math.min(Math.max(0, wordIndex - startIndex), words.length) };
  }

  /**
   * A long turn (reading mode waits 4 s of silence) can read past the grammar's span: once the
   * highlight nears its end, the next span is taken around the highlighted word, so the reader finds
   * their next words in it wherever in a sentence they are.
   */
  nextWordsAhead(): ListeningWords | null {
    // The recogniser hears only the span's words and, once it lost the reader, its window's: a
    // highlight past those came from words the tracker placed too far on.
    const current = Math.min(this.tracker.currentWordIndex, Math.max(this.grammarSpanEnd, this.windowEnd));
    if (current >= this.tracker.totalWords || this.grammarSpanEnd - current > GRAMMAR_LOOKAHEAD_WORDS) return null;
    const span = this.tracker.listeningSpan(current, GRAMMAR_SPAN_WORDS, { maxWords: AHEAD_BACK_WORDS, minWords: AHEAD_BACK_WORDS });
    if (span.endIndex <= this.grammarSpanEnd) return null;
    this.grammarSpanEnd = span.endIndex;
    const window = this.windowAround(span.resumeIndex);
    return { words: span.words.map((w) => w.norm), resumeAt: span.resumeIndex - span.startIndex, lagWords: AHEAD_LAG_WORDS, window };
  }

  update(heard: Hypothesis): TrackerUpdate {
    const cut = this.tapCutMs;
    const hypothesis = cut === null ? heard : { ...heard, words: heard.words.filter((w) => w.startMs >= cut) };
    if (heard.final) this.tapCutMs = null;
    this.turnHeardUntilMs = heard.final ? -Infinity : Math.max(this.turnHeardUntilMs, ...heard.words.map((w) => w.endMs));
    const result = this.tracker.update(hypothesis);
    if (hypothesis.final) {
      this.finals.push(hypothesis);
      this.inTurn = null;
      this.save();
    } else if (result.moved) {
      this.inTurn = hypothesis;
      const now = Date.now();
      const words = this.tracker.currentWordIndex - this.checkpoint.wordIndex;
      if (words >= CHECKPOINT_WORDS || (words > 0 && now - this.checkpoint.atMs >= CHECKPOINT_MS)) this.save();
    }
    return result;
  }

  /**
   * The child tapped the word they are on: what the turn so far heard counts as a turn ended here (as a
   * turn cut off by a dropped socket does), then the tracker carries on from the tapped word.
   */
  moveTo(wordIndex: number): TrackerUpdate {
    const inTurn = this.inTurn;
    if (inTurn) {
      this.tracker.update({ ...inTurn, final: true });
      this.finals.push({ ...inTurn, final: true });
      this.inTurn = null;
    }
    if (Number.isFinite(this.turnHeardUntilMs)) this.tapCutMs = this.turnHeardUntilMs;
    const result = this.tracker.moveTo(wordIndex);
    this.finals.push({ tappedWordIndex: result.currentWordIndex });
    this.save();
    return result;
  }

  get completionPercentage(): number {
    return this.tracker.progress().completion_percentage;
  }

  /** The sentence around the current word (for "read it again"). */
  currentSentence(): string | null {
    const { words } = this.tracker.expectedSpan(GRAMMAR_SPAN_WORDS);
    return words.length > 0 ? words.map((w) => w.text).join(' ') : null;
  }

  /**
   * Content words misread since the companion was last told (see reading/miscues/coachable.ts): the
   * coach's evidence, each misreading once.
   */
  newMiscuedWords(): string[] {
    return newCoachableMiscues(this.tracker.miscues(), this.tracker.outcomes(), this.reportedMiscues);
  }

  private save(): void {
    this.checkpoint = { wordIndex: this.tracker.currentWordIndex, atMs: Date.now() };
    const inTurn = this.inTurn;
    const finals = [...this.finals];
    const progress = this.tracker.progress();
    const fluency = this.tracker.fluency({ grade: gradeForAge(this.age), season: seasonFor(new Date()) });
    const miscues = this.tracker.miscues();
    // The teacher's completion is the share of the story heard read, not how far the highlight went:
    // a tap to the last page, or lines the recogniser lost, are no reading.
    this.reachedWords = Math.max(this.reachedWords, progress.current_word_index);
    const readPercent = progress.total_words > 0 ? Math.round((1000 * progress.words_read) / progress.total_words) / 10 : 0;
    this.saving = this.saving
      .then(async () => {
        await this.repos.reading.saveSession({
          conversation_id: this.conversationId,
          story_id: this.storyId,
          snapshot: { version: 1, finals, inTurn } satisfies Snapshot,
          current_word_index: progress.current_word_index,
          total_words: progress.total_words,
          words_read: progress.words_read,
          completion_percentage: progress.completion_percentage,
          wcpm: fluency.session.wcpm,
          accuracy_rate: fluency.session.accuracyPercentage,
        });
        // The teacher's figures: kept per story after the live state above is cleared.
        await this.repos.reading.saveRecord({
          conversation_id: this.conversationId,
          story_id: this.storyId,
          story_title: this.storyTitle,
          total_words: progress.total_words,
          words_read: fluency.session.wordsAttempted,
          correct_words: fluency.session.wordsCorrect,
          completion_percentage: readPercent,
          reached_words: this.reachedWords,
          wcpm: fluency.session.wcpm,
          accuracy_rate: fluency.session.accuracyPercentage,
        });
        await this.repos.reading.replaceOutcomes(
          this.conversationId,
          this.storyId,
          miscues.map((m) => ({
            conversation_id: this.conversationId,
            story_id: this.storyId,
            word_index: m.wordIndex,
            expected: m.expected,
            heard: m.heard ?? null,
            kind: m.kind,
            at_ms: Math.round(m.atMs),
          })),
        );
        await this.repos.conversations.update(this.conversationId, {
          completion_rate: readPercent,
          last_activity_at: new Date().toISOString(),
        });
      })
      .catch((error: unknown) => this.logger.error({ err: error, conversationId: this.conversationId }, 'could not save reading progress'));
  }

  async flush(): Promise<void> {
    await this.saving;
  }
}

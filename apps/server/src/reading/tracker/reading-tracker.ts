/**
 * Follows one child reading one story from the recogniser's hypotheses.
 *
 * Positions: the *committed* position is the first word no final utterance has passed; every utterance
 * is aligned from it (align.ts). The *current word* shown to the child is the furthest point any
 * hypothesis reached and never moves back, so a revised partial or a re-read never pulls the highlight
 * backwards. Evidence from finals is kept (evidence-ledger.ts); the current partial's evidence is
 * recomputed from scratch at every update and replaced, never added.
 *
 * Unmatched words at the end of a final utterance ("…a quiet bicycle" where "forest" was due) are
 * not committed as extra words: they are put in front of the next utterance, whose words show whether
 * they replaced the next word or were extra. The highlight does not move for them meanwhile.
 *
 * An utterance of three or more named words of which under 40% match the story is the child talking,
 * not reading (a question to the companion): it is ignored and breaks the pause clock. Words the
 * recogniser could not name (`<unk>`) are kept as evidence (miscues/verdicts.ts) but not counted there.
 */
import { tokenizeStory, type TokenizedStory, type WordToken } from '@shared';
import { partialReach } from './partial-reach';
import { heardWords, type HeardWord } from '../words/heard-words';
import { isFunctionWord } from '../../language/function-words';
import { displayWord } from '../words/display';
import { syllablesOf } from '../../language/syllables';
import { NEAR_MATCH_MAX_DISTANCE, matchQuality, soundDistance } from '../../language/sound-alike';
import { EvidenceLedger, type IngestContext } from '../miscues/evidence-ledger';
import { DEFAULT_UNKNOWN_WORD_RULES, judge, type UnknownWordRules, type Verdicts } from '../miscues/verdicts';
import { computeFluency, DEFAULT_FLUENCY_OPTIONS, type FluencyReport } from '../fluency/wcpm';
import { paginate, DEFAULT_MAX_PAGE_WORDS, type PageSpan } from '../fluency/pages';
import { standingFor, type FluencyStanding } from '../fluency/standing';
import type { Season } from '../fluency/orf-norms';
import {
  alignUtterance,
  DEFAULT_ALIGNMENT_COSTS,
  type AlignmentCosts,
  type UtteranceAlignment,
} from './align';
import { MatchTable } from './match-table';
import { isReading, jumpsAreBorneOut, splitTrailing } from './utterance-checks';
import { listeningSpanAt, spanFrom, splitSentences, type ListeningSpan, type WordSpan } from './sentences';
import {
  BREAK_PAUSE_MS,
  HEARD_UNKNOWN_WORD_MIN_MS,
  HESITATION_PAUSE_MS,
  REREAD_WINDOW_WORDS,
  RETRY_MAX_SOUND_DISTANCE_RATIO,
  SKIP_WINDOW_WORDS,
} from '../tuning';
import type {
  Hypothesis,
  MiscueRecord,
  NextWord,
  ReadingContext,
  ReadingProgress,
  RecognizedWord,
  TrackerUpdate,
  WordOutcome,
} from '../types';

export interface ReadingTrackerOptions {
  /** Words shown on each side of the current word. Default 5. */
  contextWords?: number;
  /** A pause longer than this before a word is a hesitation. Default HESITATION_PAUSE_MS. */
  hesitationMs?: number;
  /** A silence longer than this is a break, not a pause: no hesitation, no reading time. Default BREAK_PAUSE_MS. */
  breakMs?: number;
  /** Normalised phone distance up to which two words are sound-alikes. Default 0.34. */
  nearMatchMaxDistance?: number;
  /** How far back a re-read is looked for. Default REREAD_WINDOW_WORDS. */
  rereadWindowWords?: number;
  /** How far ahead a skip is looked for, beyond the utterance's own length. Default SKIP_WINDOW_WORDS. */
  skipWindowWords?: number;
  maxPageWords?: number;
  costs?: Partial<AlignmentCosts>;
  /**
   * Words the recogniser could not name (`<unk>`) at least this long are evidence of a word read in
   * place of, or in addition to, the story's; shorter ones are breaths and clicks. Default
   * HEARD_UNKNOWN_WORD_MIN_MS (the miscue rules ask more of one between two words read right).
   */
  unknownWordMinMs?: number;
  /** When an unnamed word flags a substitution or an insertion (miscues/verdicts.ts). */
  unknownWordRules?: Partial<UnknownWordRules>;
}

export interface ExpectedSpan extends WordSpan {
  words: WordToken[];
}

export interface ListeningWords extends ListeningSpan {
  words: WordToken[];
}

export interface FluencyWithStanding extends FluencyReport {
  standing: FluencyStanding | null;
}

export class ReadingTracker {
  readonly story: TokenizedStory;
  readonly pages: readonly PageSpan[];
  private readonly words: readonly WordToken[];
  private readonly table: MatchTable;
  /** 1 where the story word is a function word (alignment tie-breaks). */
  private readonly functionWords: Uint8Array;
  private readonly sentences: readonly WordSpan[];
  private readonly settings: Required<Omit<ReadingTrackerOptions, 'costs' | 'unknownWordRules'>> & {
    costs: AlignmentCosts;
    unknownWordRules: UnknownWordRules;
  };
  private readonly ingestContext: IngestContext;
  private readonly committed: EvidenceLedger;
  private provisional: EvidenceLedger | null = null;
  private committedIndex = 0;
  /** Unmatched words that ended the last utterance, judged again with the next one. */
  private carried: HeardWord[] = [];
  private shownIndex = 0;
  private cached: Verdicts | null = null;
  /**
   * The last partial hypothesis and whether it was reading. The recogniser sends a partial per write and
   * about half repeat the one before word for word; aligning them again would change nothing.
   */
  private lastPartial: { words: readonly RecognizedWord[]; reading: boolean } | null = null;

  constructor(storyContent: string, options: ReadingTrackerOptions = {}) {
    this.story = tokenizeStory(storyContent);
    this.words = this.story.words;
    this.settings = {
      contextWords: options.contextWords ?? 5,
      hesitationMs: options.hesitationMs ?? HESITATION_PAUSE_MS,
      breakMs: options.breakMs ?? BREAK_PAUSE_MS,
      nearMatchMaxDistance: options.nearMatchMaxDistance ?? NEAR_MATCH_MAX_DISTANCE,
      rereadWindowWords: options.rereadWindowWords ?? REREAD_WINDOW_WORDS,
      skipWindowWords: options.skipWindowWords ?? SKIP_WINDOW_WORDS,
      maxPageWords: options.maxPageWords ?? DEFAULT_MAX_PAGE_WORDS,
      costs: { ...DEFAULT_ALIGNMENT_COSTS, ...options.costs },
      unknownWordMinMs: options.unknownWordMinMs ?? HEARD_UNKNOWN_WORD_MIN_MS,
      unknownWordRules: { ...DEFAULT_UNKNOWN_WORD_RULES, ...options.unknownWordRules },
    };
    this.table = new MatchTable(
      this.words.map((w) => w.norm),
      this.settings.nearMatchMaxDistance,
    );
    this.functionWords = Uint8Array.from(this.words, (w) => (isFunctionWord(w.norm) ? 1 : 0));
    this.sentences = splitSentences(this.words);
    this.pages = paginate(this.story, this.settings.maxPageWords);
    this.committed = new EvidenceLedger(this.words.length);
    const near = this.settings.nearMatchMaxDistance;
    this.ingestContext = {
      breakMs: this.settings.breakMs,
      expectedNorm: (i) => this.words[i]?.norm,
      isAttemptAt: (heard, expected) =>
        (heard.length >= 2 && expected.startsWith(heard)) ||
        soundDistance(heard, expected) <= RETRY_MAX_SOUND_DISTANCE_RATIO,
      qualityOf: (heard, expected) => matchQuality(heard, expected, near),
    };
  }

  get totalWords(): number {
    return this.words.length;
  }

  /** The word the child is on (yellow in the reader); equals `totalWords` at the end. */
  get currentWordIndex(): number {
    return this.shownIndex;
  }

  update(hypothesis: Hypothesis): TrackerUpdate {
    const previousWordIndex = this.shownIndex;
    const repeated = this.lastPartial;
    if (!hypothesis.final && repeated && sameWords(repeated.words, hypothesis.words)) {
      return { moved: false, reading: repeated.reading, previousWordIndex, currentWordIndex: this.shownIndex, completionPercentage: this.completion(), final: false };
    }
    const heard = [
      ...this.carried,
      ...heardWords(hypothesis.words, { keepUnknownMinMs: this.settings.unknownWordMinMs }),
    ];
    const align = (costs: AlignmentCosts): UtteranceAlignment =>
      alignUtterance(heard, this.committedIndex, this.words.length, (w) => this.table.codesFor(w), {
        costs,
        rereadWindowWords: this.settings.rereadWindowWords,
        skipWindowWords: this.settings.skipWindowWords,
        isFunctionWord: (wordIndex) => this.functionWords[wordIndex] === 1,
      });
    let alignment = align(this.settings.costs);
    if (!jumpsAreBorneOut(alignment, heard, this.words)) alignment = align({ ...this.settings.costs, jump: -Infinity });
    const reading = isReading(alignment, heard);
    if (hypothesis.final) {
      this.provisional = null;
      this.carried = [];
      if (reading) {
        const { kept, carried } = splitTrailing(alignment, heard, this.words, (said, expected) => this.ingestContext.qualityOf(said, expected));
        this.carried = carried;
        this.committed.ingest(kept, heard, this.ingestContext);
        this.committedIndex = Math.max(this.committedIndex, kept.endIndex);
      } else {
        this.committed.interrupt();
      }
    } else if (reading) {
      const fork = this.committed.fork();
      fork.ingest(alignment, heard, this.ingestContext);
      this.provisional = fork;
    } else {
      this.provisional = null;
    }
    const reach = hypothesis.final ? alignment.endIndex : partialReach(alignment, (i) => this.functionWords[i] === 1);
    if (reading) this.shownIndex = Math.max(this.shownIndex, reach, this.committedIndex);
    this.cached = null;
    this.lastPartial = hypothesis.final ? null : { words: hypothesis.words.map((w) => ({ ...w })), reading };
    return {
      moved: this.shownIndex > previousWordIndex,
      reading,
      previousWordIndex,
      currentWordIndex: this.shownIndex,
      completionPercentage: this.completion(),
      final: hypothesis.final,
    };
  }

  /**
   * The child showed where they are (tapped a word): the highlight goes there, back or on, and the next
   * utterance is aligned from it. Words passed over keep no evidence, so they count neither as read nor
   * as left out; the pause before the next word is not a hesitation.
   */
  moveTo(wordIndex: number): TrackerUpdate {
    const previousWordIndex = this.shownIndex;
    const index = Math.max(0, Math.min(this.words.length, Math.floor(wordIndex)));
    this.committedIndex = index;
    this.shownIndex = index;
    this.markInterruption();
    this.provisional = null;
    this.cached = null;
    this.lastPartial = null;
    return {
      moved: index > previousWordIndex,
      reading: false,
      previousWordIndex,
      currentWordIndex: index,
      completionPercentage: this.completion(),
      final: true,
    };
  }

  /** The next pause is not the reader's: call when the companion speaks or the session pauses. */
  markInterruption(): void {
    this.lastPartial = null;
    this.carried = [];
    this.committed.interrupt();
    this.provisional?.interrupt();
  }

  progress(): ReadingProgress {
    return {
      current_word_index: this.shownIndex,
      total_words: this.words.length,
      completion_percentage: this.completion(),
      words_read: this.ledger().wordsRead,
    };
  }

  nextWord(): NextWord {
    const index = this.shownIndex;
    const token = this.words[index];
    const shown = token ? displayWord(token.text) : null;
    const k = this.settings.contextWords;
    return {
      next_word: shown,
      syllables: shown ? syllablesOf(shown) : [],
      word_index: index,
      completion_percentage: this.completion(),
      context_before: this.text(index - k, index),
      context_after: this.text(index + 1, index + 1 + k),
    };
  }

  /** The last words read (oldest first) and the words after the current one, as written. */
  context(): ReadingContext {
    const index = this.shownIndex;
    const k = this.settings.contextWords;
    return { previous: this.slice(index - k, index), upcoming: this.slice(index + 1, index + 1 + k) };
  }

  /**
   * The words the recogniser's reading grammar should cover for the next utterance: whole sentences
   * from the one holding the committed position (readers often restart a sentence), up to `maxWords`.
   */
  expectedSpan(maxWords: number): ExpectedSpan {
    const span = spanFrom(this.sentences, this.committedIndex, maxWords);
    return { ...span, words: this.words.slice(span.startIndex, span.endIndex) };
  }

  /** The first word no final utterance has passed: where the next utterance is aligned from. */
  get committedWordIndex(): number {
    return this.committedIndex;
  }

  /**
   * The words the recogniser should listen for with the reader at `wordIndex`: the committed position
   * at the start of an utterance, or near the highlighted word when a long utterance is about to run
   * past the words it was listening for. See `listeningSpanAt`.
   */
  listeningSpan(wordIndex: number, maxWords: number, back: { maxWords: number; minWords?: number }): ListeningWords {
    const span = listeningSpanAt(this.sentences, wordIndex, maxWords, back.maxWords, back.minWords);
    return { ...span, words: this.words.slice(span.startIndex, span.endIndex) };
  }

  /** Sentence spans of the story, for building and caching grammars ahead of the reader. */
  sentenceSpans(): readonly WordSpan[] {
    return this.sentences;
  }

  outcomes(): WordOutcome[] {
    return this.verdicts().outcomes;
  }

  miscues(): MiscueRecord[] {
    return this.verdicts().miscues;
  }

  /** Fluency so far; with a grade and season, the standing against the Hasbrouck & Tindal norms. */
  fluency(norms?: { grade: number; season: Season }): FluencyWithStanding {
    const report = computeFluency(
      { words: this.words, outcomes: this.outcomes(), timeline: this.ledger().timeline, pages: this.pages, unmeasured: this.ledger().unmeasuredWords() },
      { ...DEFAULT_FLUENCY_OPTIONS, hesitationMs: this.settings.hesitationMs },
    );
    const wcpm = report.session.wcpm;
    const standing = norms && wcpm !== null ? standingFor(wcpm, norms.grade, norms.season) : null;
    return { ...report, standing };
  }

  private ledger(): EvidenceLedger {
    return this.provisional ?? this.committed;
  }

  private verdicts(): Verdicts {
    this.cached ??= judge(this.ledger(), this.words, {
      hesitationMs: this.settings.hesitationMs,
      unknown: this.settings.unknownWordRules,
    });
    return this.cached;
  }

  private completion(): number {
    if (this.words.length === 0) return 0;
    return Math.round((1000 * this.shownIndex) / this.words.length) / 10;
  }

  private slice(from: number, to: number): string[] {
    return this.words.slice(Math.max(0, from), Math.max(0, to)).map((w) => w.text);
  }

  private text(from: number, to: number): string {
    return this.slice(from, to).join(' ');
  }
}

/** The same words at the same times, with the same marks. */
function sameWords(a: readonly RecognizedWord[], b: readonly RecognizedWord[]): boolean {
  return (
    a.length === b.length &&
    a.every((w, i) => {
      const v = b[i]!;
      return w.word === v.word && w.startMs === v.startMs && w.endMs === v.endMs && w.refound === v.refound && w.uncertain === v.uncertain;
    })
  );
}

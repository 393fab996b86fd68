/**
 * A decoder stream's recovery of a reader it stops following within a turn, on the rules of
 * stall-recovery.ts: speech long past the last story word heard restarts decoding from it; when that
 * failed, or nothing matched for longer, the reader is looked for in the window around the place
 * (refind-grammar.ts). It keeps what the turn's restarts and looks decided, so each place gets one
 * restart and no restart places the reader before the last.
 */
import type { CompiledGrammar, RecognizedWord } from './types';
import { joinSpans } from './gap-check';
import { confidentRun, isStalled, lastStoryWord, readerPosition, restartGrammar, shouldRefind, speechMs } from './stall-recovery';
import { isHesitation, isReadingWord } from './word-tags';
import { withEntryAt } from './refind-grammar';
import { REFIND_MAX_AUDIO_MS } from './tuning';
import type { DecoderSegment } from './decoder-segment';

/** What the recovery works on: the stream's decoder, grammar and turn. */
export interface RecoveryHost {
  /** The grammar the session set. */
  grammar(): CompiledGrammar | undefined;
  readonly segment: DecoderSegment;
  /** The reading spans the turn was heard against; a re-find adds the window's words from the reader on. */
  spans(): string[][];
  /** The decoder lost the reader: the reader's warp is searched. */
  struggling(): void;
  stopDecoder(): void;
  /**
   * Decoding goes on from `kept` (the audio after them decoded again) with `grammar`; `stopped`: the
   * decoder was already stopped.
   */
  restart(grammar: CompiledGrammar, kept: RecognizedWord[], stopped: boolean): void;
  /** The turn's audio from `startMs` to `endMs` decoded alone against `grammar`, in session time. */
  decodeAgain(startMs: number, endMs: number, grammar: CompiledGrammar): RecognizedWord[];
}

export class ReaderRecovery {
  /** End of the story word the last restart carried on from: one restart per place. */
  private restartedFromMs = -Infinity;
  /** Where in which span the last restart placed the reader: a later one does not place them before it. */
  private restartedAt: { key: string; position: number } | undefined;
  /** The re-find grammar, once it found the reader this turn: restarts carry on in its reading branch. */
  private refound: CompiledGrammar | undefined;
  /** Session time the turn began, and the audio end at the last look for a lost reader. */
  private turnStartMs = 0;
  private refindLookedAtMs = -Infinity;
  /**
   * This turn's stretches of audio from where the reader was lost to where decoding left the re-find
   * grammar (open-ended while it is in use): what was heard there is low-confidence evidence.
   */
  private uncertainSpans: Array<{ startMs: number; endMs: number }> = [];

  constructor(private readonly host: RecoveryHost) {}

  /** A turn begins at session time `startMs`: nothing the last one decided holds. */
  begin(startMs: number): void {
    this.restartedFromMs = -Infinity;
    this.restartedAt = undefined;
    this.refound = undefined;
    this.refindLookedAtMs = -Infinity;
    this.uncertainSpans = [];
    this.turnStartMs = startMs;
  }

  /** The turn's stretches heard after the reader was lost (open-ended while the re-find grammar is in use). */
  get uncertain(): ReadonlyArray<{ startMs: number; endMs: number }> {
    return this.uncertainSpans;
  }

  /**
   * The session set another grammar; `kept`, in mid-turn: the words kept across the change. Leaving the
   * re-find grammar, the audio decoded again from there is heard as usual.
   */
  grammarChanged(kept: readonly RecognizedWord[] | undefined): void {
    const open = this.uncertainSpans.at(-1);
    if (kept && this.refound && open?.endMs === Infinity) open.endMs = Math.max(open.startMs, kept.at(-1)?.endMs ?? open.startMs);
    this.refound = undefined;
  }

  /** Speech long past the last story word restarts decoding; a reader lost for longer is looked for. */
  recoverFromStall(): void {
    const grammar = this.refound ?? this.host.grammar();
    if (!grammar?.reading) return;
    const { segment } = this.host;
    const words = segment.words();
    const last = lastStoryWord(words);
    const from = words[last];
    const fromMs = from?.endMs ?? this.turnStartMs;
    const audioEndMs = segment.endMs;
    let context: Int16Array | undefined;
    const speechAfter = (ms: number): number => speechMs(segment.audioFrom(ms), (context ??= segment.audioFrom(-Infinity)));
    const stalled = isStalled(words, fromMs, audioEndMs, speechAfter);
    const restartFailed = from !== undefined && from.endMs <= this.restartedFromMs;
    const refind = this.host.grammar()?.refind;
    const matched = lastStoryWord(words, { content: true });
    const matchedMs = words[matched]?.endMs ?? this.turnStartMs;
    const requestHeard = words.some((w) => w.endMs > matchedMs && !isReadingWord(w.word) && !isHesitation(w.word));
    const lost = { stalled, matchedMs, audioEndMs, speechAfter, restartFailed, noStoryWord: matched < 0, requestHeard, lastLookMs: this.refindLookedAtMs };
    const lookAgain = refind !== undefined && shouldRefind(lost);
    if (stalled || lookAgain) this.host.struggling();
    if (refind && lookAgain) {
      this.lookForReader(refind, grammar, words, { last, matched }, audioEndMs);
      return;
    }
    if (!stalled) return;
    // A turn with no story word in it is not reading (a question): nothing to restart from.
    if (!from || restartFailed) return;
    const position = this.placeInSpan(grammar, words, last);
    this.restartedFromMs = from.endMs;
    this.restartAt(grammar, position, words.slice(0, last + 1));
  }

  /** The decoder was stopped: decoding carries on after `kept`, at the reader's place in the grammar in use. */
  resumeAfter(kept: RecognizedWord[]): void {
    const grammar = this.refound ?? this.host.grammar();
    if (grammar) this.restartAt(grammar, this.placeInSpan(grammar, kept, kept.length - 1), kept, { stopped: true });
  }

  /** Where the reader is in `grammar`'s span after `words[..last]`, never before where a restart in it placed them. */
  private placeInSpan(grammar: CompiledGrammar, words: readonly RecognizedWord[], last: number): number | undefined {
    if (!grammar.reading) return undefined;
    const found = readerPosition(grammar.reading.words, words.slice(0, last + 1).map((w) => w.word), grammar.reading.resumeAt);
    const floor = this.restartedAt?.key === grammar.key ? this.restartedAt.position : undefined;
    const position = floor === undefined ? found : Math.max(found ?? floor, floor);
    if (position !== undefined) this.restartedAt = { key: grammar.key, position };
    return position;
  }

  /**
   * Decoding goes on from `kept` (the audio after them decoded again) with `grammar` entered at
   * `position`. Past the span's end nothing restarts, unless the decoder was already stopped for a look
   * (then it carries on in `grammar` as it is).
   */
  private restartAt(grammar: CompiledGrammar, position: number | undefined, kept: RecognizedWord[], options: { stopped?: boolean; asIs?: boolean; unknownPhoneRatio?: number } = {}): void {
    const restart = (options.asIs ? null : restartGrammar(grammar, position, options.unknownPhoneRatio)) ?? (options.stopped ? grammar : null);
    if (!restart) return;
    this.host.restart(restart, kept, options.stopped ?? false);
  }

  /**
   * The speech since the last story word (its latest REFIND_MAX_AUDIO_MS) decoded against the window:
   * a confident run of story words places the reader after it, and decoding carries on there in the
   * window's words (the session moves the span there once the highlight follows). Otherwise decoding
   * carries on as a restart would, with all heard so far kept.
   */
  private lookForReader(refind: CompiledGrammar, grammar: CompiledGrammar, words: RecognizedWord[], at: { last: number; matched: number }, audioEndMs: number): void {
    const { last, matched } = at;
    const fromMs = words[matched]?.endMs ?? this.turnStartMs;
    this.refindLookedAtMs = audioEndMs;
    this.host.stopDecoder();
    const place = refind.reading && matched >= 0 ? readerPosition(refind.reading.words, words.slice(0, matched + 1).map((w) => w.word), refind.reading.resumeAt) : undefined;
    const heard = this.host.decodeAgain(Math.max(fromMs, audioEndMs - REFIND_MAX_AUDIO_MS), audioEndMs, withEntryAt(refind, place));
    const run = refind.reading ? confidentRun(heard, refind.reading.words) : undefined;
    if (!run || !refind.reading) {
      // Not found: carry on as a restart from the last story word would, all heard so far kept.
      this.restartedFromMs = words[last]?.endMs ?? -Infinity;
      // With no story word heard the turn may yet be a question: the grammar goes back as it was.
      const asSet = this.host.grammar();
      if (last < 0 && asSet) this.restartAt(asSet, undefined, words, { stopped: true, asIs: true });
      else this.restartAt(grammar, this.placeInSpan(grammar, words, last), words, { stopped: true });
      return;
    }
    const found = heard.slice(run.from, run.to).map((w, i) => (i === 0 ? { ...w, refound: true } : w));
    this.refound = refind;
    this.restartedAt = undefined;
    if (this.uncertainSpans.at(-1)?.endMs !== Infinity) this.uncertainSpans.push({ startMs: this.lostSinceMs(words.slice(0, matched + 1)), endMs: Infinity });
    this.host.spans().push(refind.reading.words.slice(run.start));
    // The window's own weights already make unnamed words dearer than the span's.
    // The words heard since the last content word were what the decoder made of the reading it lost.
    this.restartAt(refind, run.position, [...words.slice(0, matched + 1), ...found], { stopped: true, unknownPhoneRatio: 1 });
  }

  /**
   * Where the reader was last followed with confidence before a re-find: the end of the latest run the
   * re-find itself would accept (confidentRun) in what was heard in the turn's spans. The live decoder's last
   * content word is no such place: on an eSpeak reading it had forced "in the and in the and i and us
   * and little" onto the sentences it lost, and those words flagged half the story.
   */
  private lostSinceMs(heard: readonly RecognizedWord[]): number {
    const run = confidentRun(heard, joinSpans(this.host.spans()));
    return (run ? heard[run.to - 1]?.endMs : undefined) ?? this.turnStartMs;
  }
}

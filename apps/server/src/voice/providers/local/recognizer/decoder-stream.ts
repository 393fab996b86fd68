/**
 * One recognition stream on a soundswallower decoder: installs compiled grammars, decodes a turn
 * chunk by chunk with a partial hypothesis after each chunk, and keeps going across a grammar change
 * in mid-turn (the words so far are kept but the last, which is decoded again with the new span's
 * words: a new span must therefore begin at or before the word the reader is on). The decoder's current
 * utterance is decoder-segment.ts; what is done with a turn once it ended, second-looks.ts.
 */
import type { Decoder } from 'soundswallower';
import { pcm16ToFloat32 } from '../audio/pcm16';
import { parseIntent } from './intent-grammar';
import type { CompiledGrammar, FinalRecognition, Hypothesis, IntentVocabulary, RecognizedWord } from './types';
import { readingWords } from './word-verification';
import { joinSpans } from './gap-check';
import { confidentRun, isStalled, lastStoryWord, readerPosition, restartGrammar, shouldRefind, speechMs } from './stall-recovery';
import { isHesitation, isReadingWord, untag } from './word-tags';
import { bestPathScore, resetAudioNormalisation, type SoundswallowerEngine } from './soundswallower-engine';
import { installGrammar } from './grammar-install';
import { TurnAudio } from './turn-audio';
import { ReaderWarp } from './reader-warp';
import { withEntryAt } from './refind-grammar';
import { isReadingTurn } from './reading-turn';
import { REFIND_MAX_AUDIO_MS } from './tuning';
import { alignedWords, DecoderSegment } from './decoder-segment';
import { heardAsQuestion, lookAgain, type EndedTurn } from './second-looks';

export class DecoderStream {
  private grammar: CompiledGrammar | undefined;
  /** What a turn that was not reading is heard against again when it ends (question-grammar.ts). */
  private questionGrammar: CompiledGrammar | undefined;
  private intents: IntentVocabulary = { words: [], characters: [] };
  private readonly known = new Set<string>();
  private inTurn = false;
  /** The decoder's current utterance, and the words of the turn's earlier ones. */
  private readonly segment: DecoderSegment;
  /** The turn's audio as it came (session time of its first sample), and the reading spans it was heard against. */
  private readonly turnAudio = new TurnAudio();
  private turnSpans: string[][] = [];
  /** Another grammar (a restart or a second look after the turn) is installed instead of `grammar`. */
  private restarted = false;
  /** This turn's audio was decoded again in pieces (gap-check.ts, word-presence.ts, word-check.ts). */
  private lookedAgain = false;
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
  /** This reader's frequency warp, chosen from their first reading and checked again later. */
  readonly warp: ReaderWarp;

  constructor(
    private readonly engine: SoundswallowerEngine,
    private readonly decoder: Decoder,
  ) {
    this.warp = new ReaderWarp(engine, decoder);
    this.segment = new DecoderSegment(decoder);
  }

  setGrammar(grammar: CompiledGrammar): void {
    if (this.grammar?.key === grammar.key) return;
    this.intents = grammar.intents ?? { words: [], characters: [] };
    let replay: Int16Array | null = null;
    if (this.inTurn) {
      // Keep the words but the last, which may be cut off or still being spoken; the audio from the
      // end of the last kept word is decoded again under the new grammar, so no word is split across two.
      this.decoder.stop();
      const kept = [...this.segment.earlier, ...this.segment.currentWords().slice(0, -1)];
      replay = this.segment.close(kept);
      // Leaving the re-find grammar: the audio decoded again from here is heard as usual.
      const open = this.uncertainSpans.at(-1);
      if (this.refound && open?.endMs === Infinity) open.endMs = Math.max(open.startMs, kept.at(-1)?.endMs ?? open.startMs);
    }
    this.install(grammar);
    this.grammar = grammar;
    this.restarted = false;
    this.refound = undefined;
    if (this.inTurn && grammar.reading) this.turnSpans.push(grammar.reading.words);
    this.segment.forgetHypothesis();
    if (this.inTurn) {
      this.decoder.start();
      if (replay && replay.length > 0) this.segment.decode(replay);
    }
  }

  setQuestionGrammar(grammar: CompiledGrammar): void {
    this.questionGrammar = grammar;
  }

  /**
   * See stall-recovery.ts: speech long past the last story word heard restarts decoding from it; when
   * that failed, or nothing matched for longer, the reader is looked for in the window around the place.
   */
  private recoverFromStall(): void {
    const grammar = this.refound ?? this.grammar;
    if (!grammar?.reading) return;
    const words = this.segment.words();
    const last = lastStoryWord(words);
    const from = words[last];
    const fromMs = from?.endMs ?? this.turnStartMs;
    const audioEndMs = this.segment.endMs;
    let context: Int16Array | undefined;
    const speechAfter = (ms: number): number => speechMs(this.segment.audioFrom(ms), (context ??= this.segment.audioFrom(-Infinity)));
    const stalled = isStalled(words, fromMs, audioEndMs, speechAfter);
    const restartFailed = from !== undefined && from.endMs <= this.restartedFromMs;
    const refind = this.grammar?.refind;
    const matched = lastStoryWord(words, { content: true });
    const matchedMs = words[matched]?.endMs ?? this.turnStartMs;
    const requestHeard = words.some((w) => w.endMs > matchedMs && !isReadingWord(w.word) && !isHesitation(w.word));
    const lost = { stalled, matchedMs, audioEndMs, speechAfter, restartFailed, noStoryWord: matched < 0, requestHeard, lastLookMs: this.refindLookedAtMs };
    const lookAgain = refind !== undefined && shouldRefind(lost);
    if (stalled || lookAgain) this.warp.struggling();
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
    if (!options.stopped) this.decoder.stop();
    const replay = this.segment.close(kept);
    this.install(restart);
    this.restarted = true;
    this.segment.forgetHypothesis();
    this.decoder.start();
    if (replay.length > 0) this.segment.decode(replay);
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
    this.decoder.stop();
    const place = refind.reading && matched >= 0 ? readerPosition(refind.reading.words, words.slice(0, matched + 1).map((w) => w.word), refind.reading.resumeAt) : undefined;
    const heard = this.decodeAgain(Math.max(fromMs, audioEndMs - REFIND_MAX_AUDIO_MS), audioEndMs, withEntryAt(refind, place));
    const run = refind.reading ? confidentRun(heard, refind.reading.words) : undefined;
    if (!run || !refind.reading) {
      // Not found: carry on as a restart from the last story word would, all heard so far kept.
      this.restartedFromMs = words[last]?.endMs ?? -Infinity;
      // With no story word heard the turn may yet be a question: the grammar goes back as it was.
      if (last < 0 && this.grammar) this.restartAt(this.grammar, undefined, words, { stopped: true, asIs: true });
      else this.restartAt(grammar, this.placeInSpan(grammar, words, last), words, { stopped: true });
      return;
    }
    const found = heard.slice(run.from, run.to).map((w, i) => (i === 0 ? { ...w, refound: true } : w));
    this.refound = refind;
    this.restartedAt = undefined;
    if (this.uncertainSpans.at(-1)?.endMs !== Infinity) this.uncertainSpans.push({ startMs: this.lostSinceMs(words.slice(0, matched + 1)), endMs: Infinity });
    this.turnSpans.push(refind.reading.words.slice(run.start));
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
    const run = confidentRun(heard, joinSpans(this.turnSpans));
    return (run ? heard[run.to - 1]?.endMs : undefined) ?? this.turnStartMs;
  }

  write(pcm: Int16Array, startMs: number): Hypothesis {
    if (!this.grammar) throw new Error('No grammar set on the recognition stream');
    if (!this.inTurn) {
      if (this.restarted) {
        this.install(this.grammar);
        this.restarted = false;
      }
      this.restartedFromMs = -Infinity;
      this.restartedAt = undefined;
      this.refound = undefined;
      this.refindLookedAtMs = -Infinity;
      this.uncertainSpans = [];
      this.turnStartMs = startMs;
      this.decoder.start();
      this.inTurn = true;
      this.segment.begin(startMs);
      this.turnAudio.reset(startMs);
      this.turnSpans = this.grammar.reading ? [this.grammar.reading.words] : [];
    }
    this.turnAudio.add(pcm);
    this.segment.decode(pcm);
    if (this.warp.heard(pcm, this.turnSpans)) this.rehear();
    this.recoverFromStall();
    return { words: readingWords(this.segment.words(), false, joinSpans(this.turnSpans), this.uncertainSpans), final: false };
  }

  /**
   * The reader's warp changed mid-turn: decoding restarts after the last story word if the reader was
   * being followed (a confident run), else from the segment's start (what is kept of it), and hears the
   * rest again under the new features, the cepstral mean started afresh (it was the old features').
   * Replaying a followed reader's whole segment into a span they had moved on from lost them.
   */
  private rehear(): void {
    const grammar = this.refound ?? this.grammar;
    const words = this.segment.words();
    const kept = confidentRun(words, joinSpans(this.turnSpans)) ? words.slice(0, lastStoryWord(words) + 1) : [];
    this.decoder.stop();
    resetAudioNormalisation(this.engine.native, this.decoder);
    if (grammar) this.restartAt(grammar, this.placeInSpan(grammar, kept, kept.length - 1), kept, { stopped: true });
  }

  end(): FinalRecognition {
    if (!this.inTurn) return { hypothesis: { words: [], final: true }, intent: null, words: [], text: '' };
    this.recoverFromStall();
    this.decoder.stop();
    this.inTurn = false;
    this.warp.turnEnded(this.turnSpans);
    this.lookedAgain = false;
    const tagged = lookAgain(this.endedTurn(), this.segment.words());
    const story = joinSpans(this.turnSpans);
    const heard = tagged.filter((w) => !isHesitation(w.word)).map((w) => ({ ...w, word: untag(w.word) }));
    const reading = readingWords(tagged, true, story, this.uncertainSpans);
    let result: FinalRecognition = {
      hypothesis: { words: reading, final: true },
      intent: parseIntent(tagged.map((w) => w.word), this.intents),
      words: heard,
      text: heard.map((w) => w.word).join(' '),
      confidence: heard.length === 0 ? 0 : reading.length / heard.length,
    };
    // Unnamed words and the common words a reader slips in are no sign of reading: a question is heard
    // on the reading branch as "<unk> the bulb <unk>".
    const isReading = isReadingTurn({ intentHeard: result.intent !== null, reading, heardCount: heard.length, story });
    if (this.questionGrammar && !isReading && this.turnAudio.pcm().length > 0) {
      const score = (): number => bestPathScore(this.engine.native, this.decoder);
      result = heardAsQuestion(this.endedTurn(), result, { grammar: this.questionGrammar, intents: this.intents, score });
    }
    // The second looks fed the running cepstral mean words without their pauses, which threw the next
    // turn off: it starts from the model's own mean, as a new stream does.
    if (this.lookedAgain) resetAudioNormalisation(this.engine.native, this.decoder);
    this.segment.endTurn();
    this.turnAudio.reset();
    return result;
  }

  /** The turn that just ended, for the looks after it (second-looks.ts). */
  private endedTurn(): EndedTurn {
    return { audio: this.turnAudio, spans: this.turnSpans, known: this.known, decodeAgain: (startMs, endMs, grammar) => this.decodeAgain(startMs, endMs, grammar) };
  }

  /** The turn's audio from `startMs` to `endMs` decoded alone against `grammar`, in session time. */
  private decodeAgain(startMs: number, endMs: number, grammar: CompiledGrammar): RecognizedWord[] {
    const from = this.turnAudio.sampleAt(startMs);
    const pcm = this.turnAudio.pcm().subarray(from, this.turnAudio.sampleAt(endMs));
    if (pcm.length === 0) return [];
    this.install(grammar);
    this.decoder.start();
    this.decoder.process_audio(pcm16ToFloat32(pcm), false, true);
    this.decoder.stop();
    this.restarted = true;
    this.lookedAgain = true;
    return alignedWords(this.decoder, this.turnAudio.timeAt(from));
  }

  release(): void {
    if (this.inTurn) this.decoder.stop();
    this.inTurn = false;
    this.engine.releaseDecoder(this.decoder);
  }

  private install(grammar: CompiledGrammar): void {
    installGrammar(this.engine, this.decoder, this.known, grammar);
  }
}

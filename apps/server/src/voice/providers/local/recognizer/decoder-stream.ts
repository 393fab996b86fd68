/**
 * One recognition stream on a soundswallower decoder: installs compiled grammars, decodes a turn
 * chunk by chunk with a partial hypothesis after each chunk, and keeps going across a grammar change
 * in mid-turn (the words so far are kept but the last, which is decoded again with the new span's
 * words: a new span must therefore begin at or before the word the reader is on). The decoder's current
 * utterance is decoder-segment.ts; restarts and re-finds of a lost reader, reader-recovery.ts; what is
 * done with a turn once it ended, second-looks.ts.
 */
import type { Decoder } from 'soundswallower';
import { pcm16ToFloat32 } from '../audio/pcm16';
import { parseIntent } from './intent-grammar';
import type { CompiledGrammar, FinalRecognition, IntentVocabulary, RecognizedWord, WrittenHypothesis } from './types';
import { readingWords } from './word-verification';
import { joinSpans } from './gap-check';
import { confidentRun, lastStoryWord } from './stall-recovery';
import { isHesitation, untag } from './word-tags';
import { bestPathScore, resetAudioNormalisation, type SoundswallowerEngine } from './soundswallower-engine';
import { installGrammar } from './grammar-install';
import { TurnAudio } from './turn-audio';
import { ReaderWarp } from './reader-warp';
import { isReadingTurn } from './reading-turn';
import { alignedWords, DecoderSegment } from './decoder-segment';
import { heardAsQuestion, lookAgain, type EndedTurn } from './second-looks';
import { ReaderRecovery } from './reader-recovery';
import { speechSpanMs, wordEndingLevel } from './speech-level';
import { ENDING_PREVIEW_AFTER_QUIET_MS, ENDING_PREVIEW_MAX_TURN_MS, ENDING_PREVIEW_SAME_SPEECH_MS, QUESTION_PASS_MAX_SPEECH_MS, SHORT_READING_TURN_MAX_WORDS } from './tuning';
import { CONFIDENT_HEARING } from '../../../../language/recognized-words';

/** A turn's ending worked out in a pause before the turn ended, and the speech it covered (turn time). */
interface EndingPreview {
  span: { startMs: number; endMs: number };
  result: FinalRecognition;
  /** Its looks decoded audio again (the running cepstral mean is then reset when the turn ends). */
  lookedAgain: boolean;
}

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
  /** Restarts and re-finds when the decoder stops following the reader (reader-recovery.ts). */
  private readonly recovery: ReaderRecovery;
  /** This reader's frequency warp, chosen from their first reading and checked again later. */
  readonly warp: ReaderWarp;
  /** The ending of a turn that was not reading, worked out while the child's pause ran on (previewEnding). */
  private preview: EndingPreview | null = null;

  constructor(
    private readonly engine: SoundswallowerEngine,
    private readonly decoder: Decoder,
  ) {
    this.warp = new ReaderWarp(engine, decoder);
    this.segment = new DecoderSegment(decoder);
    this.recovery = new ReaderRecovery({
      grammar: () => this.grammar,
      segment: this.segment,
      spans: () => this.turnSpans,
      struggling: () => this.warp.struggling(),
      stopDecoder: () => this.decoder.stop(),
      restart: (grammar, kept, stopped) => this.restart(grammar, kept, stopped),
      decodeAgain: (startMs, endMs, grammar) => this.decodeAgain(startMs, endMs, grammar),
    });
  }

  setGrammar(grammar: CompiledGrammar): void {
    if (this.grammar?.key === grammar.key) return;
    this.preview = null;
    this.intents = grammar.intents ?? { words: [], characters: [] };
    let replay: Int16Array | null = null;
    let kept: RecognizedWord[] | undefined;
    if (this.inTurn) {
      // Keep the words but the last, which may be cut off or still being spoken; the audio from the
      // end of the last kept word is decoded again under the new grammar, so no word is split across two.
      this.decoder.stop();
      kept = [...this.segment.earlier, ...this.segment.currentWords().slice(0, -1)];
      replay = this.segment.close(kept);
    }
    this.install(grammar);
    this.grammar = grammar;
    this.restarted = false;
    this.recovery.grammarChanged(kept);
    if (this.inTurn && grammar.reading) this.turnSpans.push(grammar.reading.words);
    this.segment.forgetHypothesis();
    if (this.inTurn) {
      this.decoder.start();
      if (replay && replay.length > 0) this.segment.decode(replay);
    }
  }

  /** The grammars in use, to set up a stream in this one's place. */
  grammars(): { grammar: CompiledGrammar | undefined; question: CompiledGrammar | undefined } {
    return { grammar: this.grammar, question: this.questionGrammar };
  }

  setQuestionGrammar(grammar: CompiledGrammar): void {
    this.questionGrammar = grammar;
    this.preview = null;
  }

  write(pcm: Int16Array, startMs: number): WrittenHypothesis {
    if (!this.grammar) throw new Error('No grammar set on the recognition stream');
    if (!this.inTurn) {
      if (this.restarted) {
        this.install(this.grammar);
        this.restarted = false;
      }
      this.recovery.begin(startMs);
      this.decoder.start();
      this.inTurn = true;
      this.preview = null;
      this.segment.begin(startMs);
      this.turnAudio.reset(startMs);
      this.turnSpans = this.grammar.reading ? [this.grammar.reading.words] : [];
    }
    this.turnAudio.add(pcm);
    this.segment.decode(pcm);
    if (this.warp.heard(pcm, this.turnSpans)) this.rehear();
    this.recovery.recoverFromStall();
    const hypothesis = { words: readingWords(this.segment.words(), false, joinSpans(this.turnSpans), this.recovery.uncertain), final: false };
    const ending = this.previewEnding();
    return ending ? { ...hypothesis, ending } : hypothesis;
  }

  /**
   * A short turn that is not reading, quiet for ENDING_PREVIEW_AFTER_QUIET_MS: its ending (the question
   * pass) is worked out now, while the child's pause runs on towards the end of the turn (a second or
   * more), and end() answers with it at once if no more speech came. Live decoding then carries on from
   * the words heard, in case the child goes on. Returns the ending when this write worked it out.
   */
  private previewEnding(): FinalRecognition | undefined {
    const all = this.turnAudio.pcm();
    const turnMs = this.turnAudio.timeAt(all.length) - this.turnAudio.timeAt(0);
    if (!this.questionGrammar || turnMs > ENDING_PREVIEW_MAX_TURN_MS) return;
    const span = speechSpanMs(all, wordEndingLevel(all));
    if (!span || turnMs - span.endMs < ENDING_PREVIEW_AFTER_QUIET_MS) return;
    if (this.preview && sameSpeech(this.preview.span, span)) return;
    const words = this.segment.words();
    const reading = readingWords(words, true, joinSpans(this.turnSpans), this.recovery.uncertain);
    const intentHeard = parseIntent(words.map((w) => w.word), this.intents) !== null;
    // A reader's pause at a sentence's end is not the end of a question: reading is followed live. While
    // a story is read, only a turn with no story word in it yet is previewed: a reader pausing after three
    // words is no reading turn yet, and restarting the live decoder in the pauses of a reader it had lost
    // (a voice raised five semitones) kept it from finding them.
    if (isReadingTurn({ intentHeard, reading, heardCount: words.length, story: joinSpans(this.turnSpans) })) return;
    if (this.grammar?.reading && reading.length > 0) return;
    this.decoder.stop();
    this.lookedAgain = false;
    const result = this.ending();
    this.preview = { span, result, lookedAgain: this.lookedAgain };
    this.recovery.resumeAfter(words);
    return this.preview.result;
  }

  /**
   * The reader's warp changed mid-turn: decoding restarts after the last story word if the reader was
   * being followed (a confident run), else from the segment's start (what is kept of it), and hears the
   * rest again under the new features, the cepstral mean started afresh (it was the old features').
   * Replaying a followed reader's whole segment into a span they had moved on from lost them.
   */
  private rehear(): void {
    const words = this.segment.words();
    const kept = confidentRun(words, joinSpans(this.turnSpans)) ? words.slice(0, lastStoryWord(words) + 1) : [];
    this.decoder.stop();
    resetAudioNormalisation(this.engine.native, this.decoder);
    this.recovery.resumeAfter(kept);
  }

  /**
   * Decoding goes on from `kept` (the audio after them decoded again) with `grammar`, installed in
   * place of the session's; `stopped`: the decoder was already stopped.
   */
  private restart(grammar: CompiledGrammar, kept: RecognizedWord[], stopped: boolean): void {
    if (!stopped) this.decoder.stop();
    const replay = this.segment.close(kept);
    this.install(grammar);
    this.restarted = true;
    this.segment.forgetHypothesis();
    this.decoder.start();
    if (replay.length > 0) this.segment.decode(replay);
  }

  end(): FinalRecognition {
    if (!this.inTurn) return { hypothesis: { words: [], final: true }, intent: null, words: [], text: '' };
    this.recovery.recoverFromStall();
    this.decoder.stop();
    this.inTurn = false;
    // Only the ending's own looks count here: a re-find in mid-turn keeps the mean the reader taught it.
    this.lookedAgain = false;
    const previewed = this.previewed();
    const result = previewed ?? this.ending();
    if (previewed && this.preview?.lookedAgain) this.lookedAgain = true;
    // The warp learns from reading only, under the features the turn was heard with.
    this.warp.turnEnded(this.turnSpans, result.hypothesis.words.length > 0);
    // The second looks fed the running cepstral mean words without their pauses, which threw the next
    // turn off: it starts from the model's own mean, as a new stream does.
    if (this.lookedAgain) resetAudioNormalisation(this.engine.native, this.decoder);
    this.segment.endTurn();
    this.turnAudio.reset();
    this.preview = null;
    return result;
  }

  /** The preview's ending, when the turn's speech is still the speech it covered. */
  private previewed(): FinalRecognition | null {
    if (!this.preview) return null;
    const all = this.turnAudio.pcm();
    const span = speechSpanMs(all, wordEndingLevel(all));
    return span && sameSpeech(this.preview.span, span) ? this.preview.result : null;
  }

  /** What the ended turn was heard as: the reading pass after its second looks, or the question pass. */
  private ending(): FinalRecognition {
    const tagged = lookAgain(this.endedTurn(), this.segment.words());
    const story = joinSpans(this.turnSpans);
    const heard = tagged.filter((w) => !isHesitation(w.word)).map((w) => ({ ...w, word: untag(w.word) }));
    const reading = readingWords(tagged, true, story, this.recovery.uncertain);
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
    // A short turn taken for reading may be a question quoting the story ("when did sam fold the boat"
    // heard as "when sam folded boat"): it is heard as a question too, and is one only if that is sure.
    const shortReading = isReading && result.intent === null && reading.length <= SHORT_READING_TURN_MAX_WORDS;
    if (this.questionGrammar && (!isReading || shortReading) && this.turnAudio.pcm().length > 0) {
      const score = (): number => bestPathScore(this.engine.native, this.decoder);
      const maxSpeechMs = this.turnSpans.length > 0 ? QUESTION_PASS_MAX_SPEECH_MS : undefined;
      const asQuestion = heardAsQuestion(this.endedTurn(), result, { grammar: this.questionGrammar, intents: this.intents, score, maxSpeechMs });
      if (!isReading || (asQuestion.confidence ?? 0) >= CONFIDENT_HEARING) result = asQuestion;
    }
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
    this.warp.release();
    if (this.inTurn) this.decoder.stop();
    this.inTurn = false;
    this.engine.releaseDecoder(this.decoder);
  }

  private install(grammar: CompiledGrammar): void {
    installGrammar(this.engine, this.decoder, this.known, grammar);
  }
}

/** The same speech: no more of it came (the level's threshold moves a frame or two with the pause's length). */
function sameSpeech(a: { startMs: number; endMs: number }, b: { startMs: number; endMs: number }): boolean {
  return Math.abs(a.startMs - b.startMs) <= ENDING_PREVIEW_SAME_SPEECH_MS && Math.abs(a.endMs - b.endMs) <= ENDING_PREVIEW_SAME_SPEECH_MS;
}

/**
 * One recognition stream on a soundswallower decoder: installs compiled grammars, decodes a turn
 * chunk by chunk with a partial hypothesis after each chunk, and keeps going across a grammar change
 * in mid-turn (the words so far are kept but the last, which is decoded again with the new span's
 * words: a new span must therefore begin at or before the word the reader is on).
 */
import type { Decoder } from 'soundswallower';
import { pcm16ToFloat32 } from '../audio/pcm16';
import { parseIntent } from './intent-grammar';
import type { CompiledGrammar, FinalRecognition, Hypothesis, IntentVocabulary, RecognizedWord } from './types';
import { readingWords } from './word-verification';
import { speechLevel, speechRunMs, speechSpanMs, wordEndingLevel } from './speech-level';
import { applyGaps, gapGrammar, gapsToCheck, joinSpans } from './gap-check';
import { confidentRun, isStalled, lastStoryWord, readerPosition, restartGrammar, shouldRefind, speechMs } from './stall-recovery';
import { collapsePhones, isHesitation, isReadingWord, UNKNOWN_WORD, untag } from './word-tags';
import { spokenAlias, SPOKEN_TAG } from './spelled-names';
import { loadPronouncingDictionary } from '../../../../language/lexicon/pronouncing-dictionary';
import { bestPathScore, resetAudioNormalisation, type SoundswallowerEngine } from './soundswallower-engine';
import { explainsSpeech, phoneLoopGrammar, questionConfidence } from './question-grammar';
import { CONFIDENT_HEARING } from '../../../../language/recognized-words';
import { installGrammar } from './grammar-install';
import { TurnAudio } from './turn-audio';
import { ReaderWarp } from './reader-warp';
import { withEntryAt } from './refind-grammar';
import { applyWordChecks, oneSoundAway, wordCheckGrammar, wordsToCheck } from './word-check';
import { applyPresenceChecks, presenceChecks } from './word-presence';
import { isReadingTurn } from './reading-turn';
import { LAST_WORD_MAX_EXTENSION_MS, QUESTION_AUDIO_MARGIN_MS, REFIND_MAX_AUDIO_MS } from './tuning';

const SAMPLE_RATE_HZ = 16000;
/** Audio kept for re-decoding after a grammar change: far more than one word. */
const MAX_SEGMENT_AUDIO_SAMPLES = 10 * SAMPLE_RATE_HZ;

const SPOKEN_SUFFIX = new RegExp(`\\|${SPOKEN_TAG}$`);

interface AlignmentSegment {
  t: string;
  b: number;
  d: number;
}

export class DecoderStream {
  private grammar: CompiledGrammar | undefined;
  /** What a turn that was not reading is heard against again when it ends (question-grammar.ts). */
  private questionGrammar: CompiledGrammar | undefined;
  private intents: IntentVocabulary = { words: [], characters: [] };
  private readonly known = new Set<string>();
  private inTurn = false;
  /** Session time (ms) at which the current decoder utterance began. */
  private segmentStartMs = 0;
  private segmentSamples = 0;
  /** Words from earlier segments of this turn (before a mid-turn grammar change). */
  private committed: RecognizedWord[] = [];
  /** The current segment's audio (its last MAX_SEGMENT_AUDIO_MS), re-decoded in part when the grammar changes. */
  private segmentAudio: Int16Array[] = [];
  private segmentAudioSamples = 0;
  private lastText = '';
  private lastWords: RecognizedWord[] = [];
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
  }

  setGrammar(grammar: CompiledGrammar): void {
    if (this.grammar?.key === grammar.key) return;
    this.intents = grammar.intents ?? { words: [], characters: [] };
    let replay: Int16Array | null = null;
    if (this.inTurn) {
      // Keep the words but the last, which may be cut off or still being spoken; the audio from the
      // end of the last kept word is decoded again under the new grammar, so no word is split across two.
      this.decoder.stop();
      replay = this.closeSegment([...this.committed, ...this.currentWords().slice(0, -1)]);
      // Leaving the re-find grammar: the audio decoded again from here is heard as usual.
      const open = this.uncertainSpans.at(-1);
      if (this.refound && open?.endMs === Infinity) open.endMs = Math.max(open.startMs, this.committed.at(-1)?.endMs ?? open.startMs);
    }
    this.install(grammar);
    this.grammar = grammar;
    this.restarted = false;
    this.refound = undefined;
    if (this.inTurn && grammar.reading) this.turnSpans.push(grammar.reading.words);
    this.lastText = '';
    this.lastWords = [];
    if (this.inTurn) {
      this.decoder.start();
      if (replay && replay.length > 0) this.decode(replay);
    }
  }

  setQuestionGrammar(grammar: CompiledGrammar): void {
    this.questionGrammar = grammar;
  }

  /**
   * After the decoder stopped: the turn's words so far become `kept`, and the audio after the last of
   * them is returned, to be decoded again in the next segment.
   */
  private closeSegment(kept: RecognizedWord[]): Int16Array {
    this.committed = kept;
    const replay = this.audioFrom(kept.at(-1)?.endMs ?? this.segmentStartMs);
    this.segmentStartMs += ((this.segmentSamples - replay.length) * 1000) / SAMPLE_RATE_HZ;
    this.segmentSamples = 0;
    this.segmentAudio = [];
    this.segmentAudioSamples = 0;
    return replay;
  }

  /**
   * See stall-recovery.ts: speech long past the last story word heard restarts decoding from it; when
   * that failed, or nothing matched for longer, the reader is looked for in the window around the place.
   */
  private recoverFromStall(): void {
    const grammar = this.refound ?? this.grammar;
    if (!grammar?.reading) return;
    const words = [...this.committed, ...this.currentWords()];
    const last = lastStoryWord(words);
    const from = words[last];
    const fromMs = from?.endMs ?? this.turnStartMs;
    const audioEndMs = this.segmentStartMs + (this.segmentSamples * 1000) / SAMPLE_RATE_HZ;
    let context: Int16Array | undefined;
    const speechAfter = (ms: number): number => speechMs(this.audioFrom(ms), (context ??= this.audioFrom(-Infinity)));
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
    const replay = this.closeSegment(kept);
    this.install(restart);
    this.restarted = true;
    this.lastText = '';
    this.lastWords = [];
    this.decoder.start();
    if (replay.length > 0) this.decode(replay);
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
      this.segmentStartMs = startMs;
      this.segmentSamples = 0;
      this.committed = [];
      this.lastText = '';
      this.lastWords = [];
      this.segmentAudio = [];
      this.segmentAudioSamples = 0;
      this.turnAudio.reset(startMs);
      this.turnSpans = this.grammar.reading ? [this.grammar.reading.words] : [];
    }
    this.turnAudio.add(pcm);
    this.decode(pcm);
    if (this.warp.heard(pcm, this.turnSpans)) this.rehear();
    this.recoverFromStall();
    return { words: readingWords([...this.committed, ...this.currentWords()], false, joinSpans(this.turnSpans), this.uncertainSpans), final: false };
  }

  /**
   * The reader's warp changed mid-turn: decoding restarts after the last story word if the reader was
   * being followed (a confident run), else from the segment's start (what is kept of it), and hears the
   * rest again under the new features, the cepstral mean started afresh (it was the old features').
   * Replaying a followed reader's whole segment into a span they had moved on from lost them.
   */
  private rehear(): void {
    const grammar = this.refound ?? this.grammar;
    const words = [...this.committed, ...this.currentWords()];
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
    const tagged = this.trimUnknownWords(this.extendLastWord(this.checkWords(this.checkPresence(this.checkGaps([...this.committed, ...this.currentWords()])))));
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
    if (this.questionGrammar && !isReading && this.turnAudio.pcm().length > 0) result = this.heardAsQuestion(result, this.questionGrammar);
    // The second looks fed the running cepstral mean words without their pauses, which threw the next
    // turn off: it starts from the model's own mean, as a new stream does.
    if (this.lookedAgain) resetAudioNormalisation(this.engine.native, this.decoder);
    this.committed = [];
    this.turnAudio.reset();
    this.segmentAudio = [];
    this.segmentAudioSamples = 0;
    this.lastText = '';
    this.lastWords = [];
    return result;
  }

  /**
   * The question pass: the whole turn decoded against the question grammar, then against a free phone
   * loop for the confidence (question-grammar.ts). What it heard replaces the reading pass's words; a
   * question heard with confidence is no reading evidence.
   */
  private heardAsQuestion(first: FinalRecognition, grammar: CompiledGrammar): FinalRecognition {
    // Only the speech, with a little air around it: both passes cost time in proportion to the audio.
    const all = this.turnAudio.pcm();
    const span = speechSpanMs(all, wordEndingLevel(all));
    if (!span) return { ...first, confidence: 0 };
    const startMs = this.turnAudio.timeAt(0) + Math.max(0, span.startMs - QUESTION_AUDIO_MARGIN_MS);
    const endMs = this.turnAudio.timeAt(0) + span.endMs + QUESTION_AUDIO_MARGIN_MS;
    const tagged = this.decodeAgain(startMs, endMs, grammar);
    const heard = tagged.filter((w) => !isHesitation(w.word)).map((w) => ({ ...w, word: untag(w.word) }));
    if (heard.length === 0) return { ...first, confidence: 0 };
    const questionScore = bestPathScore(this.engine.native, this.decoder);
    this.decodeAgain(startMs, endMs, phoneLoopGrammar());
    const loopScore = bestPathScore(this.engine.native, this.decoder);
    const speechFrames = ((tagged.at(-1)?.endMs ?? 0) - (tagged[0]?.startMs ?? 0)) / 10;
    const explains = explainsSpeech(tagged, { startMs: this.turnAudio.timeAt(0) + span.startMs, endMs: this.turnAudio.timeAt(0) + span.endMs });
    const confidence = explains ? questionConfidence(questionScore, loopScore, speechFrames) : 0;
    return {
      hypothesis: confidence >= CONFIDENT_HEARING ? { words: [], final: true } : first.hypothesis,
      intent: parseIntent(tagged.map((w) => w.word), grammar.intents ?? this.intents),
      words: heard,
      text: heard.map((w) => w.word).join(' '),
      confidence,
    };
  }

  /** The second look at the turn's doubtful gaps (gap-check.ts), on this decoder between turns. */
  private checkGaps(words: RecognizedWord[]): RecognizedWord[] {
    const gaps = gapsToCheck(words, joinSpans(this.turnSpans));
    if (gaps.length === 0) return words;
    const heard = gaps.map((gap) => this.decodeAgain(gap.startMs, gap.endMs, this.gapGrammar(gap.expected)));
    return applyGaps(words, gaps, heard);
  }

  /** The second listen to story content words heard only briefly (word-presence.ts), on this decoder between turns. */
  private checkPresence(words: RecognizedWord[]): RecognizedWord[] {
    const dictionary = loadPronouncingDictionary();
    const checks = presenceChecks(words, joinSpans(this.turnSpans), (word) => dictionary.lookup(word) !== undefined);
    if (checks.length === 0) return words;
    const heard = checks.map((check) => this.decodeAgain(check.startMs, check.endMs, this.gapGrammar(check.expected)));
    return applyPresenceChecks(words, checks, heard);
  }

  /** The gap check's grammar over `expected` (names with a spoken alias offered both ways). */
  private gapGrammar(expected: readonly string[]): CompiledGrammar {
    return gapGrammar(expected, undefined, (word) => this.known.has(spokenAlias(word)));
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
    return this.alignedWords(this.turnAudio.timeAt(from));
  }

  /** The second listen to each story content word (word-check.ts), on this decoder between turns. */
  private checkWords(words: RecognizedWord[]): RecognizedWord[] {
    if (this.turnSpans.length === 0) return words;
    const dictionary = loadPronouncingDictionary();
    const checked = new Map<number, string>();
    for (const index of wordsToCheck(words, joinSpans(this.turnSpans), dictionary)) {
      const word = words[index]!;
      const alikes = oneSoundAway(dictionary, word.word, dictionary.lookup(word.word) ?? []);
      if (alikes.length === 0) continue;
      const heard = this.decodeAgain(word.startMs, word.endMs, wordCheckGrammar(word.word, alikes));
      if (heard.length === 1 && heard[0]!.word !== word.word) checked.set(index, heard[0]!.word);
    }
    return applyWordChecks(words, checked);
  }

  /**
   * The turn's last word runs on to where its speech stops, quiet ending included (a final "s"): the
   * decoder ends a turn's drawn-out last word early, which shortened the reading time and raised WCPM.
   */
  private extendLastWord(words: RecognizedWord[]): RecognizedWord[] {
    const lastIndex = words.findLastIndex((w) => !isHesitation(w.word));
    const last = words[lastIndex];
    if (!last || !isReadingWord(last.word) || last.word === UNKNOWN_WORD) return words;
    const limitMs = Math.min(last.endMs + LAST_WORD_MAX_EXTENSION_MS, words[lastIndex + 1]?.startMs ?? Infinity);
    const all = this.turnAudio.pcm();
    const after = all.subarray(this.turnAudio.sampleAt(last.endMs), this.turnAudio.sampleAt(limitMs));
    const runMs = speechRunMs(after, wordEndingLevel(all));
    if (runMs === 0) return words;
    const out = [...words];
    out[lastIndex] = { ...last, endMs: Math.round(last.endMs + runMs) };
    return out;
  }

  /**
   * Unnamed words shrink to the speech inside them, and one with none is dropped: the decoder folds the
   * pause at a sentence's end into an unnamed word, which made a pause look like an extra word.
   */
  private trimUnknownWords(words: RecognizedWord[]): RecognizedWord[] {
    if (!words.some((w) => w.word === UNKNOWN_WORD)) return words;
    const all = this.turnAudio.pcm();
    const threshold = speechLevel(all);
    // Audio past the turn's kept five minutes is gone: those words stay as the decoder timed them.
    const keptUntilMs = this.turnAudio.timeAt(all.length);
    return words.flatMap((w) => {
      if (w.word !== UNKNOWN_WORD || w.endMs > keptUntilMs) return [w];
      const from = this.turnAudio.sampleAt(w.startMs);
      const span = speechSpanMs(all.subarray(from, this.turnAudio.sampleAt(w.endMs)), threshold);
      // No speech in it at all: a pause, not a word.
      if (!span) return [];
      const startMs = this.turnAudio.timeAt(from);
      return [{ ...w, startMs: Math.round(startMs + span.startMs), endMs: Math.min(w.endMs, Math.round(startMs + span.endMs)) }];
    });
  }

  release(): void {
    if (this.inTurn) this.decoder.stop();
    this.inTurn = false;
    this.engine.releaseDecoder(this.decoder);
  }

  private decode(pcm: Int16Array): void {
    this.decoder.process_audio(pcm16ToFloat32(pcm), false, false);
    this.segmentSamples += pcm.length;
    this.segmentAudio.push(pcm);
    this.segmentAudioSamples += pcm.length;
    while (this.segmentAudio.length > 1 && this.segmentAudioSamples - (this.segmentAudio[0]?.length ?? 0) >= MAX_SEGMENT_AUDIO_SAMPLES) {
      this.segmentAudioSamples -= this.segmentAudio.shift()?.length ?? 0;
    }
  }

  /** The current segment's audio from session time `fromMs` on (what is still kept of it). */
  private audioFrom(fromMs: number): Int16Array {
    const keptFromSample = this.segmentSamples - this.segmentAudioSamples;
    const skip = Math.max(0, Math.round(((fromMs - this.segmentStartMs) * SAMPLE_RATE_HZ) / 1000) - keptFromSample);
    const all = new Int16Array(this.segmentAudioSamples);
    let at = 0;
    for (const chunk of this.segmentAudio) {
      all.set(chunk, at);
      at += chunk.length;
    }
    return all.subarray(Math.min(skip, all.length));
  }

  /** Words of the current segment (tags kept), re-read only when the hypothesis text changed. */
  private currentWords(): RecognizedWord[] {
    const text = this.decoder.get_text();
    if (text === this.lastText) return this.lastWords;
    this.lastText = text;
    this.lastWords = text.length === 0 ? [] : this.alignedWords(this.segmentStartMs);
    return this.lastWords;
  }

  /** The decoder's words (tags kept, unknown-word phones joined), on the session clock from `startMs`. */
  private alignedWords(startMs: number): RecognizedWord[] {
    if (this.decoder.get_text().length === 0) return [];
    const alignment = this.decoder.get_alignment() as { w?: AlignmentSegment[] };
    const words = (alignment.w ?? [])
      .filter((seg) => !seg.t.startsWith('<') && !seg.t.startsWith('(') && !seg.t.startsWith('['))
      .map((seg) => ({
        // Pronunciation variants are the same word: the dictionary's ("the(2)") and our spoken aliases.
        word: seg.t.replace(/\(\d+\)$/, '').replace(SPOKEN_SUFFIX, ''),
        startMs: Math.round(startMs + seg.b * 1000),
        endMs: Math.round(startMs + (seg.b + seg.d) * 1000),
      }));
    return collapsePhones(words);
  }

  private install(grammar: CompiledGrammar): void {
    installGrammar(this.engine, this.decoder, this.known, grammar);
  }
}

/**
 * The listening half of the local provider for one session: 24 kHz browser audio → 16 kHz → VAD turns
 * → streaming grammar recognition. Recognition runs on the speech workers; while a write is in flight,
 * newer audio is gathered and sent as one write, so a busy machine falls behind gracefully instead of
 * queueing without bound.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { TurnDetectionConfig } from '@shared';
import { StreamingResampler } from './audio/resampler';
import { concatPcm16 } from './audio/pcm16';
import { SpeechSegmenter } from './vad/speech-segmenter';
import type { SegmenterEvent } from './vad/types';
import type { FinalRecognition, GrammarSpec, Hypothesis, IntentVocabulary, QuestionVocabulary, RecognitionStream } from './recognizer/types';
import { grammarKey } from './recognizer/grammar-key';
import { USABLE_GUESS } from '../../../language/recognized-words';
import type { LocalSpeechStack } from './speech-stack';
import type { HeardTurn } from '../types';
import { readableTranscript } from './readable-transcript';
import { SilenceHold } from './silence-hold';
import { UNKNOWN_WORD } from './recognizer/word-tags';

export interface ListenerEvents {
  speechStarted(itemId: string, audioStartMs: number): void;
  partial(itemId: string, hypothesis: Hypothesis): void;
  speechStopped(itemId: string, audioEndMs: number): void;
  final(result: HeardTurn): Promise<void>;
  failed(error: unknown): void;
  /** Push-to-talk audio passed MAX_UNCOMMITTED_AUDIO_MS without a commit: the oldest was dropped (once per turn). */
  overflow(maxMs: number): void;
}

const MAX_TURN_AUDIO_MS = 30_000;
/**
 * Push-to-talk audio kept while waiting for a commit. A child holds the button for seconds; without a cap
 * one socket that never commits grows the server by gigabytes (issue 22). Past it the oldest is dropped.
 */
export const MAX_UNCOMMITTED_AUDIO_MS = 60_000;
const SAMPLE_RATE_HZ = 16_000;
const samplesOf = (ms: number) => (ms * SAMPLE_RATE_HZ) / 1000;
const msOf = (samples: number) => (samples * 1000) / SAMPLE_RATE_HZ;

interface ManualTurn {
  audio: Int16Array[];
  samples: number;
  startMs: number;
  overflowed: boolean;
}

/** Drops the oldest audio of `chunks` past `maxSamples`; answers how many samples went. */
function dropOldest(chunks: Int16Array[], samples: number, maxSamples: number): number {
  let excess = samples - maxSamples;
  let dropped = 0;
  while (excess > 0) {
    const oldest = chunks[0];
    if (!oldest) break;
    if (oldest.length <= excess) {
      chunks.shift();
      excess -= oldest.length;
      dropped += oldest.length;
    } else {
      chunks[0] = oldest.slice(excess);
      dropped += excess;
      excess = 0;
    }
  }
  return dropped;
}

export interface ListenerOptions {
  /** Lines the grammars heard that are worth Debian's words for the same audio (unsafe ones: the session's safety rules). */
  secondOpinionFor?: (text: string) => boolean;
}

export class LocalListener {
  private readonly resampler = new StreamingResampler({ fromHz: 24_000, toHz: SAMPLE_RATE_HZ });
  private queue: Promise<unknown> = Promise.resolve();
  private turn: { itemId: string; startMs: number; audio: Int16Array[]; samples: number } | null = null;
  /** Audio gathered while a recogniser write is in flight (at most MAX_TURN_AUDIO_MS: older is dropped). */
  private pending: { pcm: Int16Array[]; samples: number; startMs: number; arrivedAt: number } | null = null;
  private writing = false;
  /** The silence ending a turn is not decoded (silence-hold.ts). */
  private readonly silence = new SilenceHold();
  /** Client switched server VAD off (push-to-talk): audio is kept until commit. */
  private manual: ManualTurn | null = null;
  private suspended = false;
  private totalSamples = 0;
  /** The question pass's grammar key on the stream. */
  private questionKey: string | null = null;
  private questionsSeen: { questions: QuestionVocabulary; answers: QuestionVocabulary | undefined; intents: string } | null = null;
  /**
   * The free transcription of a turn's ending worked out in a pause, started then so the turn's end does
   * not wait for it (the command line takes over a second); used when end() answers that ending.
   */
  private early: { itemId: string; ending: FinalRecognition; transcript: Promise<string | null> } | null = null;

  private constructor(
    private readonly stack: LocalSpeechStack,
    private readonly stream: RecognitionStream,
    private readonly segmenter: SpeechSegmenter,
    private readonly events: ListenerEvents,
    private readonly logger: Logger,
    private readonly options: ListenerOptions,
  ) {}

  static async create(
    stack: LocalSpeechStack,
    sessionId: string,
    turnDetection: TurnDetectionConfig | null,
    events: ListenerEvents,
    logger: Logger,
    options: ListenerOptions = {},
  ): Promise<LocalListener> {
    const vad = await stack.createVad();
    const stream = await stack.recognizer.openStream(sessionId);
    const segmenter = new SpeechSegmenter(vad, {
      silenceDurationMs: turnDetection?.silence_duration_ms ?? 1000,
      prefixPaddingMs: turnDetection?.prefix_padding_ms ?? 300,
      threshold: turnDetection?.threshold ?? 0.5,
      enabled: turnDetection !== null,
    });
    const listener = new LocalListener(stack, stream, segmenter, events, logger, options);
    if (turnDetection === null) listener.manual = listener.newManualTurn();
    return listener;
  }

  /** Applies the turn detection of the moment; null means the client commits turns itself. */
  setTurnDetection(config: TurnDetectionConfig | null): void {
    if (config === null) {
      this.handle(this.segmenter.setEnabled(false));
      this.manual ??= this.newManualTurn();
      return;
    }
    this.manual = null;
    this.handle(
      this.segmenter.update({
        enabled: !this.suspended,
        silenceDurationMs: config.silence_duration_ms ?? 1000,
        prefixPaddingMs: config.prefix_padding_ms ?? 300,
        threshold: config.threshold ?? 0.5,
      }),
    );
  }

  /** While the companion makes an announcement, the child's microphone hears it: ignore all audio. */
  setSuspended(suspended: boolean): void {
    this.suspended = suspended;
    if (this.manual === null) this.handle(this.segmenter.setEnabled(!suspended));
  }

  setGrammar(spec: GrammarSpec): void {
    let listening = spec;
    if (spec.kind !== 'question' && spec.questions) {
      this.setQuestions(spec.questions, spec.intents ?? { words: [], characters: [] }, spec.answers);
      // The reading grammar is compiled (and keyed) as it always was: the questions have a grammar of their own.
      const { questions: _questions, answers: _answers, ...rest } = spec;
      listening = rest;
    }
    const compiled = this.stack.recognizer.compileGrammar(listening);
    this.enqueue(async () => this.stream.setGrammar(await compiled));
  }

  /** The question pass's grammar, sent to the stream only when the story (or its requests) changed. */
  private setQuestions(questions: QuestionVocabulary, intents: IntentVocabulary, answers?: QuestionVocabulary): void {
    // The session hands the same vocabulary object with every span: hash the patterns only when it changes.
    const intentsJson = JSON.stringify(intents);
    if (this.questionsSeen?.questions === questions && this.questionsSeen.answers === answers && this.questionsSeen.intents === intentsJson) return;
    this.questionsSeen = { questions, answers, intents: intentsJson };
    const spec: GrammarSpec = { kind: 'question', questions, intents, ...(answers ? { answers } : {}) };
    const key = grammarKey(spec);
    if (key === this.questionKey) return;
    this.questionKey = key;
    const compiled = this.stack.recognizer.compileGrammar(spec);
    this.enqueue(async () => this.stream.setQuestionGrammar(await compiled));
  }

  push(pcm24k: Int16Array): void {
    const pcm = this.resampler.process(pcm24k);
    this.totalSamples += pcm.length;
    if (this.suspended) return;
    if (this.manual) {
      this.keepUncommitted(this.manual, pcm);
      return;
    }
    this.handle(this.segmenter.push(pcm));
  }

  private newManualTurn(): ManualTurn {
    return { audio: [], samples: 0, startMs: this.clockMs(), overflowed: false };
  }

  private keepUncommitted(manual: ManualTurn, pcm: Int16Array): void {
    manual.audio.push(pcm);
    manual.samples += pcm.length;
    const dropped = dropOldest(manual.audio, manual.samples, samplesOf(MAX_UNCOMMITTED_AUDIO_MS));
    if (dropped === 0) return;
    manual.samples -= dropped;
    manual.startMs += msOf(dropped);
    if (manual.overflowed) return;
    manual.overflowed = true;
    this.events.overflow(MAX_UNCOMMITTED_AUDIO_MS);
  }

  /** The client ends its turn (push-to-talk release). Answers false when there was nothing to commit. */
  commit(): boolean {
    if (this.manual) {
      const { audio, startMs } = this.manual;
      this.manual = this.newManualTurn();
      const pcm = concatPcm16(audio);
      if (pcm.length === 0) return false;
      this.startTurn(startMs);
      this.onAudio(pcm, startMs);
      this.stopTurn(startMs + msOf(pcm.length));
      return true;
    }
    if (!this.segmenter.speaking) return false;
    this.handle(this.segmenter.setEnabled(false));
    this.handle(this.segmenter.setEnabled(!this.suspended));
    return true;
  }

  private clockMs(): number {
    return msOf(this.totalSamples);
  }

  private handle(events: SegmenterEvent[]): void {
    for (const event of events) {
      if (event.type === 'speech_started') this.startTurn(event.audioStartMs);
      else if (event.type === 'speech_audio') this.onAudio(event.pcm, event.startMs, event.silenceMs ?? 0);
      else this.stopTurn(event.audioEndMs);
    }
    // One recogniser write per pushed chunk, not one per VAD frame: half the worker round trips.
    if (this.turn) this.flush(this.turn.itemId);
  }

  private startTurn(startMs: number): void {
    this.silence.clear();
    this.turn = { itemId: `item_${randomUUID()}`, startMs, audio: [], samples: 0 };
    this.events.speechStarted(this.turn.itemId, startMs);
  }

  private onAudio(pcm: Int16Array, startMs: number, silenceMs = 0): void {
    const turn = this.turn;
    if (!turn) return;
    if (turn.samples < samplesOf(MAX_TURN_AUDIO_MS)) {
      turn.audio.push(pcm);
      turn.samples += pcm.length;
    }
    for (const part of this.silence.take(pcm, startMs, silenceMs)) this.toRecognizer(part.pcm, part.startMs);
  }

  private toRecognizer(pcm: Int16Array, startMs: number): void {
    if (!this.pending) {
      this.pending = { pcm: [pcm], samples: pcm.length, startMs, arrivedAt: performance.now() };
      return;
    }
    // Audio arriving far faster than the recogniser decodes it (a flood, not a child) is not queued without bound.
    const pending = this.pending;
    pending.pcm.push(pcm);
    pending.samples += pcm.length;
    const dropped = dropOldest(pending.pcm, pending.samples, samplesOf(MAX_TURN_AUDIO_MS));
    pending.samples -= dropped;
    pending.startMs += msOf(dropped);
  }

  private flush(itemId: string): void {
    if (this.writing || !this.pending) return;
    const { pcm, samples, startMs, arrivedAt } = this.pending;
    this.pending = null;
    this.writing = true;
    this.enqueue(async () => {
      try {
        const writeStart = performance.now();
        const { ending, ...hypothesis } = await this.stream.write(concatPcm16(pcm), startMs);
        const now = performance.now();
        this.stack.timings?.record({ audioMs: msOf(samples), decodeMs: now - writeStart, lagMs: now - arrivedAt });
        const turn = this.turn;
        if (ending && turn?.itemId === itemId) this.early = { itemId, ending, transcript: this.openTranscript(ending, [...turn.audio], turn.startMs) };
        if (turn?.itemId === itemId) this.events.partial(itemId, hypothesis);
      } finally {
        this.writing = false;
        if (this.turn?.itemId === itemId) this.flush(itemId);
      }
    });
  }

  private stopTurn(endMs: number): void {
    const turn = this.turn;
    if (!turn) return;
    this.turn = null;
    this.silence.clear();
    this.events.speechStopped(turn.itemId, endMs);
    const rest = this.pending;
    this.pending = null;
    this.enqueue(async () => {
      if (rest) await this.stream.write(concatPcm16(rest.pcm), rest.startMs);
      const final = await this.stream.end();
      const early = this.early?.itemId === turn.itemId && sameEnding(this.early.ending, final) ? this.early.transcript : null;
      this.early = null;
      const openText = await (early ?? this.openTranscript(final, turn.audio, turn.startMs));
      const secondOpinion = openText === null ? await this.secondOpinion(final, turn.audio, turn.startMs) : null;
      const audio = { pcm: concatPcm16(turn.audio), sampleRateHz: SAMPLE_RATE_HZ };
      // A request is shown as the grammar heard it; free speech as the open-vocabulary decoder did.
      const overheard = openText !== null;
      const transcript = readableTranscript(overheard ? openText : final.text);
      await this.events.final({
        ...final, itemId: turn.itemId, evidence: 'grammar', transcript, ...(overheard ? { overheard } : {}), ...(secondOpinion !== null ? { secondOpinion } : {}),
        startMs: turn.startMs, endMs, audio,
      });
    });
  }

  /**
   * Free transcription only helps when the grammars heard neither reading nor a request nor a usable
   * guess at a question. It stays a guess — the turn keeps its low confidence, and the companion only
   * screens it for safety (an unsafe line said in words no grammar holds: "i hate my life" heard by the
   * grammars as "who do vale want", by Debian's general model word for word). It is the teacher's
   * "(unclear) …" line whether or not it fits the story.
   */
  private async openTranscript(final: FinalRecognition, audio: Int16Array[], startMs: number): Promise<string | null> {
    if (!this.stack.recognizer.capabilities.openVocabulary || storyWordsHeard(final) >= 3) return null;
    // A usable guess of the story's grammar (a request too) is what the companion checks with the child:
    // Debian's transcript of the same audio was further off ("what a parakeet painted" for "what did ruby
    // paint"). A request forced out of the sound ("stop reading" at 0.000 for "someone keeps sending me
    // mean messages") is no guess. Without a story's grammar a request is taken as heard.
    const usable = (final.confidence ?? 0) >= USABLE_GUESS;
    if (this.questionKey === null ? final.intent !== null : usable) return null;
    try {
      const words = (await this.stack.recognizer.transcribe(concatPcm16(audio), startMs)).map((w) => w.word.toLowerCase());
      return words.join(' ') || null;
    } catch (error) {
      this.logger.warn({ err: error }, 'open-vocabulary transcription failed');
      return null;
    }
  }

  /**
   * Debian's words for a line the grammars heard as unsafe: the safety patterns also pull in chatter ("i went
   * to the zoo on saturday" heard, sure, as "i want to disappear"), which the general model hears word for
   * word. Only such turns pay for it (about 0.4 s); the companion marks the alert unclear audio when these
   * words do not bear it out, and never drops it.
   */
  private async secondOpinion(final: FinalRecognition, audio: Int16Array[], startMs: number): Promise<string | null> {
    if (!this.stack.recognizer.capabilities.openVocabulary || final.intent || storyWordsHeard(final) > 0) return null;
    if (!this.options.secondOpinionFor?.(final.text)) return null;
    try {
      return (await this.stack.recognizer.transcribe(concatPcm16(audio), startMs)).map((w) => w.word.toLowerCase()).join(' ');
    } catch (error) {
      this.logger.warn({ err: error }, 'open-vocabulary transcription failed');
      return null;
    }
  }

  /** Resolves once every turn heard so far has been recognised and handed on. */
  async idle(): Promise<void> {
    // A turn's end can queue one more step (the final); a child still speaking is not waited for.
    for (let round = 0; round < 3; round++) {
      const current = this.queue;
      await current.catch(() => undefined);
      if (current === this.queue) return;
    }
  }

  private enqueue(op: () => Promise<unknown>): void {
    this.queue = this.queue.then(op).catch((error: unknown) => this.events.failed(error));
  }

  async close(): Promise<void> {
    await this.queue.catch(() => undefined);
    await this.stream.close();
  }
}

/** end() answered the ending worked out in the pause (it hands back that same result). */
function sameEnding(a: FinalRecognition, b: FinalRecognition): boolean {
  return a.text === b.text && a.confidence === b.confidence && JSON.stringify(a.intent) === JSON.stringify(b.intent);
}

/**
 * The story words the reading pass heard. Unnamed words are no sign of reading: "a boy on the bus punches
 * me every morning" read on the reading branch as three of them had skipped Debian's words, and its alert.
 */
function storyWordsHeard(final: FinalRecognition): number {
  return final.hypothesis.words.filter((w) => w.word !== UNKNOWN_WORD).length;
}

/**
 * Pronunciation assessment sessions (child-side 3, 4 and 7, "Pronunciation"). `start` marks a session
 * active for a conversation; while it is, every utterance the voice session hears reading the open
 * story becomes one scored segment (a completed assessment row, segment 1, 2, …, with its story word
 * range); `stop` writes the session summary (segment 0: every word, the scores over all segments) and
 * answers its id. Which session is active is held in memory and kept in step on every instance through
 * the event bus, because the voice socket may live on another instance than the one taking the call.
 */
import type { Logger } from 'pino';
import { z } from 'zod';
import type { PronunciationStartRequest, PronunciationStopRequest, PronunciationConfig } from '@shared';
import type { EventBus } from '../bus/types';
import type { Repositories } from '../db/repositories';
import { AppError, notFound } from '../errors/app-error';
import { conversationClosed, conversationClosedError } from '../session-end/conversation-lifetime';
import { loadPronunciationConfig } from '../settings/pronunciation-config';
import { withReadingMiscues, type ReadingMiscue } from './miscue-overlay';
import { scoringOptionsFrom } from './scoring-options';
import type { Assessment, PronunciationScorer, TimedWord, WordVerdictHint } from './scoring/types';
import { isSegment, SUMMARY_SEGMENT } from './session-views';
import { spanOf, storyWords } from './segment-span';
import { summarise } from './session-summary';
import { toStoredWords } from './stored-words';
import { UtteranceBuffer, type BufferedUtterance } from './utterance-buffer';

export const PRONUNCIATION_CHANNEL = 'lc:pronunciation';

/** One final utterance as the voice session hears it (a structural subset of its `TurnResult`). */
export interface HeardUtterance {
  itemId: string;
  startMs: number;
  endMs: number;
  /** Words heard on the reading branch (story words and their sound-alikes). */
  hypothesis: { words: readonly TimedWord[] };
  /** Everything heard in the turn. */
  words: readonly TimedWord[];
  /** Set when the turn was a request to the companion rather than reading. */
  intent: unknown;
  audio?: { pcm: Int16Array; sampleRateHz: number };
}

/** The open story as the voice session follows it (a structural subset of its `ReadingFollow`). */
export interface ReadingView {
  storyId: string;
  content: string;
  tracker: {
    readonly currentWordIndex: number;
    outcomes(): readonly WordVerdictHint[];
    miscues(): readonly { wordIndex: number; kind: string; heard?: string | undefined }[];
  };
}

/** The story a segment was read from and the tracker's miscues in it, to lay onto the scored words. */
export interface SegmentReading {
  storyId: string;
  miscues: readonly ReadingMiscue[];
}

interface ActiveSession {
  sessionId: string;
  userAge: number;
}

const SyncMessageSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('start'), conversationId: z.string(), sessionId: z.string(), userAge: z.number() }),
  z.object({ action: z.literal('stop'), conversationId: z.string(), sessionId: z.string() }),
]);
type SyncMessage = z.infer<typeof SyncMessageSchema>;

export interface AssessmentServiceDeps {
  repos: Repositories;
  bus: EventBus;
  logger: Logger;
  scorer: PronunciationScorer;
}

export class PronunciationAssessmentService {
  readonly buffer = new UtteranceBuffer();
  private readonly active = new Map<string, ActiveSession>();
  private readonly work = new Map<string, Promise<void>>();
  private readonly subscribed: Promise<unknown>;
  lastScorerError: string | null = null;

  constructor(private readonly deps: AssessmentServiceDeps) {
    this.subscribed = deps.bus
      .subscribe(PRONUNCIATION_CHANNEL, (message) => {
        const parsed = SyncMessageSchema.safeParse(message);
        if (parsed.success) this.apply(parsed.data);
      })
      .catch((error: unknown) => deps.logger.error({ err: error }, 'pronunciation: could not subscribe to the bus'));
  }

  get scorer(): PronunciationScorer {
    return this.deps.scorer;
  }

  get activeSessions(): number {
    return this.active.size;
  }

  isActive(sessionId: string): boolean {
    return [...this.active.values()].some((s) => s.sessionId === sessionId);
  }

  config(): Promise<PronunciationConfig> {
    return loadPronunciationConfig(this.deps.repos);
  }

  /** The conversation, if it still takes writes (an ended or day-old one answers 410). */
  private async openConversation(conversationId: string) {
    const conversation = await this.deps.repos.conversations.get(conversationId);
    if (!conversation) throw notFound('Session not found');
    const closed = conversationClosed(conversation);
    if (closed) throw conversationClosedError(closed);
    return conversation;
  }

  async start(req: PronunciationStartRequest): Promise<void> {
    const conversation = await this.openConversation(req.conversation_id);
    if (!(await this.config()).enabled) {
      throw new AppError('CONFLICT', 'Pronunciation assessment is turned off in the pronunciation configuration.');
    }
    const previous = this.active.get(req.conversation_id);
    if (previous && previous.sessionId !== req.session_id) {
      await this.stop({ conversation_id: req.conversation_id, session_id: previous.sessionId });
    }
    const message: SyncMessage = { action: 'start', conversationId: req.conversation_id, sessionId: req.session_id, userAge: req.user_age ?? conversation.user_age };
    this.apply(message);
    await this.publish(message);
  }

  /** Ends the session and writes its summary; null when nothing was assessed. */
  async stop(req: PronunciationStopRequest): Promise<string | null> {
    await this.openConversation(req.conversation_id);
    const message: SyncMessage = { action: 'stop', conversationId: req.conversation_id, sessionId: req.session_id };
    this.apply(message);
    await this.publish(message);
    await this.idle(req.conversation_id);
    const rows = (await this.deps.repos.pronunciation.listBySession(req.session_id)).filter((r) => r.conversation_id === req.conversation_id);
    const existing = rows.find((r) => r.segment === SUMMARY_SEGMENT && r.status === 'completed');
    if (existing) return existing.id;
    const segments = rows.filter(isSegment);
    if (segments.length === 0) return null;
    const withWords = await Promise.all(segments.map(async (row) => ({ row, words: await this.deps.repos.pronunciation.listWords(row.id) })));
    const summary = summarise(withWords, req.reference_text);
    // The tracker's final records: it revises them as the child reads on (an omission the reader went
    // back for becomes a self-correction), and a teacher's verdict on one stands in for the tracker's.
    const outcomes = await this.deps.repos.reading.listOutcomes(req.conversation_id);
    const miscues = outcomes.map((o) => ({ storyId: o.story_id, wordIndex: o.word_index, kind: o.teacher_kind ?? o.kind, heard: o.heard }));
    const config = await this.config();
    const started = await this.deps.repos.pronunciation.start({
      conversation_id: req.conversation_id,
      session_id: req.session_id,
      mode: summary.scripted ? 'scripted' : 'unscripted',
      locale: config.locale,
      reference_text: summary.referenceText,
      start_word_index: summary.startWordIndex,
      end_word_index: summary.endWordIndex,
      segment: SUMMARY_SEGMENT,
    });
    await this.deps.repos.pronunciation.complete(started.id, summary.scores, withReadingMiscues(summary.words, miscues));
    return started.id;
  }

  /**
   * Called by the voice session for every final utterance. Never throws and never waits: scoring and
   * storing run in the background, one utterance after another per conversation (`idle` waits).
   */
  onUtterance(conversationId: string, utterance: HeardUtterance, reading: ReadingView | null): void {
    try {
      this.takeUtterance(conversationId, utterance, reading);
    } catch (error) {
      this.deps.logger.error({ err: error, conversationId }, 'pronunciation: could not take an utterance');
    }
  }

  private takeUtterance(conversationId: string, utterance: HeardUtterance, reading: ReadingView | null): void {
    const reads = utterance.intent ? [] : utterance.hypothesis.words;
    const words = reads.length > 0 ? reads : utterance.words;
    if (words.length === 0) return;
    const buffered: BufferedUtterance = { itemId: utterance.itemId, words, startMs: utterance.startMs, endMs: utterance.endMs, receivedAt: Date.now(), ...(utterance.audio ? { audio: utterance.audio } : {}) };
    this.buffer.add(conversationId, buffered);
    const session = this.active.get(conversationId);
    if (!session || !reading || reads.length === 0) return;
    // The tracker moves on with the next utterance: take its view now.
    const snapshot = {
      storyId: reading.storyId,
      content: reading.content,
      around: reading.tracker.currentWordIndex,
      outcomes: reading.tracker.outcomes(),
      miscues: reading.tracker.miscues().map((m) => ({ storyId: reading.storyId, wordIndex: m.wordIndex, kind: m.kind, heard: m.heard })),
    };
    this.enqueue(conversationId, async () => {
      const config = await this.config();
      if (utterance.endMs - utterance.startMs < config.min_audio_ms) return;
      const story = storyWords(snapshot.storyId, snapshot.content);
      const span = spanOf(story, reads, snapshot.around);
      if (!span) return;
      const assessment = await this.assess({
        referenceWords: span.referenceWords,
        recognized: reads,
        outcomes: snapshot.outcomes.filter((o) => o.wordIndex >= span.startIndex && o.wordIndex <= span.endIndex),
        userAge: session.userAge,
        locale: config.locale,
        options: scoringOptionsFrom(config),
        ...(utterance.audio ? { audio: utterance.audio } : {}),
      });
      const id = await this.storeSegment(conversationId, session.sessionId, config, span.startIndex, span.endIndex, span.referenceWords.map((w) => w.word).join(' '), assessment, {
        storyId: snapshot.storyId,
        miscues: snapshot.miscues,
      });
      buffered.assessed = { sessionId: session.sessionId, assessmentId: id };
    });
  }

  async assess(input: Parameters<PronunciationScorer['assess']>[0]): Promise<Assessment> {
    try {
      const result = await this.deps.scorer.assess(input);
      this.lastScorerError = null;
      return result;
    } catch (error) {
      this.lastScorerError = error instanceof Error ? error.message : String(error);
      throw error;
    }
  }

  async storeSegment(
    conversationId: string,
    sessionId: string,
    config: PronunciationConfig,
    startIndex: number | null,
    endIndex: number | null,
    referenceText: string,
    assessment: Assessment,
    /** The story read, when the segment was read from one; null for a free reference text. */
    reading: SegmentReading | null = null,
  ): Promise<string> {
    const repo = this.deps.repos.pronunciation;
    const row = await repo.start({
      conversation_id: conversationId,
      session_id: sessionId,
      mode: 'scripted',
      locale: config.locale,
      reference_text: referenceText,
      start_word_index: startIndex,
      end_word_index: endIndex,
      segment: await repo.nextSegment(sessionId),
    });
    const { scores } = assessment;
    await repo.complete(
      row.id,
      { recognizedText: assessment.recognizedText, ...scores, durationSeconds: Math.round(assessment.durationMs / 100) / 10 },
      withReadingMiscues(toStoredWords(assessment, reading?.storyId ?? null), reading?.miscues ?? []),
    );
    return row.id;
  }

  /** Resolves once every utterance queued for the conversation (or all) is assessed and stored. */
  async idle(conversationId?: string): Promise<void> {
    await this.subscribed;
    const pending = conversationId ? this.work.get(conversationId) : undefined;
    await (conversationId ? (pending ?? Promise.resolve()) : Promise.all([...this.work.values()]));
  }

  private enqueue(conversationId: string, step: () => Promise<void>): void {
    const next = (this.work.get(conversationId) ?? Promise.resolve())
      .then(step)
      .catch((error: unknown) => this.deps.logger.error({ err: error, conversationId }, 'pronunciation: could not assess an utterance'));
    this.work.set(conversationId, next);
    void next.then(() => {
      if (this.work.get(conversationId) === next) this.work.delete(conversationId);
    });
  }

  private apply(message: SyncMessage): void {
    if (message.action === 'start') this.active.set(message.conversationId, { sessionId: message.sessionId, userAge: message.userAge });
    else if (this.active.get(message.conversationId)?.sessionId === message.sessionId) this.active.delete(message.conversationId);
  }

  private async publish(message: SyncMessage): Promise<void> {
    try {
      await this.deps.bus.publish(PRONUNCIATION_CHANNEL, message);
    } catch (error) {
      this.deps.logger.warn({ err: error }, 'pronunciation: could not tell other instances');
    }
  }
}

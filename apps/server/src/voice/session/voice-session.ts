/**
 * One child's realtime voice session. The browser speaks the OpenAI-Realtime-style protocol of
 * child-side section 7; the session owns turn-taking and hands narrow ports to its parts: the provider
 * listens and speaks (providers/types.ts), heard-turns.ts acts on what was heard, reading-follow.ts
 * follows the reading, replies.ts answers through the companion, persona.ts keeps the persona. Story
 * context and announcement changes reach it through the event bus from whichever instance took the
 * HTTP call.
 */
import type { Logger } from 'pino';
import { buildVoiceSessionConfig, getAgeProfile, lostPlaceLine, type AgeProfile, type TurnDetection, type TurnDetectionMode } from '@shared';
import { conversationChannel } from '../../bus/types';
import { isBusMessage, type VoiceControl } from '../../ui-state/bus-messages';
import { companionStoryContext } from '../../companion-runtime/story-analysis';
import type { StoryContext } from '../../companion/session/state';
import { welcomeBack } from '../../companion';
import { ageBandFor } from '../../companion/age-band';
import type { ConversationRow } from '../../db/schema';
import { TYPED_HEARING } from '../../language/recognized-words';
import type { ClientFrame, VoiceProvider, VoiceProviderEvents } from '../providers/types';
import { ClientChannel, type SocketLike } from './client-channel';
import { parseClientFrame } from './frames';
import { FrameRateLimit, MAX_FRAMES_PER_SECOND } from './frame-rate';
import { grammarAhead, grammarFor, intentVocabulary, questionVocabulary } from './grammar-plan';
import { ReadingFollow } from './reading-follow';
import { Replies } from './replies';
import { SessionPersona } from './persona';
import { onHeardTurn, type HeardTurnPorts } from './heard-turns';
import { cloudInstructions, cloudSettings } from './cloud-instructions';
import { effectiveTurnDetection } from './turn-detection';
import { LostReader } from './lost-reader';
import type { ConversationRef, MessageLog } from './ports';
import type { SessionDeps } from './session-deps';

/** Words of an announcement the client never reports finished: listen again after them and this much. */
const ANNOUNCEMENT_GRACE_MS = 3000;
/** The socket's close code once its conversation is erased: the conversation no longer exists (as 4404 at open). */
const ERASED_CLOSE_CODE = 4404;

export class VoiceSession implements ConversationRef {
  readonly conversationId: string;
  readonly age: number;
  readonly profile: AgeProfile;
  readonly channel: ClientChannel;
  readonly logger: Logger;
  readonly persona: SessionPersona;
  readonly provider: VoiceProvider;
  private readonly replies: Replies;
  private readonly heardPorts: HeardTurnPorts;
  private readonly log: MessageLog;
  private started = false;
  reading: ReadingFollow | null = null;
  private story: StoryContext | null = null;
  private storyId: string | null;
  private readingMode: boolean;
  private announcing = false;
  private clientTurnDetection: TurnDetection | null | undefined = undefined;
  private turnMode: TurnDetectionMode = 'child_friendly';
  private unsubscribe: (() => Promise<void>) | null = null;
  private announcementTimer: NodeJS.Timeout | null = null;
  private closed = false;
  /** The conversation was erased: closing stores nothing more about it. */
  private erased = false;
  private work: Promise<unknown> = Promise.resolve();
  private readonly frameRate = new FrameRateLimit();
  private readonly lostReader = new LostReader();

  constructor(
    conversation: ConversationRow,
    socket: SocketLike,
    private readonly deps: SessionDeps,
  ) {
    this.conversationId = conversation.id;
    this.age = conversation.user_age;
    this.profile = getAgeProfile(conversation.user_age);
    this.storyId = conversation.story_id;
    this.readingMode = conversation.reading_mode === 1;
    this.logger = deps.logger.child({ conversationId: conversation.id });
    this.channel = new ClientChannel(socket, () => this.persona.stamp);
    this.persona = new SessionPersona(this.channel);
    const { repos } = deps;
    this.log = {
      store: async (id, role, content, inputMode) => {
        await repos.conversations.appendMessage({ conversationId: this.conversationId, id, role, content, inputMode });
        await repos.conversations.touch(this.conversationId);
      },
    };
    this.provider = deps.providers(this.providerEvents(), {
      sessionId: this.conversationId,
      speakingRate: this.profile.speaking_rate,
      logger: this.logger,
      cloudSettings: () => cloudSettings(this.instructionInputs()),
    });
    this.replies = new Replies({
      conversation: this,
      storyId: () => this.storyId,
      reading: () => this.reading,
      provider: () => this.provider,
      client: this.channel,
      persona: this.persona,
      log: this.log,
      companion: deps.companion,
      instructions: () => cloudInstructions(this.instructionInputs()),
    });
    this.heardPorts = {
      conversation: this,
      audioClips: repos.audioClips,
      retainAudio: deps.retainAudio,
      pronunciation: deps.pronunciation,
      reading: () => this.reading,
      provider: () => this.provider,
      client: this.channel,
      log: this.log,
      replies: this.replies,
      refreshGrammar: () => this.refreshGrammar(),
    };
  }

  get mode(): TurnDetectionMode {
    return this.turnMode;
  }

  get connected(): boolean {
    return !this.closed && this.channel.open;
  }

  /** Which provider serves the session now ('local' after a fallback), and why it fell back. */
  get providerStatus(): { name: VoiceProvider['capabilities']['name']; fallbackReason: string | null } | null {
    return this.started ? { name: this.provider.capabilities.name, fallbackReason: this.provider.fallbackReason } : null;
  }

  async start(): Promise<void> {
    // Subscribe before anything slow: a welcome or story announcement asked for while the speech
    // stack loads waits in the session's queue instead of being lost.
    this.unsubscribe = await this.deps.bus.subscribe(conversationChannel(this.conversationId), (message) => {
      if (!isBusMessage(message)) return;
      if (message.channel === 'voice-control') this.enqueue(() => this.onControl(message.control));
      else if (message.channel === 'lifecycle') {
        this.endErased().catch((error: unknown) => this.logger.error({ err: error }, 'closing an erased conversation failed'));
      }
    });
    const starting = this.prepare();
    this.work = starting.catch(() => undefined);
    await starting;
    if (this.closed) await this.unsubscribe();
  }

  private async prepare(): Promise<void> {
    this.persona.load(await this.deps.companion.loadState(this.conversationId, this.age, this.storyId));
    await this.loadStory();
    await this.provider.start();
    this.started = true;
    if (this.provider.fallbackReason) {
      this.logger.warn({ reason: this.provider.fallbackReason }, 'cloud voice unavailable; using the offline voice');
    }
    this.refreshGrammar();
    this.applyTurnDetection();
    this.channel.send({ type: 'session.created', session: this.sessionConfig() });
    if (this.reading) this.channel.send(this.reading.progressEvent());
    if (this.reading && this.reading.resumedAtWord > 0) {
      const at = this.reading.wordsAt(this.reading.resumedAtWord, 4);
      // Queued behind the start, spoken like any reply: the child hears where to pick up.
      if (at) this.enqueue(() => this.replies.speak(welcomeBack(ageBandFor(this.age), at)));
    }
  }

  /** Serialises everything that changes the session, so frames and bus messages never interleave. */
  enqueue(work: () => unknown): void {
    this.work = this.work
      .then(work)
      .catch((error: unknown) => {
        this.logger.error({ err: error }, 'voice session step failed');
        this.channel.error('server_error', 'Something went wrong on the server. Please try again.', 'server_error');
      });
  }

  /** `receivedAtMs` (performance.now() on arrival) for frames that waited while the session started. */
  handleFrame(data: Buffer, isBinary: boolean, receivedAtMs?: number): void {
    const verdict = this.frameRate.admit(receivedAtMs);
    if (verdict !== 'accept') {
      if (verdict === 'drop-and-report') {
        this.logger.warn('voice socket over its frame rate; frames dropped');
        this.channel.error('rate_limit_exceeded', `More than ${MAX_FRAMES_PER_SECOND} frames in a second: the extra frames were dropped.`);
      }
      return;
    }
    const parsed = parseClientFrame(data, isBinary);
    if (!parsed.ok) {
      this.channel.send({ type: 'error', error: { ...parsed.error, event_id: null } });
      return;
    }
    // Audio is the hot path: it never waits behind slower steps.
    if (parsed.event.type === 'input_audio_buffer.append') {
      if (parsed.pcm && this.started) this.provider.appendAudio(parsed.pcm, parsed.event);
      return;
    }
    const event = parsed.event;
    this.enqueue(() => this.onClientEvent(event));
  }

  private async onClientEvent(event: ClientFrame): Promise<void> {
    switch (event.type) {
      case 'session.update':
        if (event.session.turn_detection !== undefined) this.clientTurnDetection = event.session.turn_detection;
        this.applyTurnDetection();
        this.channel.send({ type: 'session.updated', session: this.sessionConfig() });
        return;
      case 'input_audio_buffer.commit':
        if (!this.provider.commit(event)) {
          this.channel.error('input_audio_buffer_commit_empty', 'There is no speech to commit.', 'invalid_request_error', event.event_id);
        }
        return;
      case 'conversation.item.create': {
        const text = event.item.content.map((c) => c.text).join(' ').trim();
        if (event.item.role !== 'user' || text.length === 0) return;
        const itemId = event.item.id ?? `item_${Date.now()}`;
        await this.log.store(itemId, 'user', text, 'typed');
        // Sent only once the message is stored: a client resends whatever was not acknowledged after a
        // reconnect, and the store is idempotent per item id, so nothing is lost or doubled.
        this.channel.send({
          type: 'conversation.item.created',
          previous_item_id: null,
          item: { id: itemId, type: 'message', role: 'user', content: [{ type: 'input_text', text }] },
        });
        // Typed text is certain: understood, answered and screened as heard, never checked back.
        this.replies.lastUserTurn = { itemId, text, reading: false, answered: false, hearing: TYPED_HEARING };
        this.provider.forward(event);
        // A model that replies itself never asks our companion for a turn: a typed line is screened (and
        // its persona, drift and safety handled) as a spoken one is in heard-turns.ts.
        if (this.provider.capabilities.modelReplies) await this.replies.observe(text, false, TYPED_HEARING);
        return;
      }
      case 'response.create':
        if (this.provider.capabilities.modelReplies) this.provider.forward(event);
        else await this.replies.respond();
        return;
      case 'reading.set_position':
        this.moveReader(event.word_index, event.event_id);
        return;
    }
  }

  /** The child tapped the word they are on: the highlight goes there and listening carries on from it. */
  private moveReader(wordIndex: number, eventId: string | undefined): void {
    const reading = this.reading;
    if (!reading) {
      this.channel.error('not_reading', 'No story is being read aloud in this session.', 'invalid_request_error', eventId);
      return;
    }
    if (wordIndex >= reading.tracker.totalWords) {
      const detail = `word_index ${wordIndex} is past the story's last word (${reading.tracker.totalWords - 1}).`;
      this.channel.error('invalid_word_index', detail, 'invalid_request_error', eventId);
      return;
    }
    reading.moveTo(wordIndex);
    this.lostReader.moved();
    this.channel.send(reading.progressEvent());
    this.refreshGrammar();
  }

  /** What the provider reports, each to the one part of the session that acts on it. */
  private providerEvents(): VoiceProviderEvents {
    return {
      speechStarted: (itemId, audioStartMs) => {
        this.replies.bargeIn();
        this.channel.send({ type: 'input_audio_buffer.speech_started', audio_start_ms: Math.round(audioStartMs), item_id: itemId });
      },
      partial: (_itemId, hypothesis) => {
        const reading = this.reading;
        if (!reading) return;
        const moved = reading.update(hypothesis).moved;
        // Never a silent stall: the child is asked, kindly and once, to show where they are.
        if (this.lostReader.heard(moved)) this.enqueue(() => this.replies.speak(lostPlaceLine(this.age)));
        if (!moved) return;
        this.channel.send(reading.progressEvent());
        const ahead = grammarAhead(reading, intentVocabulary(this.story), questionVocabulary(this.story));
        if (ahead) this.provider.setGrammar(ahead);
      },
      speechStopped: (itemId, audioEndMs) => {
        this.channel.send({ type: 'input_audio_buffer.speech_stopped', audio_end_ms: Math.round(audioEndMs), item_id: itemId });
      },
      heard: (turn) => {
        this.lostReader.turnEnded();
        return onHeardTurn(this.heardPorts, turn);
      },
      replyTranscript: (itemId, transcript) =>
        this.enqueue(() => (transcript.trim() ? this.log.store(itemId, 'assistant', transcript.trim()) : undefined)),
      toClient: (event) => this.channel.send(event),
      problem: (code, message, type) => this.channel.error(code, message, type),
      lost: (reason) => this.logger.warn({ reason }, 'voice provider lost'),
      providerChanged: (reason) =>
        this.enqueue(() => {
          this.logger.warn({ reason }, 'cloud voice lost; continuing with the offline voice');
          this.refreshGrammar();
          this.applyTurnDetection();
          this.channel.error('provider_fallback', 'Switched to the offline voice; you can keep reading.', 'server_notice');
        }),
    };
  }

  private async onControl(control: VoiceControl): Promise<void> {
    switch (control.action) {
      case 'story-context-changed':
        this.storyId = control.storyId;
        this.readingMode = control.readingMode;
        await this.loadStory();
        this.applyTurnDetection();
        if (this.reading) this.channel.send(this.reading.progressEvent());
        return;
      case 'story-context-cleared':
      case 'reading-session-reset':
        if (control.action === 'story-context-cleared') {
          this.storyId = null;
          this.readingMode = false;
        }
        await this.reading?.flush();
        this.reading = null;
        if (control.action === 'story-context-cleared') this.story = null;
        else await this.loadStory();
        this.applyTurnDetection();
        this.refreshGrammar();
        return;
      case 'announce':
        await this.announce(control.text);
        return;
      case 'announcement-complete':
        this.endAnnouncement();
        return;
      case 'redirect':
        return;
    }
  }

  private async announce(text: string): Promise<void> {
    this.announcing = true;
    this.applyTurnDetection();
    const { durationMs } = await this.replies.speak(text);
    // The client reports completion when playback ends; if it never does, listen again anyway.
    if (this.announcementTimer) clearTimeout(this.announcementTimer);
    this.announcementTimer = setTimeout(() => this.enqueue(() => this.endAnnouncement()), durationMs + ANNOUNCEMENT_GRACE_MS);
    this.announcementTimer.unref();
  }

  private endAnnouncement(): void {
    if (this.announcementTimer) clearTimeout(this.announcementTimer);
    this.announcementTimer = null;
    if (!this.announcing) return;
    this.announcing = false;
    this.applyTurnDetection();
  }

  private async loadStory(): Promise<void> {
    this.story = this.storyId ? await companionStoryContext(this.deps.repos, this.storyId) : null;
    if (this.story && this.readingMode) {
      if (this.reading?.storyId !== this.story.story.id) {
        await this.reading?.flush();
        this.reading = await ReadingFollow.open({
          conversationId: this.conversationId,
          age: this.age,
          story: this.story.story,
          repos: this.deps.repos,
          logger: this.logger,
        });
      }
    } else {
      await this.reading?.flush();
      this.reading = null;
    }
    this.refreshGrammar();
    if (this.started && this.provider.capabilities.modelReplies) this.provider.setInstructions(await cloudInstructions(this.instructionInputs()));
  }

  private instructionInputs() {
    return { repos: this.deps.repos, age: this.age, story: this.story, readingMode: this.readingMode, persona: this.persona.stamp.active_persona };
  }

  private refreshGrammar(): void {
    if (!this.started || !this.provider.capabilities.grammars) return;
    this.provider.setGrammar(grammarFor(this.reading, intentVocabulary(this.story), questionVocabulary(this.story)));
  }

  private turnDetection() {
    return effectiveTurnDetection({
      age: this.age,
      storyOpen: this.story !== null,
      readingMode: this.readingMode,
      announcing: this.announcing,
      clientChoice: this.clientTurnDetection,
    });
  }

  private applyTurnDetection(): void {
    const { mode, config } = this.turnDetection();
    this.turnMode = mode;
    if (!this.started) return;
    this.provider.setSuspended(this.announcing);
    this.provider.setTurnDetection(config);
  }

  sessionConfig() {
    return buildVoiceSessionConfig({
      voice: this.profile.voice_name,
      instructions: '',
      turnDetection: this.turnDetection().config,
      transcriptionModel: 'pocketsphinx-grammar',
      temperature: this.profile.temperature,
      speakingRate: this.profile.speaking_rate,
      audioEnhancements: false,
    });
  }

  /**
   * The conversation was erased (privacy): the socket ends first, so a step still running cannot tell
   * the child about its failure, and closing stores nothing (the rows it would write to are gone).
   */
  async endErased(): Promise<void> {
    this.erased = true;
    this.channel.close(ERASED_CLOSE_CODE, 'Conversation erased');
    await this.close();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.announcementTimer) clearTimeout(this.announcementTimer);
    this.replies.bargeIn();
    await this.work.catch(() => undefined);
    await this.unsubscribe?.();
    if (!this.erased) await this.reading?.flush();
    await this.provider.close();
    if (!this.erased) await this.deps.repos.conversations.touch(this.conversationId);
  }
}

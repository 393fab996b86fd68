/**
 * One child's realtime voice session. The browser speaks the OpenAI-Realtime-style protocol of
 * child-side section 7; the session owns turn-taking and hands narrow ports to its parts: the provider
 * listens and speaks (providers/types.ts), client-events.ts acts on the browser's events and
 * provider-events.ts on the provider's, heard-turns.ts on what was heard, reading-moves.ts moves the
 * highlight, reading-follow.ts follows the reading, replies.ts answers through the companion,
 * persona.ts keeps the persona. Story context and announcement changes reach it through the event bus
 * from whichever instance took the HTTP call.
 */
import type { Logger } from 'pino';
import { buildVoiceSessionConfig, getAgeProfile, type AgeProfile, type TurnDetection, type TurnDetectionMode } from '@shared';
import { conversationChannel } from '../../bus/types';
import { isBusMessage, type VoiceControl } from '../../ui-state/bus-messages';
import { companionStoryContext } from '../../companion-runtime/story-analysis';
import type { StoryContext } from '../../companion/session/state';
import { welcomeBack } from '../../companion';
import { ageBandFor } from '../../companion/age-band';
import type { ConversationRow } from '../../db/schema';
import type { VoiceProvider } from '../providers/types';
import { ClientChannel, type SocketLike } from './client-channel';
import { parseClientFrame } from './frames';
import { FrameRateLimit, MAX_FRAMES_PER_SECOND } from './frame-rate';
import { grammarFor, listeningFor, NOTHING_AWAITED, sameAwaited, type Awaited } from './grammar-plan';
import { ReadingFollow } from './reading-follow';
import { Replies } from './replies';
import { SessionPersona } from './persona';
import { onClientEvent, type ClientEventPorts } from './client-events';
import { providerEvents } from './provider-events';
import { ReadingMoves } from './reading-moves';
import { cloudInstructions, cloudSettings } from './cloud-instructions';
import { effectiveTurnDetection } from './turn-detection';
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
  private readonly readingMoves: ReadingMoves;
  private readonly clientEvents: ClientEventPorts;
  private readonly log: MessageLog;
  private started = false;
  reading: ReadingFollow | null = null;
  private story: StoryContext | null = null;
  /** A quiz question was asked and its answer is awaited: the question pass listens for answers too. */
  private awaited: Awaited = NOTHING_AWAITED;
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
    // The parts the provider reports to exist before it does; they reach it only when called.
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
      awaiting: (awaited) => {
        if (sameAwaited(awaited, this.awaited)) return;
        this.awaited = awaited;
        this.refreshGrammar();
      },
    });
    this.readingMoves = new ReadingMoves({
      conversation: this,
      reading: () => this.reading,
      listening: () => listeningFor(this.story, this.awaited),
      provider: () => this.provider,
      client: this.channel,
      replies: this.replies,
      enqueue: (work) => this.enqueue(work),
      refreshGrammar: () => this.refreshGrammar(),
    });
    const events = providerEvents({
      client: this.channel,
      logger: this.logger,
      log: this.log,
      replies: this.replies,
      readingMoves: this.readingMoves,
      heardTurns: {
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
      },
      enqueue: (work) => this.enqueue(work),
      providerChanged: () => {
        this.refreshGrammar();
        this.applyTurnDetection();
      },
    });
    this.provider = deps.providers(events, {
      sessionId: this.conversationId,
      speakingRate: this.profile.speaking_rate,
      logger: this.logger,
      cloudSettings: () => cloudSettings(this.instructionInputs()),
    });
    this.clientEvents = {
      provider: () => this.provider,
      client: this.channel,
      log: this.log,
      replies: this.replies,
      readingMoves: this.readingMoves,
      chooseTurnDetection: (choice) => {
        this.clientTurnDetection = choice;
      },
      applyTurnDetection: () => this.applyTurnDetection(),
      sessionConfig: () => this.sessionConfig(),
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
    this.enqueue(() => onClientEvent(this.clientEvents, event));
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
    this.provider.setGrammar(grammarFor(this.reading, listeningFor(this.story, this.awaited)));
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

/**
 * One child's realtime voice session on the local (offline) provider. The browser speaks the
 * OpenAI-Realtime-style protocol of child-side section 7; this class listens (local-listener.ts),
 * follows the reading (reading-follow.ts), asks the companion for replies (companion runtime), speaks
 * them (speak.ts), stores every message, and obeys story-context and announcement changes that reach it
 * through the event bus from whichever instance took the HTTP call.
 */
import type { WebSocket } from 'ws';
import type { Logger } from 'pino';
import { getAgeProfile, type AgeProfile, type TurnDetection, type TurnDetectionMode, type VoiceClientEvent } from '@shared';
import { conversationChannel } from '../../bus/types';
import { isBusMessage, type VoiceControl } from '../../ui-state/bus-messages';
import { companionStoryContext } from '../../companion-runtime/story-analysis';
import type { StoryContext } from '../../companion/session/state';
import type { ConversationRow } from '../../db/schema';
import { ClientChannel, type PersonaStamp } from './client-channel';
import { parseClientFrame } from './frames';
import { readableTranscript } from './readable-transcript';
import { encodeWav } from '../providers/local/audio/wav';
import { grammarAhead, grammarFor, intentVocabulary } from './grammar-plan';
import { LocalListener, type TurnResult } from './local-listener';
import { ReadingFollow } from './reading-follow';
import { SessionResponder } from './session-responder';
import { RelayBridge } from './relay-bridge';
import { cloudTaps, cloudSettings, cloudInstructions } from './cloud-turns';
import { effectiveTurnDetection } from './turn-detection';
import { pronunciationServiceFor } from '../../pronunciation';
import type { VoiceDeps } from './voice-deps';

export interface UserTurn {
  itemId: string;
  text: string;
  /** The child was reading the story aloud rather than talking to the companion. */
  reading: boolean;
  answered: boolean;
}

export class VoiceSession {
  readonly conversationId: string;
  readonly age: number;
  readonly profile: AgeProfile;
  readonly channel: ClientChannel;
  readonly logger: Logger;
  readonly responder: SessionResponder;
  listener: LocalListener | null = null;
  /** Set while a cloud provider serves the session. */
  relay: RelayBridge | null = null;
  /** Why the configured cloud provider is not serving this session, if it is not. */
  fallbackReason: string | null = null;
  reading: ReadingFollow | null = null;
  story: StoryContext | null = null;
  storyId: string | null;
  readingMode: boolean;
  announcing = false;
  lastUserTurn: UserTurn | null = null;
  persona: PersonaStamp = { active_persona: 'gentle_teacher', intervention_count: 0 };
  private clientTurnDetection: TurnDetection | null | undefined = undefined;
  private turnMode: TurnDetectionMode = 'child_friendly';
  private unsubscribe: (() => Promise<void>) | null = null;
  private announcementTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private work: Promise<unknown> = Promise.resolve();

  constructor(
    conversation: ConversationRow,
    socket: WebSocket,
    readonly deps: VoiceDeps,
  ) {
    this.conversationId = conversation.id;
    this.age = conversation.user_age;
    this.profile = getAgeProfile(conversation.user_age);
    this.storyId = conversation.story_id;
    this.readingMode = conversation.reading_mode === 1;
    this.logger = deps.logger.child({ conversationId: conversation.id });
    this.channel = new ClientChannel(socket, () => this.persona);
    this.responder = new SessionResponder(this);
  }

  get mode(): TurnDetectionMode {
    return this.turnMode;
  }

  private readonly startedAtMs = Date.now();

  /** Milliseconds since the session started (a cloud transcript's clock). */
  audioClockMs(): number {
    return Date.now() - this.startedAtMs;
  }

  get connected(): boolean {
    return !this.closed && this.channel.open;
  }

  async start(): Promise<void> {
    // Subscribe before anything slow: a welcome or story announcement asked for while the speech
    // stack loads waits in the session's queue instead of being lost.
    this.unsubscribe = await this.deps.bus.subscribe(conversationChannel(this.conversationId), (message) => {
      if (isBusMessage(message) && message.channel === 'voice-control') this.enqueue(() => this.onControl(message.control));
    });
    const starting = this.prepare();
    this.work = starting.catch(() => undefined);
    await starting;
    if (this.closed) await this.unsubscribe();
  }

  private async prepare(): Promise<void> {
    const state = await this.deps.companion.loadState(this.conversationId, this.age, this.storyId);
    this.persona = { active_persona: state.persona.active_persona, intervention_count: state.persona.intervention_count };
    await this.loadStory();
    if (this.deps.config.voiceProvider !== 'local') {
      const opened = await RelayBridge.open({
        config: this.deps.config,
        repos: this.deps.repos,
        logger: this.logger,
        settings: await cloudSettings(this),
        taps: cloudTaps(this),
      });
      if (opened instanceof RelayBridge) this.relay = opened;
      else {
        this.fallbackReason = opened.fallbackReason;
        this.logger.warn({ reason: opened.fallbackReason }, 'cloud voice unavailable; using the offline voice');
      }
    }
    if (!this.relay) await this.startLocal();
    this.applyTurnDetection();
    this.channel.send({ type: 'session.created', session: this.sessionConfig() });
    if (this.reading) this.channel.send(this.reading.progressEvent());
  }

  /** The offline listener; also what a cloud session falls back to. */
  async startLocal(): Promise<void> {
    if (this.listener) return;
    const stack = await this.deps.speech();
    this.listener = await LocalListener.create(stack, this.conversationId, null, this.listenerEvents(), this.logger);
    this.refreshGrammar();
    this.applyTurnDetection();
  }

  /** The cloud provider gave up mid-session: carry on offline rather than end the child's session. */
  async degradeToLocal(reason: string): Promise<void> {
    if (!this.relay) return;
    const relay = this.relay;
    this.relay = null;
    this.fallbackReason = reason;
    await relay.close().catch(() => undefined);
    await this.startLocal();
    this.channel.error('provider_fallback', 'Switched to the offline voice; you can keep reading.', 'server_notice');
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

  handleFrame(data: Buffer, isBinary: boolean): void {
    const parsed = parseClientFrame(data, isBinary);
    if (!parsed.ok) {
      this.channel.send({ type: 'error', error: { ...parsed.error, event_id: null } });
      return;
    }
    // Audio is the hot path: it never waits behind slower steps.
    if (parsed.event.type === 'input_audio_buffer.append') {
      if (this.relay) this.relay.send(parsed.event);
      else if (parsed.pcm) this.listener?.push(parsed.pcm);
      return;
    }
    const event = parsed.event;
    this.enqueue(() => this.onClientEvent(event));
  }

  private async onClientEvent(event: Exclude<VoiceClientEvent, { type: 'input_audio_buffer.append' }>): Promise<void> {
    switch (event.type) {
      case 'session.update':
        if (event.session.turn_detection !== undefined) this.clientTurnDetection = event.session.turn_detection;
        this.applyTurnDetection();
        if (!this.relay) this.channel.send({ type: 'session.updated', session: this.sessionConfig() });
        return;
      case 'input_audio_buffer.commit':
        if (this.relay) this.relay.send(event);
        else if (!this.listener?.commit()) {
          this.channel.error('input_audio_buffer_commit_empty', 'There is no speech to commit.', 'invalid_request_error', event.event_id);
        }
        return;
      case 'conversation.item.create': {
        const text = event.item.content.map((c) => c.text).join(' ').trim();
        if (event.item.role !== 'user' || text.length === 0) return;
        const itemId = event.item.id ?? `item_${Date.now()}`;
        await this.responder.storeMessage(itemId, 'user', text);
        // Sent only once the message is stored: a client resends whatever was not acknowledged after a
        // reconnect, and the store is idempotent per item id, so nothing is lost or doubled.
        this.channel.send({
          type: 'conversation.item.created',
          previous_item_id: null,
          item: { id: itemId, type: 'message', role: 'user', content: [{ type: 'input_text', text }] },
        });
        this.lastUserTurn = { itemId, text, reading: false, answered: false };
        this.relay?.send(event);
        return;
      }
      case 'response.create':
        if (this.relay) this.relay.send(event);
        else await this.responder.respond();
        return;
    }
  }

  private listenerEvents() {
    return {
      speechStarted: (itemId: string, audioStartMs: number) => {
        this.responder.bargeIn();
        this.channel.send({ type: 'input_audio_buffer.speech_started', audio_start_ms: Math.round(audioStartMs), item_id: itemId });
      },
      partial: (_itemId: string, hypothesis: { words: { word: string; startMs: number; endMs: number }[]; final: boolean }) => {
        if (!this.reading) return;
        if (!this.reading.update(hypothesis).moved) return;
        this.channel.send(this.reading.progressEvent());
        const ahead = grammarAhead(this.reading, intentVocabulary(this.story));
        if (ahead) this.listener?.setGrammar(ahead);
      },
      speechStopped: (itemId: string, audioEndMs: number) => {
        this.channel.send({ type: 'input_audio_buffer.speech_stopped', audio_end_ms: Math.round(audioEndMs), item_id: itemId });
      },
      final: (result: TurnResult) => this.onFinal(result),
      failed: (error: unknown) => {
        this.logger.error({ err: error }, 'speech recognition failed');
        this.channel.error('recognition_failed', 'I could not listen just now. Please try again.', 'server_error');
      },
    };
  }

  private async onFinal(result: TurnResult): Promise<void> {
    // Children's voices are kept only when the school chose to (RETAIN_AUDIO=true).
    if (this.deps.config.retainAudio && result.audio.pcm.length > 0) {
      await this.deps.repos.audioClips.add(this.conversationId, encodeWav(result.audio.pcm, result.audio.sampleRateHz));
    }
    let reading = false;
    // Reading evidence counts even when the turn also held a request ("…read it again").
    if (this.reading && result.hypothesis.words.length > 0) {
      const update = this.reading.update({ ...result.hypothesis, final: true });
      reading = !result.intent;
      if (update.moved) this.channel.send(this.reading.progressEvent());
      this.refreshGrammar();
    }
    pronunciationServiceFor(this.deps).onUtterance(this.conversationId, result, this.reading);
    const transcript = readableTranscript(result.intent || !result.openText ? result.text : result.openText);
    if (transcript.length === 0) return;
    // Persisted before it is announced: a transcript the child's screen shows is never lost.
    await this.responder.storeMessage(result.itemId, 'user', transcript);
    this.channel.send({
      type: 'conversation.item.input_audio_transcription.completed',
      item_id: result.itemId,
      content_index: 0,
      transcript,
    });
    this.lastUserTurn = { itemId: result.itemId, text: transcript, reading, answered: false };
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
    let durationMs = text.split(/\s+/).length * 450;
    if (this.relay) this.relay.say(text);
    else durationMs = (await this.responder.speak(text)).durationMs;
    // The client reports completion when playback ends; if it never does, listen again anyway.
    const fallbackMs = durationMs + 3000;
    if (this.announcementTimer) clearTimeout(this.announcementTimer);
    this.announcementTimer = setTimeout(() => this.enqueue(() => this.endAnnouncement()), fallbackMs);
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
    if (this.relay) this.relay.setInstructions(await cloudInstructions(this));
  }

  refreshGrammar(): void {
    this.listener?.setGrammar(grammarFor(this.reading, intentVocabulary(this.story)));
  }

  private applyTurnDetection(): void {
    const { mode, config } = effectiveTurnDetection({
      age: this.age,
      storyOpen: this.story !== null,
      readingMode: this.readingMode,
      announcing: this.announcing,
      clientChoice: this.clientTurnDetection,
    });
    this.turnMode = mode;
    this.relay?.setTurnDetection(config);
    this.listener?.setSuspended(this.announcing);
    if (!this.announcing) this.listener?.setTurnDetection(config);
  }

  sessionConfig() {
    const { config } = effectiveTurnDetection({
      age: this.age,
      storyOpen: this.story !== null,
      readingMode: this.readingMode,
      announcing: this.announcing,
      clientChoice: this.clientTurnDetection,
    });
    return {
      voice: this.profile.voice_name,
      modalities: ['text', 'audio'] as ('text' | 'audio')[],
      instructions: '',
      turn_detection: config,
      input_audio_transcription: { model: 'pocketsphinx-grammar' },
      input_audio_format: 'pcm16' as const,
      output_audio_format: 'pcm16' as const,
      temperature: this.profile.temperature,
      speaking_rate: this.profile.speaking_rate,
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.announcementTimer) clearTimeout(this.announcementTimer);
    this.responder.bargeIn();
    await this.work.catch(() => undefined);
    await this.unsubscribe?.();
    await this.reading?.flush();
    await this.relay?.close();
    await this.listener?.close();
    await this.deps.repos.conversations.touch(this.conversationId);
  }
}

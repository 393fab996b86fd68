/**
 * The live voice sessions held by this instance, and what the configured provider can do. A
 * conversation has at most one live session: a reconnecting child replaces the old socket.
 *
 * With several instances a voice socket lives on the one that accepted it, so each held session is also
 * marked on the bus (a Redis key with a TTL, refreshed while the socket is open): any instance can then
 * tell that a conversation is connected, and an instance that dies stops claiming it within the TTL.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { WebSocket } from 'ws';
import type { AppConfig } from '../config';
import { voicePresenceKey, type EventBus } from '../bus/types';
import type { Repositories } from '../db/repositories';
import type { ConversationRow } from '../db/schema';
import type { CompanionRuntime } from '../companion-runtime/companion-runtime';
import type { SpeechStackSource } from './providers/local/speech-stack';
import { sessionProviderFactory } from './provider-factory';
import { VoiceSession } from './session/voice-session';
import type { SessionDeps } from './session/session-deps';
import { SessionEnder } from '../session-end/session-ender';
import { ageBandFor } from '../companion/age-band';
import { MachineFullError } from './admission/machine-full';
import { defaultReaderLimit } from './providers/local/reader-limit';

export interface VoiceServiceDeps {
  config: AppConfig;
  logger: Logger;
  repos: Repositories;
  bus: EventBus;
  companion: CompanionRuntime;
  pronunciation: SessionDeps['pronunciation'];
  /** The offline speech stack, loaded on the first session that needs it. */
  speech: SpeechStackSource;
}

export interface ProviderReport {
  valid: boolean;
  provider: 'local' | 'openai' | 'azure-voicelive';
  capabilities: Record<string, boolean>;
  issues: string[];
}

/** A presence mark outlives its last refresh by this much: the most a dead instance's socket shows as live. */
export const VOICE_PRESENCE_TTL_MS = 30_000;
const VOICE_PRESENCE_REFRESH_MS = 10_000;

export class VoiceService {
  private readonly sessions = new Map<string, VoiceSession>();
  /** Names this instance's presence marks, so it never clears a mark another instance set. */
  private readonly instanceId = randomUUID();
  private presenceTimer: NodeJS.Timeout | null = null;

  private readonly sessionDeps: SessionDeps;
  /** Ends conversations whose socket is gone for good, or that went idle. */
  readonly ender: SessionEnder;

  constructor(private readonly deps: VoiceServiceDeps) {
    this.ender = new SessionEnder({
      repos: deps.repos,
      connectedAnywhere: (id) => this.connectedAnywhere(id),
      graceMs: deps.config.sessionEndGraceMs,
      idleMs: deps.config.sessionIdleMs,
      logger: deps.logger,
    });
    this.sessionDeps = {
      logger: deps.logger,
      repos: deps.repos,
      bus: deps.bus,
      companion: deps.companion,
      pronunciation: deps.pronunciation,
      providers: sessionProviderFactory({ config: deps.config, repos: deps.repos, speech: deps.speech }),
      retainAudio: deps.config.retainAudio,
    };
  }

  get provider(): ProviderReport['provider'] {
    return this.deps.config.voiceProvider;
  }

  get(conversationId: string): VoiceSession | undefined {
    return this.sessions.get(conversationId);
  }

  isConnected(conversationId: string): boolean {
    return this.sessions.get(conversationId)?.connected ?? false;
  }

  get liveCount(): number {
    return this.sessions.size;
  }

  /** Whether the conversation's voice socket is open on this or any other instance. */
  async connectedAnywhere(conversationId: string): Promise<boolean> {
    if (this.isConnected(conversationId)) return true;
    try {
      return await this.deps.bus.isPresent(voicePresenceKey(conversationId));
    } catch (error) {
      this.deps.logger.warn({ err: error, conversationId }, 'voice presence could not be read');
      return false;
    }
  }

  private markPresent(conversationIds: Iterable<string>): void {
    for (const id of conversationIds) {
      this.deps.bus
        .markPresent(voicePresenceKey(id), this.instanceId, VOICE_PRESENCE_TTL_MS)
        .catch((error: unknown) => this.deps.logger.warn({ err: error, conversationId: id }, 'voice presence could not be marked'));
    }
  }

  private clearPresent(conversationId: string): void {
    this.deps.bus
      .clearPresent(voicePresenceKey(conversationId), this.instanceId)
      .catch((error: unknown) => this.deps.logger.warn({ err: error, conversationId }, 'voice presence could not be cleared'));
  }

  private keepPresenceFresh(): void {
    if (this.presenceTimer) return;
    this.presenceTimer = setInterval(() => {
      if (this.sessions.size === 0) return;
      this.markPresent(this.sessions.keys());
    }, VOICE_PRESENCE_REFRESH_MS);
    this.presenceTimer.unref();
  }

  /** Readers this instance decodes for now, and the most it takes (local recogniser only). */
  get readers(): { live: number; limit: number; full: boolean } {
    const live = this.deps.config.voiceProvider === 'local' ? this.sessions.size : 0;
    const limit = this.deps.config.maxReaders ?? this.deps.speech.loaded?.readerLimit ?? defaultReaderLimit();
    return { live, limit, full: this.deps.config.voiceProvider === 'local' && live >= limit };
  }

  /** @throws MachineFullError when the local recogniser already listens to as many children as it can. */
  async attach(socket: WebSocket, conversation: ConversationRow): Promise<VoiceSession> {
    const previous = this.sessions.get(conversation.id);
    // A child reconnecting keeps their place; only a new reader is turned away.
    if (!previous && this.readers.full) {
      throw new MachineFullError(ageBandFor(conversation.user_age), this.sessions.size, this.readers.limit);
    }
    if (previous) {
      previous.channel.error('session_replaced', 'This conversation was opened again elsewhere.');
      await previous.close();
      previous.channel.close(4409, 'Replaced by a newer connection');
    }
    this.ender.socketOpened(conversation.id);
    const session = new VoiceSession(conversation, socket, this.sessionDeps);
    this.sessions.set(conversation.id, session);
    this.markPresent([conversation.id]);
    this.keepPresenceFresh();
    socket.on('close', () => {
      if (this.sessions.get(conversation.id) === session) {
        this.sessions.delete(conversation.id);
        this.clearPresent(conversation.id);
        this.ender.socketClosed(conversation.id);
      }
      session.close().catch((error: unknown) => this.deps.logger.error({ err: error }, 'voice session close failed'));
    });
    await session.start();
    return session;
  }

  /** The conversation was erased: its live session here ends now, storing nothing more. */
  async endErased(conversationId: string): Promise<void> {
    await this.sessions.get(conversationId)?.endErased();
  }

  async report(): Promise<ProviderReport> {
    const issues: string[] = [];
    const capabilities: Record<string, boolean> = {
      streaming_partials: true,
      reading_grammar: true,
      intent_grammar: true,
      word_timestamps: true,
      synthesis: true,
      open_transcription: false,
    };
    try {
      const stack = await this.deps.speech.get();
      capabilities.open_transcription = stack.recognizer.capabilities.openVocabulary;
      if (!capabilities.open_transcription) {
        issues.push('Open questions are understood from a fixed set of requests; install Debian pocketsphinx-en-us for free transcription.');
      }
    } catch (error) {
      issues.push(`The offline speech engine could not start: ${error instanceof Error ? error.message : String(error)}`);
      return { valid: false, provider: this.provider, capabilities: {}, issues };
    }
    return { valid: true, provider: this.provider, capabilities, issues };
  }

  speechStarted(): boolean {
    return this.deps.speech.started;
  }

  async close(): Promise<void> {
    this.ender.stop();
    if (this.presenceTimer) clearInterval(this.presenceTimer);
    this.presenceTimer = null;
    const held = [...this.sessions.keys()];
    await Promise.allSettled([
      ...[...this.sessions.values()].map((s) => s.close()),
      ...held.map((id) => this.deps.bus.clearPresent(voicePresenceKey(id), this.instanceId)),
    ]);
    this.sessions.clear();
  }
}

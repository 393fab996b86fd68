/**
 * Drives a real VoiceSession on fakes, in milliseconds: a fake socket that records what the child's
 * screen receives, the fake recogniser, synthesizer and VAD as the offline speech stack, and a real
 * SQLite database (seeded stories, real companion) in a temporary folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { newConversationId, profileKeyForAge } from '@shared';
import { loadConfig } from '../../../config';
import { createDatabase, type Db } from '../../../db/database';
import { migrateToLatest } from '../../../db/migrator';
import { createRepositories, type Repositories } from '../../../db/repositories';
import { createEventBus } from '../../../bus/create-bus';
import type { EventBus } from '../../../bus/types';
import { CompanionRuntime } from '../../../companion-runtime/companion-runtime';
import { UiStateService } from '../../../ui-state/ui-state-service';
import { seedStoryLibrary } from '../../../stories/seed-on-start';
import { FakeSpeechRecognizer, type FakeRecognizerOptions } from '../../providers/local/recognizer/testing/fake-recognizer';
import { FakeSpeechSynthesizer } from '../../providers/local/synthesizer/testing/fake-synthesizer';
import { FakeVad } from '../../providers/local/vad/testing/fake-vad';
import { LazySpeechStack, type LocalSpeechStack } from '../../providers/local/speech-stack';
import type { SpeechSynthesizer } from '../../providers/local/synthesizer/types';
import { LocalProvider } from '../../providers/local/local-provider';
import type { SessionProviderFactory } from '../../provider-factory';
import type { SocketLike } from '../client-channel';
import { VoiceSession } from '../voice-session';

export type SentEvent = Record<string, unknown> & { type: string };

/** The child's side of the socket: every event the session sends, parsed. */
export class FakeSocket implements SocketLike {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  readonly events: SentEvent[] = [];
  private waiters: Array<() => void> = [];

  send(data: string): void {
    this.events.push(JSON.parse(data) as SentEvent);
    for (const wake of this.waiters.splice(0)) wake();
  }

  close(): void {
    this.readyState = 3;
  }

  ofType(type: string): SentEvent[] {
    return this.events.filter((e) => e.type === type);
  }

  /** Resolves with the first event of `type` (after `from`) that matches, or fails after `timeoutMs`. */
  async waitFor(type: string, opts: { from?: number; timeoutMs?: number; where?: (e: SentEvent) => boolean } = {}): Promise<SentEvent> {
    const deadline = Date.now() + (opts.timeoutMs ?? 2000);
    for (;;) {
      const found = this.events.slice(opts.from ?? 0).find((e) => e.type === type && (opts.where?.(e) ?? true));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no ${type} event; got ${this.events.map((e) => e.type).join(', ')}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 20);
      });
    }
  }
}

export interface HarnessWorld {
  db: Db;
  repos: Repositories;
  bus: EventBus;
  companion: CompanionRuntime;
  close(): Promise<void>;
}

const logger = pino({ level: 'silent' });
const ageBandOf = profileKeyForAge;

export async function openWorld(): Promise<HarnessWorld> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lc-session-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const db = await createDatabase({ dataDir });
  await migrateToLatest(db);
  const repos = createRepositories(db);
  await seedStoryLibrary(repos, logger);
  const bus = createEventBus(undefined, logger);
  const companion = new CompanionRuntime({ config, repos, uiState: new UiStateService(repos, bus), logger });
  return {
    db,
    repos,
    bus,
    companion,
    async close() {
      await bus.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface FakeStackOptions {
  recognizer?: FakeRecognizerOptions;
  synthesizer?: SpeechSynthesizer;
}

export function fakeSpeechStack(options: FakeStackOptions = {}): LocalSpeechStack & { recognizer: FakeSpeechRecognizer } {
  return {
    backend: { call: () => Promise.reject(new Error('no speech workers in session tests')), release: () => undefined, close: () => Promise.resolve() },
    recognizer: new FakeSpeechRecognizer(options.recognizer ?? {}),
    synthesizer: options.synthesizer ?? new FakeSpeechSynthesizer({ msPerWord: 50 }),
    createVad: () => Promise.resolve(new FakeVad({ peakThreshold: 1000 })),
    close: () => Promise.resolve(),
  };
}

/** The offline provider on a fake stack, as the session's provider factory. */
export function localOn(stack: LocalSpeechStack): SessionProviderFactory {
  const speech = new LazySpeechStack(() => Promise.resolve(stack));
  return (events, session) => new LocalProvider({ speech, sessionId: session.sessionId, speakingRate: session.speakingRate, logger }, events);
}

export interface OpenSession {
  session: VoiceSession;
  socket: FakeSocket;
  conversationId: string;
  /** Streams `ms` of loud tone (speech to the fake VAD) then `silenceMs` of silence, at 24 kHz. */
  speak: (ms: number, silenceMs?: number) => void;
  /** Sends a client frame as the browser would. */
  frame: (event: Record<string, unknown>) => void;
}

export async function openSession(
  world: HarnessWorld,
  providers: SessionProviderFactory,
  opts: { age?: number; storyId?: string; readingMode?: boolean } = {},
): Promise<OpenSession> {
  const conversationId = newConversationId();
  const age = opts.age ?? 7;
  const at = new Date().toISOString();
  const story = opts.storyId ? await world.repos.stories.get(opts.storyId) : undefined;
  const row = await world.repos.conversations.create({
    id: conversationId,
    user_age: age,
    age_band: ageBandOf(age),
    story_id: opts.storyId ?? null,
    story_title: story?.title ?? null,
    reading_mode: opts.readingMode ? 1 : 0,
    voice_provider: 'local',
    started_at: at,
    last_activity_at: at,
    ended_at: null,
    engagement_score: null,
    completion_rate: null,
  });
  const socket = new FakeSocket();
  const session = new VoiceSession(row, socket, {
    logger,
    repos: world.repos,
    bus: world.bus,
    companion: world.companion,
    pronunciation: { onUtterance: () => undefined },
    providers,
    retainAudio: false,
  });
  await session.start();
  const frame = (event: Record<string, unknown>) => session.handleFrame(Buffer.from(JSON.stringify(event)), false);
  // Turns end after 300 ms of silence, so a test need not stream the seconds a child would pause.
  frame({ type: 'session.update', session: { turn_detection: { type: 'server_vad', threshold: 0.5, prefix_padding_ms: 100, silence_duration_ms: 300 } } });
  return {
    session,
    socket,
    conversationId,
    frame,
    speak: (ms, silenceMs = 600) => {
      const chunk = (loud: boolean) =>
        Int16Array.from({ length: 2400 }, (_, i) => (loud ? Math.round(8000 * Math.sin((2 * Math.PI * 200 * i) / 24000)) : 0));
      const send = (pcm: Int16Array) =>
        frame({ type: 'input_audio_buffer.append', audio: Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength).toString('base64') });
      for (let t = 0; t < ms; t += 100) send(chunk(true));
      for (let t = 0; t < silenceMs; t += 100) send(chunk(false));
    },
  };
}

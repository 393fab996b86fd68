/**
 * A child reading over the real voice socket: the session the child app opens for a story, audio
 * streamed at real time, and what the highlight did. Shared by the reading tests so each one says only
 * what it reads and what it expects.
 */
import { newConversationId } from '@shared';
import type { TestServer } from '../support/test-server';
import { VoiceTestClient, type ServerEvent } from './voice-client';

export interface ReadingSession {
  id: string;
  client: VoiceTestClient;
}

export interface ReadingSessionOptions {
  age?: number;
  id?: string;
  /** Reading mode waits 4 s of silence to end a turn (the product default); tests may ask for 800 ms. */
  shortTurns?: boolean;
}

/** What the child app does when a story is picked: create the session, set the story, open the socket. */
export async function openReadingSession(server: TestServer, storyId: string, options: ReadingSessionOptions = {}): Promise<ReadingSession> {
  const { age = 7, id = newConversationId() } = options;
  const post = (path: string, body: unknown) =>
    fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post('/api/voicelive/session/create', { conversation_id: id, age });
  await post('/api/story-context/update-context', { storyId, userAge: age, conversationId: id, readingMode: true });
  const client = await VoiceTestClient.connect(`${server.baseUrl.replace('http', 'ws')}/api/voicelive/ws/${id}`);
  await client.waitForType('session.created', 60_000);
  await client.waitForType('reading_progress', 30_000);
  if (options.shortTurns) {
    const before = client.events.length;
    client.send({ type: 'session.update', session: { turn_detection: { type: 'server_vad', threshold: 0.5, prefix_padding_ms: 300, silence_duration_ms: 800 } } });
    await client.waitForType('session.updated', 30_000, before);
  }
  return { id, client };
}

/**
 * Streams `pcm` at real time, then `silenceMs` of silence, and returns once the turn's end was heard
 * and everything the recogniser still had to decode was decoded and handed on. speech_stopped is sent
 * as soon as the silence is heard, while a busy machine may still be decoding the reading: reading the
 * highlight then would fail the test on the machine's load, not on the product.
 */
export async function readAloud(server: TestServer, session: ReadingSession, pcm: Int16Array, silenceMs = 5000): Promise<void> {
  const before = session.client.events.length;
  await session.client.streamAudio(pcm, 1);
  if (silenceMs > 0) await session.client.streamAudio(new Int16Array(Math.round((24 * silenceMs))), 1);
  await session.client.waitForType('input_audio_buffer.speech_stopped', 60_000, before);
  await heardEverything(server, session.id);
}

/** Resolves once the session's recogniser has decoded and handed on every turn heard so far. */
export async function heardEverything(server: TestServer, id: string): Promise<void> {
  const live = server.ctx.voice.get(id);
  if (!live) throw new Error(`no live voice session for ${id}`);
  await live.provider.idle();
}

export const progressOf = (e: ServerEvent): number => (e.progress as { current_word_index: number }).current_word_index;

/** Every place the highlight was sent to, in order (from event `after` on). */
export function highlights(client: VoiceTestClient, after = 0): number[] {
  return client.events.slice(after).filter((e) => e.type === 'reading_progress').map(progressOf);
}

/** The furthest word the highlight reached (0 if it never moved). */
export function furthest(client: VoiceTestClient, after = 0): number {
  return Math.max(0, ...highlights(client, after));
}

/**
 * The realtime voice socket end to end on the offline provider: a Flite voice reads a seeded story's
 * opening to the server, which hears it, follows the reading word by word, transcribes it, and answers
 * with spoken audio — all through the spec's protocol.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newConversationId } from '@shared';
import { startTestServer, type TestServer } from '../support/test-server';
import { synthesizePcm } from '../support/speech/synthesize-wav';
import { VoiceTestClient } from './voice-client';

let server: TestServer;
const STORY_ID = 'mia-and-the-moon-kite';
const OPENING = 'Mia made a kite from blue paper and two thin sticks. She drew a big white moon on it.';

async function createSession(age = 7): Promise<string> {
  const id = newConversationId();
  const res = await fetch(`${server.baseUrl}/api/voicelive/session/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ conversation_id: id, age }),
  });
  expect(res.status).toBe(200);
  return id;
}

async function chooseStory(id: string, readingMode: boolean): Promise<void> {
  const res = await fetch(`${server.baseUrl}/api/story-context/update-context`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ storyId: STORY_ID, userAge: 7, conversationId: id, readingMode }),
  });
  expect(res.status).toBe(200);
}

function wsUrl(id: string): string {
  return `${server.baseUrl.replace('http', 'ws')}/api/voicelive/ws/${id}`;
}

beforeAll(async () => {
  server = await startTestServer({ listen: true });
}, 120_000);
afterAll(async () => server.close());

describe('voice socket on the offline provider', () => {
  it('hears a child read a story aloud, moves the highlighted word forward, and answers with speech', async () => {
    const id = await createSession();
    await chooseStory(id, true);
    const client = await VoiceTestClient.connect(wsUrl(id));
    await client.waitForType('session.created', 60_000);
    const first = await client.waitForType('reading_progress');
    expect((first.progress as { current_word_index: number }).current_word_index).toBe(0);

    const speech = synthesizePcm(OPENING, { voice: 'kal16', leadingSilenceMs: 500, trailingSilenceMs: 4600 });
    await client.streamAudio(speech, 4);
    await client.waitForType('input_audio_buffer.speech_started');
    await client.waitForType('input_audio_buffer.speech_stopped', 30_000);
    const transcript = await client.waitForType('conversation.item.input_audio_transcription.completed', 30_000);
    expect(String(transcript.transcript).toLowerCase()).toContain('kite');

    const progress = client.events.filter((e) => e.type === 'reading_progress');
    const indices = progress.map((e) => (e.progress as { current_word_index: number }).current_word_index);
    expect(Math.max(...indices)).toBeGreaterThanOrEqual(12);
    expect(indices).toEqual([...indices].sort((a, b) => a - b));

    const before = client.events.length;
    client.send({ type: 'response.create', response: { modalities: ['text', 'audio'] } });
    await client.waitForType('response.created', 20_000, before);
    const done = await client.waitForType('response.done', 60_000, before);
    expect((done.response as { status: string }).status).toBe('completed');
    await client.close();

    const messages = await server.ctx.repos.conversations.listMessages(id);
    expect(messages.some((m) => m.role === 'user' && m.content.toLowerCase().includes('kite'))).toBe(true);
    // RETAIN_AUDIO is off by default: the child's voice is not kept.
    expect(await server.ctx.repos.audioClips.listByConversation(id)).toEqual([]);
  }, 180_000);

  it('keeps following a long reading turn past the first stretch of the story', async () => {
    const id = await createSession();
    await chooseStory(id, true);
    const client = await VoiceTestClient.connect(wsUrl(id));
    await client.waitForType('session.created', 60_000);
    const passage =
      'Mia made a kite from blue paper and two thin sticks. She drew a big white moon on it. ' +
      'Can we fly it now? Mia asked. The wind is too still, said Grandpa Joe. We must be patient.';
    await client.streamAudio(synthesizePcm(passage, { leadingSilenceMs: 300, trailingSilenceMs: 4600 }), 4);
    await client.waitForType('input_audio_buffer.speech_stopped', 60_000);
    await client.waitForType('conversation.item.input_audio_transcription.completed', 30_000);
    const furthest = Math.max(
      ...client.events.filter((e) => e.type === 'reading_progress').map((e) => (e.progress as { current_word_index: number }).current_word_index),
    );
    // The passage is 36 words; the first grammar span covers about 20.
    expect(furthest).toBeGreaterThanOrEqual(30);
    await client.close();
  }, 180_000);

  it('answers a spoken question about a word with audio that decodes to 24 kHz speech', async () => {
    const id = await createSession();
    await chooseStory(id, false);
    const client = await VoiceTestClient.connect(wsUrl(id));
    await client.waitForType('session.created', 60_000);
    client.send({ type: 'session.update', session: { turn_detection: { type: 'server_vad', threshold: 0.5, prefix_padding_ms: 300, silence_duration_ms: 700 } } });
    await client.waitForType('session.updated');
    await client.streamAudio(synthesizePcm('what does patient mean', { leadingSilenceMs: 300, trailingSilenceMs: 1500 }), 4);
    const transcript = await client.waitForType('conversation.item.input_audio_transcription.completed', 30_000);
    expect(String(transcript.transcript)).toContain('patient');

    const before = client.events.length;
    client.send({ type: 'response.create' });
    const done = await client.waitForType('response.done', 60_000, before);
    const deltas = client.events.slice(before).filter((e) => e.type === 'response.audio.delta');
    const samples = deltas.reduce((n, e) => n + Buffer.from(String(e.delta), 'base64').length / 2, 0);
    expect(samples / 24_000).toBeGreaterThan(0.5);
    const text = client.events.slice(before).find((e) => e.type === 'response.audio_transcript.done');
    expect(String(text?.transcript).toLowerCase()).toContain('patient');
    expect((done.response as { status: string }).status).toBe('completed');
    await client.close();
  }, 180_000);

  it('speaks a welcome asked for while the session is still starting', async () => {
    const id = await createSession(7);
    const client = await VoiceTestClient.connect(wsUrl(id));
    const welcome = await fetch(`${server.baseUrl}/api/voicelive/announcement/welcome`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ conversation_id: id, age: 7 }),
    });
    const { announcement_config } = (await welcome.json()) as { announcement_config: { welcome_message: string } };
    const spoken = await client.waitForType('response.audio_transcript.done', 60_000);
    expect(spoken.transcript).toBe(announcement_config.welcome_message);
    expect(client.events.some((e) => e.type === 'session.created')).toBe(true);
    await client.close();
  }, 120_000);

  it('answers a malformed frame with an error event and keeps the socket open', async () => {
    const id = await createSession();
    const client = await VoiceTestClient.connect(wsUrl(id));
    await client.waitForType('session.created', 60_000);
    client.socket.send('not json');
    const bad = await client.waitForType('error');
    expect((bad.error as { code: string }).code).toBe('invalid_json');
    client.send({ type: 'rainbow.summon' });
    await client.waitFor((e) => e.type === 'error' && (e.error as { code: string }).code === 'unknown_event_type');
    client.send({ type: 'input_audio_buffer.append', audio: 'AAA' });
    await client.waitFor((e) => e.type === 'error' && (e.error as { code: string }).code !== 'unknown_event_type' && (e.error as { code: string }).code !== 'invalid_json');
    client.send({ type: 'session.update', session: {} });
    await client.waitForType('session.updated');
    await client.close();
  }, 120_000);

  it('lets a reconnecting child replace an older socket of the same conversation', async () => {
    const id = await createSession();
    const first = await VoiceTestClient.connect(wsUrl(id));
    await first.waitForType('session.created', 60_000);
    const closed = first.closed();
    const second = await VoiceTestClient.connect(wsUrl(id));
    await second.waitForType('session.created', 60_000);
    expect((await closed).code).toBe(4409);
    second.send({ type: 'session.update', session: {} });
    await second.waitForType('session.updated');
    await second.close();
  }, 120_000);

  it('refuses a socket for an unknown conversation and a foreign origin', async () => {
    const unknown = await VoiceTestClient.connect(wsUrl(newConversationId()));
    expect((await unknown.closed()).code).toBe(4404);
    const id = await createSession();
    const foreign = await VoiceTestClient.connect(wsUrl(id), { origin: 'https://evil.example' });
    expect((await foreign.closed()).code).toBe(4403);
  });
});

/**
 * Pronunciation assessment end to end on the offline provider: an assessment is started, a Flite voice
 * reads a seeded story's opening into the voice socket, the assessment is stopped, and the floating
 * panel's aggregate shows a segment covering the sentences read, word by word, with good accuracies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newConversationId, type PronunciationAggregate, type PronunciationResultsResponse, type PronunciationSessionResult } from '@shared';
import { pronunciationServiceFor } from '../../apps/server/src/pronunciation';
import { startTestServer, type TestServer } from '../support/test-server';
import { synthesizePcm } from '../support/speech/synthesize-wav';
import { VoiceTestClient } from '../voice/voice-client';

const STORY_ID = 'mia-and-the-moon-kite';
const OPENING = 'Mia made a kite from blue paper and two thin sticks. She drew a big white moon on it.';
let server: TestServer;

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: (await res.json()) as T };
}

beforeAll(async () => {
  server = await startTestServer({ listen: true });
}, 120_000);
afterAll(async () => server.close());

describe('pronunciation assessment of a child reading into the voice socket', () => {
  it('assesses the sentences read as a segment whose words match the story', async () => {
    const id = newConversationId();
    expect((await call('POST', '/api/voicelive/session/create', { conversation_id: id, age: 7 })).status).toBe(200);
    expect((await call('POST', '/api/story-context/update-context', { storyId: STORY_ID, userAge: 7, conversationId: id, readingMode: true })).status).toBe(200);
    const client = await VoiceTestClient.connect(`${server.baseUrl.replace('http', 'ws')}/api/voicelive/ws/${id}`);
    await client.waitForType('session.created', 60_000);
    const sessionId = `${id}_pron_1`;
    expect((await call('POST', '/api/pronunciation/start', { conversation_id: id, session_id: sessionId, user_age: 7 })).status).toBe(200);

    await client.streamAudio(synthesizePcm(OPENING, { voice: 'kal16', leadingSilenceMs: 500, trailingSilenceMs: 4600 }), 4);
    await client.waitForType('conversation.item.input_audio_transcription.completed', 60_000);
    await pronunciationServiceFor(server.ctx).idle(id);

    const live = await call<PronunciationAggregate>('GET', `/api/pronunciation/session/${sessionId}/aggregate`);
    expect(live.json.overall_metrics.total_segments).toBeGreaterThanOrEqual(1);

    const stopped = await call<PronunciationSessionResult>('POST', '/api/pronunciation/stop', { conversation_id: id, session_id: sessionId, reference_text: OPENING });
    expect(stopped.json.assessment_id).toMatch(/\S/);
    await client.close();

    const { json: aggregate } = await call<PronunciationAggregate>('GET', `/api/pronunciation/session/${sessionId}/aggregate`);
    const first = aggregate.segments[0]!;
    expect(first.segment).toBe(1);
    expect(first.start_word_index).toBe(0);
    // The segment is the story text itself, from its first word, covering most of what was read.
    expect(OPENING.startsWith(first.reference_text)).toBe(true);
    expect(first.end_word_index).toBeGreaterThanOrEqual(10);
    expect(first.word_count).toBe(first.end_word_index - first.start_word_index + 1);
    expect(first.accuracy).toBeGreaterThanOrEqual(75);
    expect(aggregate.overall_metrics.accuracy).toBeGreaterThanOrEqual(75);
    expect(aggregate.overall_metrics.fluency).toBeGreaterThan(50);
    expect(aggregate.mispronunciations.count).toBeLessThanOrEqual(3);

    const { json: results } = await call<PronunciationResultsResponse>('GET', `/api/pronunciation/results/${sessionId}`);
    const words = results.assessment.word_details.filter((w) => w.error_type !== 'Insertion');
    expect(words.slice(0, 11).map((w) => w.word)).toEqual(['Mia', 'made', 'a', 'kite', 'from', 'blue', 'paper', 'and', 'two', 'thin', 'sticks']);
    expect(words.filter((w) => w.accuracy_score >= 70).length).toBeGreaterThanOrEqual(words.length - 3);
    expect(words.find((w) => w.word === 'paper')?.syllables.map((s) => s.syllable)).toEqual(['pa', 'per']);
    console.log(
      `pronunciation e2e: ${aggregate.segments.length} segment(s), scores ${JSON.stringify(results.assessment.scores)}; words`,
      results.assessment.word_details.map((w) => `${w.word}:${w.accuracy_score}:${w.error_type}`).join(' '),
    );
  }, 180_000);
});

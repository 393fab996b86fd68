/**
 * An unsafe line said aloud during reading, end to end on the offline provider with real Flite audio
 * (issue 25, deliverable 8): the question grammar holds the safety screen's lines, so "the older kids
 * kick me at school" is heard and raises an alert, and the teacher sees it with the session, the story
 * and the child's age. Before the grammar held "kick me" and "the older kids" it was heard as story
 * words ("who feel the ships") and raised nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newConversationId } from '@shared';
import { startTestServer, type TestServer } from '../support/test-server';
import { synthesizePcm } from '../support/speech/synthesize-wav';
import { ADMIN, callAs, signIn, type SignedIn } from '../teacher/teacher-client';
import { VoiceTestClient } from './voice-client';

let server: TestServer;
let admin: SignedIn;
const STORY_ID = 'mia-and-the-moon-kite';

interface Alert {
  conversation_id?: string;
  alertType: string;
  storyTitle?: string | null;
  ageBand?: string | null;
  studentAge?: number | null;
  unclearAudio?: boolean;
}

beforeAll(async () => {
  server = await startTestServer({ listen: true });
  expect((await server.app.inject({ method: 'POST', url: '/api/auth/setup', payload: ADMIN })).statusCode).toBe(201);
  admin = await signIn(server, ADMIN);
}, 120_000);
afterAll(async () => server.close());

async function childApp(): Promise<{ id: string; client: VoiceTestClient }> {
  const id = newConversationId();
  const post = (path: string, body: unknown) =>
    fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect((await post('/api/voicelive/session/create', { conversation_id: id, age: 7 })).status).toBe(200);
  expect((await post('/api/story-context/update-context', { storyId: STORY_ID, userAge: 7, conversationId: id, readingMode: true })).status).toBe(200);
  const client = await VoiceTestClient.connect(`${server.baseUrl.replace('http', 'ws')}/api/voicelive/ws/${id}`);
  await client.waitForType('session.created', 60_000);
  client.send({ type: 'session.update', session: { turn_detection: null } });
  await client.waitForType('session.updated');
  return { id, client };
}

describe('an unsafe line said aloud during reading', () => {
  it('raises an alert the teacher sees with the session, story and age', async () => {
    const { id, client } = await childApp();
    const before = client.events.length;
    await client.streamAudio(synthesizePcm('the older kids kick me at school', { voice: 'rms', leadingSilenceMs: 300, trailingSilenceMs: 500 }), 4);
    client.send({ type: 'input_audio_buffer.commit' });
    client.send({ type: 'response.create' });
    await client.waitForType('response.done', 60_000, before);
    await client.close();

    const res = await callAs(server, admin, { method: 'GET', url: `/api/v1/dashboard/session/${id}/safety` });
    expect(res.statusCode).toBe(200);
    const alerts = res.json<Alert[]>();
    expect(alerts.map((a) => a.alertType)).toEqual(expect.arrayContaining([expect.stringMatching(/violence|bullying/)]));
    expect(alerts[0]).toMatchObject({ conversation_id: id, storyTitle: 'Mia and the Moon Kite', ageBand: '6-8', studentAge: 7 });
  }, 180_000);
});

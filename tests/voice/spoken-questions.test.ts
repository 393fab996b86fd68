/**
 * Spoken questions during reading, end to end on the offline provider (issue 25): the child app holds
 * the button while a Flite voice asks, lets go, and asks for the reply. A question the reading grammar
 * misheard is heard right and answered; a line the story's grammar cannot say is never answered as heard
 * (the companion asks again, the child's screen shows no garbled "You said", the teacher's transcript
 * marks it unclear); and "yes" to a check answers the question it checked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newConversationId } from '@shared';
import { startTestServer, type TestServer } from '../support/test-server';
import { synthesizePcm } from '../support/speech/synthesize-wav';
import { VoiceTestClient } from './voice-client';

let server: TestServer;
const STORY_ID = 'mia-and-the-moon-kite';
/** What bench/support/conversation-items.ts and the child app count as asking again. */
const ASKED_AGAIN = /\b(can you say that again|say that again|did you (ask|mean|say)|i didn'?t catch|could you (say|ask) (that|it) again)\b/i;

beforeAll(async () => {
  server = await startTestServer({ listen: true });
}, 120_000);
afterAll(async () => server.close());

/** A conversation with the story open in reading mode and a push-to-talk voice socket, as the child app opens one. */
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

/** Holds the button while `text` is said, lets go, asks for the reply; answers what the screen got. */
async function ask(client: VoiceTestClient, text: string, voice: string): Promise<{ reply: string; shown: string[] }> {
  const before = client.events.length;
  await client.streamAudio(synthesizePcm(text, { voice, leadingSilenceMs: 300, trailingSilenceMs: 500 }), 4);
  client.send({ type: 'input_audio_buffer.commit' });
  client.send({ type: 'response.create' });
  const spoken = await client.waitForType('response.audio_transcript.done', 60_000, before);
  await client.waitForType('response.done', 60_000, before);
  const shown = client.events
    .slice(before)
    .filter((e) => e.type === 'conversation.item.input_audio_transcription.completed')
    .map((e) => String(e.transcript));
  return { reply: String(spoken.transcript), shown };
}

async function typed(client: VoiceTestClient, text: string): Promise<string> {
  const before = client.events.length;
  client.send({ type: 'conversation.item.create', item: { type: 'message', role: 'user', content: [{ type: 'input_text', text }] } });
  client.send({ type: 'response.create' });
  return String((await client.waitForType('response.audio_transcript.done', 60_000, before)).transcript);
}

describe('spoken questions during reading', () => {
  it('hears "who is grandpa joe" and answers it', async () => {
    const { client } = await childApp();
    const { reply, shown } = await ask(client, 'who is grandpa joe', 'rms');
    expect(shown).toEqual(['who is grandpa joe']);
    expect(reply).not.toMatch(ASKED_AGAIN);
    expect(reply).toMatch(/grandpa/i);
    await client.close();
  }, 180_000);

  it('asks again, shows nothing garbled and marks the transcript unclear when it could not hear', async () => {
    const { id, client } = await childApp();
    const before = client.events.length;
    const { reply, shown } = await ask(client, 'the dog ate my homework', 'kal16');
    expect(reply).toMatch(ASKED_AGAIN);
    expect(shown).toEqual([]);
    // The child app is told the turn was unclear, so it asks for the reply without waiting 5 s.
    expect(client.events.slice(before).map((e) => e.type)).toContain('conversation.item.input_audio_transcription.failed');
    await client.close();
    const messages = await server.ctx.repos.conversations.listMessages(id);
    const child = messages.filter((m) => m.role === 'user');
    expect(child).toHaveLength(1);
    expect(child[0]?.content).toMatch(/^\(unclear\)/);
    // Nothing heard that doubtfully is screened as if it had been said.
    expect(await server.ctx.repos.safetyAlerts.list({ conversationId: id })).toEqual([]);
  }, 180_000);

  it('takes chatter no story grammar holds back to the story instead of asking for it again and again', async () => {
    const { id, client } = await childApp();
    const { reply, shown } = await ask(client, 'can we play a game', 'kal16');
    expect(reply).not.toMatch(ASKED_AGAIN);
    expect(reply).toMatch(/get back to Mia and the Moon Kite/i);
    // Still only a general model's guess: nothing shown to the child as heard, the teacher sees it unclear.
    expect(shown).toEqual([]);
    await client.close();
    const child = (await server.ctx.repos.conversations.listMessages(id)).filter((m) => m.role === 'user');
    expect(child.at(-1)?.content).toMatch(/^\(unclear\) can we play/);
  }, 180_000);

  it("marks an unsafe hearing unclear audio when Debian's words for the same audio do not bear it out", async () => {
    // rms's "i went to the zoo on saturday" fits the safety line "i want to disappear" surely; Debian hears it word for word.
    const { id, client } = await childApp();
    await ask(client, 'i went to the zoo on saturday', 'rms');
    await client.close();
    const alerts = await server.ctx.repos.safetyAlerts.list({ conversationId: id });
    expect(alerts.length).toBeGreaterThan(0);
    expect(alerts.every((a) => a.unclear_audio === 1)).toBe(true);
  }, 180_000);

  it('checks a doubtful question and, on "yes", answers the question it checked', async () => {
    // Questions the story's grammar holds only in part, so that they come out as a guess. How sure a guess
    // is moves with the reader's adaptation (the warp is chosen while the machine is busy or not), so the
    // first of them the companion checks is the one followed; at least one must be checked.
    const candidates: Array<[string, string]> = [
      ['where did the kite end up', 'kal16'], ['where did the wind take the kite', 'rms'], ['where did the kite land in the end', 'kal16'],
      ['where did the kite end up', 'rms'],
    ];
    const { id, client } = await childApp();
    let check: { reply: string; shown: string[] } | null = null;
    for (const [line, voice] of candidates) {
      const heard = await ask(client, line, voice);
      if (/^Did you ask/.test(heard.reply)) {
        check = heard;
        break;
      }
    }
    expect(check?.reply).toMatch(/^Did you ask/);
    expect(check?.shown).toEqual([]);
    const guess = (await server.ctx.repos.conversations.listMessages(id)).filter((m) => m.role === 'user').at(-1)?.content.replace(/^\(unclear\) /, '') ?? '';
    expect(guess.length).toBeGreaterThan(0);

    // rms's "yes" was heard at 0.00 in the whole question grammar (asked again); a check waits for it in a grammar of its own.
    const answer = await ask(client, 'yes', 'rms');
    expect(answer.reply).not.toMatch(ASKED_AGAIN);
    await client.close();

    // The same question typed (certain) in a conversation of its own gets the same answer.
    const fresh = await childApp();
    expect(answer.reply).toBe(await typed(fresh.client, guess));
    await fresh.client.close();
  }, 420_000);
});

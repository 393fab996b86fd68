/**
 * Issue 25 in a voice session on fakes: a typed question is stored as typed and answered like a
 * spoken one, and the pronunciation coach does not step in on a word misread once, however many
 * replies follow.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeSpeechStack, localOn, openSession, openWorld, type HarnessWorld } from './testing/session-harness';

const STORY_ID = 'mia-and-the-moon-kite';

let world: HarnessWorld;
beforeAll(async () => {
  world = await openWorld();
});
afterAll(async () => world.close());

describe('typed questions and the coach in a voice session', () => {
  it('stores a typed question as typed and answers it', async () => {
    const { socket, session, conversationId, frame } = await openSession(world, localOn(fakeSpeechStack()), { storyId: STORY_ID });
    frame({ type: 'conversation.item.create', item: { id: 'typed-q', type: 'message', role: 'user', content: [{ type: 'input_text', text: 'what does patient mean' }] } });
    const acked = await socket.waitFor('conversation.item.created');
    expect((acked.item as { id: string }).id).toBe('typed-q');
    const before = socket.events.length;
    frame({ type: 'response.create' });
    const reply = String((await socket.waitFor('response.audio_transcript.done', { from: before, timeoutMs: 20_000 })).transcript);
    expect(reply.toLowerCase()).toContain('patient');
    const messages = await world.repos.conversations.listMessages(conversationId);
    expect(messages.find((m) => m.id === 'typed-q')?.input_mode).toBe('typed');
    await session.close();
  });

  it('does not coach a word misread once, however many replies follow', async () => {
    // "Mia made a kite from blue paper and two thin sticks", with "blue" heard as "glue".
    const misread = ['mia', 'made', 'a', 'kite', 'from', 'glue', 'paper', 'and', 'two', 'thin', 'sticks'];
    const stack = fakeSpeechStack({ recognizer: { turns: [{ words: misread }], msPerWord: 100 } });
    const { socket, session, speak, frame } = await openSession(world, localOn(stack), { storyId: STORY_ID, readingMode: true });
    speak(1200);
    await socket.waitFor('conversation.item.input_audio_transcription.completed');
    const replies: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const before = socket.events.length;
      frame({ type: 'response.create' });
      await socket.waitFor('response.done', { from: before, timeoutMs: 20_000 });
      replies.push(...socket.events.slice(before).filter((e) => e.type === 'response.audio_transcript.done').map((e) => String(e.transcript)));
    }
    expect(replies.join(' ')).not.toMatch(/say it slowly/i);
    expect(socket.events.filter((e) => e.type === 'persona_switched').map((e) => (e as { data?: { new_persona?: string } }).data?.new_persona)).not.toContain('pronunciation_coach');
    await session.close();
  });
});

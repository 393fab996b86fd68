/**
 * The story-context calls and the conversation log: valid calls change what the conversation is
 * about and what teachers see; invalid ones answer the spec's message and store nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newConversationId } from '@shared';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
const STORY_ID = 'mia-and-the-moon-kite';

async function post(url: string, body: unknown) {
  const res = await server.app.inject({ method: 'POST', url, payload: body as Record<string, unknown> });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

async function newSession(age = 7): Promise<string> {
  const id = newConversationId();
  const res = await post('/api/voicelive/session/create', { conversation_id: id, age });
  expect(res.status).toBe(200);
  expect(String(res.body.websocket_url)).toMatch(new RegExp(`^ws://.*/api/voicelive/ws/${id}$`));
  return id;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

describe('story context', () => {
  it('sets the story and reading mode of a conversation and announces it for the age band', async () => {
    const id = await newSession(7);
    const update = await post('/api/story-context/update-context', { storyId: STORY_ID, userAge: 7, conversationId: id, readingMode: true });
    expect(update.status).toBe(200);
    expect(update.body).toMatchObject({ success: true, story_title: 'Mia and the Moon Kite', context_updated: true, announcement_ready: true });
    const conversation = await server.ctx.repos.conversations.get(id);
    expect(conversation?.story_id).toBe(STORY_ID);
    expect(conversation?.reading_mode).toBe(1);

    const young = await post('/api/story-context/get-announcement', { storyId: STORY_ID, userAge: 7, conversationId: id });
    const older = await post('/api/story-context/get-announcement', { storyId: STORY_ID, userAge: 16.5, conversationId: id });
    expect(young.body.announcement_text).toContain('Mia and the Moon Kite');
    expect(young.body.announcement_text).not.toEqual(older.body.announcement_text);
    expect(String(young.body.announcement_text).split(/\s+/).length).toBeLessThanOrEqual(20);
  });

  it('clears the story and answers the instructions the session returns to', async () => {
    const id = await newSession(10);
    await post('/api/story-context/update-context', { storyId: STORY_ID, userAge: 10, conversationId: id, readingMode: true });
    const cleared = await post('/api/story-context/clear-context', { conversationId: id, userAge: 10 });
    expect(cleared.status).toBe(200);
    expect(cleared.body.success).toBe(true);
    expect(String(cleared.body.instructions)).not.toContain('Mia and the Moon Kite');
    const conversation = await server.ctx.repos.conversations.get(id);
    expect(conversation?.story_id).toBeNull();
    expect(conversation?.reading_mode).toBe(0);
  });

  it('answers the API test panel with a message about the story, or about a story it does not know', async () => {
    const res = await post('/api/story-context/test', { storyId: STORY_ID, userAge: 7, conversationId: newConversationId() });
    expect(res.status).toBe(200);
    expect(String(res.body.message)).toContain('Mia and the Moon Kite');
    const unknown = await post('/api/story-context/test', { storyId: 'test', userAge: 7, conversationId: newConversationId() });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ success: false });
    expect(String(unknown.body.message)).toContain('no story "test"');
  });

  it('rejects bad input with the spec messages and changes nothing', async () => {
    const id = await newSession(7);
    const cases: Array<[unknown, number, string]> = [
      [{ storyId: STORY_ID, userAge: 5, conversationId: id }, 400, 'Invalid user age: must be between 6 and 18'],
      [{ storyId: STORY_ID, userAge: 19, conversationId: id }, 400, 'Invalid user age: must be between 6 and 18'],
      [{ storyId: STORY_ID, conversationId: id }, 400, 'Invalid user age: must be between 6 and 18'],
      [{ storyId: STORY_ID, userAge: 7, conversationId: '' }, 400, 'Invalid conversation ID: cannot be empty'],
      [{ storyId: 'no-such-story', userAge: 7, conversationId: id }, 404, 'Story not found'],
      [{ storyId: STORY_ID, userAge: 7, conversationId: newConversationId() }, 404, 'Session not found'],
    ];
    for (const [body, status, detail] of cases) {
      const res = await post('/api/story-context/update-context', body);
      expect(res.status).toBe(status);
      expect(res.body.detail).toBe(detail);
    }
    expect((await server.ctx.repos.conversations.get(id))?.story_id).toBeNull();
  });

  it('gives the reading-mode turn detection and instructions for an age', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/stories/age/7/reading-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ turn_detection: { threshold: 0.5, prefix_padding_ms: 500, silence_duration_ms: 4000 } });
    expect((await server.app.inject({ method: 'GET', url: '/api/stories/age/40/reading-config' })).statusCode).toBe(400);
  });
});

describe('conversation message log', () => {
  it('stores a child message once per messageId and shows them in order', async () => {
    const id = await newSession(7);
    const body = { conversationId: id, userAge: 7, storyId: STORY_ID, messageType: 'user', messageContent: 'What does patient mean?', messageId: 'm-1' };
    expect((await post('/api/ui-state/voicelive-message', body)).status).toBe(200);
    expect((await post('/api/ui-state/voicelive-message', body)).status).toBe(200);
    expect((await post('/api/ui-state/voicelive-message', { ...body, messageContent: 'Is it like waiting for the bus?', messageId: 'm-2' })).status).toBe(200);
    const messages = await server.ctx.repos.conversations.listMessages(id);
    expect(messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'What does patient mean?'],
      ['user', 'Is it like waiting for the bus?'],
    ]);
  });

  it('refuses a message with no content or an unknown type and stores nothing', async () => {
    const id = await newSession(7);
    const base = { conversationId: id, userAge: 7, storyId: null, messageType: 'user', messageContent: 'hi', messageId: 'x' };
    const empty = await post('/api/ui-state/voicelive-message', { ...base, messageContent: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toBe('messageContent must not be empty');
    const kind = await post('/api/ui-state/voicelive-message', { ...base, messageType: 'robot' });
    expect(kind.status).toBe(400);
    expect(await server.ctx.repos.conversations.countMessages(id)).toBe(0);
  });
});

/**
 * Sessions end as a teacher expects: after the socket closed and did not come back within the grace
 * period, or after the idle period with no socket anywhere; with the close time and the engagement the
 * child showed. On both databases.
 */
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { SessionEnder } from '../../apps/server/src/session-end/session-ender';
import { engagementScore } from '../../apps/server/src/session-end/engagement';
import { BACKENDS, useDatabase } from './backends';
import { conversation, plusMinutes } from './fixtures';

const logger = pino({ level: 'silent' });

describe('engagement', () => {
  it('gives a reader who read the whole short story and spoke three times full marks', () => {
    expect(engagementScore({ wordsRead: 80, storyWords: 80, childTurns: 3, quizAnswers: 0, roleplayTurns: 0 })).toBe(100);
  });
  it('gives a child who opened a story and did nothing zero', () => {
    expect(engagementScore({ wordsRead: 0, storyWords: 120, childTurns: 0, quizAnswers: 0, roleplayTurns: 0 })).toBe(0);
  });
  it('weighs reading at 70 points and talk at 30', () => {
    expect(engagementScore({ wordsRead: 75, storyWords: 300, childTurns: 1, quizAnswers: 0, roleplayTurns: 0 })).toBe(45);
  });
});

describe.each(BACKENDS)('ending sessions on $name', (backend) => {
  const fx = useDatabase(backend);
  const connected = new Set<string>();
  const ender = () =>
    new SessionEnder({
      repos: fx.repos,
      connectedAnywhere: (id) => Promise.resolve(connected.has(id)),
      graceMs: 50,
      idleMs: 15 * 60_000,
      logger,
    });

  async function readingConversation(startedAt: string) {
    const conv = await fx.repos.conversations.create(conversation({ started_at: startedAt, last_activity_at: startedAt, story_id: 's1', story_title: 'The Kite' }));
    await fx.repos.reading.saveRecord({
      conversation_id: conv.id,
      story_id: 's1',
      story_title: 'The Kite',
      total_words: 100,
      words_read: 100,
      correct_words: 95,
      completion_percentage: 100,
      reached_words: 100,
      wcpm: 80,
      accuracy_rate: 95,
    });
    await fx.repos.conversations.appendMessage({ conversationId: conv.id, id: `m-${conv.id}`, role: 'user', content: 'what does kite mean' });
    await fx.repos.conversations.update(conv.id, { last_activity_at: startedAt });
    return conv;
  }

  it('ends a session whose socket closed and did not come back, at the close time, with its engagement', async () => {
    const started = new Date(Date.now() - 5 * 60_000).toISOString();
    const conv = await readingConversation(started);
    const closedAt = new Date();
    ender().socketClosed(conv.id, closedAt);
    await new Promise((r) => setTimeout(r, 200));
    const row = await fx.repos.conversations.get(conv.id);
    expect(row?.ended_at).toBe(closedAt.toISOString());
    expect(row?.engagement_score).toBe(80);
  });

  it('keeps a session going when a socket of it came back within the grace period', async () => {
    const conv = await readingConversation(new Date().toISOString());
    const e = ender();
    e.socketClosed(conv.id);
    e.socketOpened(conv.id);
    await new Promise((r) => setTimeout(r, 200));
    expect((await fx.repos.conversations.get(conv.id))?.ended_at).toBeNull();
  });

  it('keeps a session going whose socket reconnected on another instance', async () => {
    const conv = await readingConversation(new Date().toISOString());
    connected.add(conv.id);
    ender().socketClosed(conv.id);
    await new Promise((r) => setTimeout(r, 200));
    expect((await fx.repos.conversations.get(conv.id))?.ended_at).toBeNull();
  });

  it('ends idle sessions with no socket at their last activity, and leaves connected and demo ones', async () => {
    const now = new Date();
    const longAgo = plusMinutes(now.toISOString(), -60);
    const idle = await readingConversation(longAgo);
    const live = await readingConversation(longAgo);
    connected.add(live.id);
    const demo = await fx.repos.conversations.create(conversation({ started_at: longAgo, last_activity_at: longAgo, is_demo: 1 }));
    const recent = await readingConversation(plusMinutes(now.toISOString(), -2));
    await ender().sweep(now);
    const lastActivity = (await fx.repos.conversations.get(idle.id))?.last_activity_at;
    expect((await fx.repos.conversations.get(idle.id))?.ended_at).toBe(lastActivity);
    expect((await fx.repos.conversations.get(live.id))?.ended_at).toBeNull();
    expect((await fx.repos.conversations.get(demo.id))?.ended_at).toBeNull();
    expect((await fx.repos.conversations.get(recent.id))?.ended_at).toBeNull();
  });
});

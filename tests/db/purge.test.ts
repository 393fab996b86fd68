import { describe, expect, it } from 'vitest';
import { eraseConversation, exportConversation, purgeOlderThan } from '../../apps/server/src/db/purge';
import { BACKENDS, useDatabase } from './backends';
import type { DbFixture } from './backends';
import { conversation } from './fixtures';

const NOW = new Date('2026-11-20T12:00:00.000Z');

async function sessionWithEverything(fx: DbFixture, lastActivity: string): Promise<string> {
  const r = fx.repos;
  const conv = await r.conversations.create(
    conversation({ started_at: lastActivity, last_activity_at: lastActivity, story_title: 'The Fox' }),
  );
  await r.conversations.appendMessage({
    conversationId: conv.id,
    id: 'u1',
    role: 'user',
    content: 'I like foxes',
    createdAt: lastActivity,
  });
  await r.conversations.appendMessage({
    conversationId: conv.id,
    id: 'a1',
    role: 'assistant',
    content: 'Me too!',
    createdAt: lastActivity,
  });
  await r.reading.addOutcomes([
    {
      conversation_id: conv.id,
      story_id: 's',
      word_index: 0,
      expected: 'fox',
      heard: 'box',
      kind: 'substitution',
      at_ms: 5,
    },
  ]);
  const a = await r.pronunciation.start({
    conversation_id: conv.id,
    session_id: 'ps',
    mode: 'scripted',
    locale: 'en-US',
    reference_text: 'fox',
    start_word_index: 0,
    end_word_index: 0,
    segment: 1,
    created_at: lastActivity,
  });
  await r.pronunciation.complete(
    a.id,
    {
      recognizedText: 'box',
      accuracy: 40,
      fluency: 50,
      completeness: 100,
      prosody: 50,
      overall: 45,
      durationSeconds: 1,
    },
    [
      {
        word: 'fox',
        accuracyScore: 40,
        errorType: 'Mispronunciation',
        syllables: [{ syllable: 'fox', accuracy_score: 40 }],
      },
    ],
  );
  await r.safetyAlerts.create({
    conversation_id: conv.id,
    alert_type: 'bullying',
    severity: 'medium',
    description: 'x',
    created_at: lastActivity,
  });
  await r.uiStates.save(conv.id, { floating_panel_visible: true }, lastActivity);
  await r.audioClips.add(conv.id, Buffer.from('RIFF'), lastActivity);
  return conv.id;
}

describe.each(BACKENDS)('retention and export on $name', (backend) => {
  const fx = useDatabase(backend);

  it('exports every row of one conversation as JSON', async () => {
    const id = await sessionWithEverything(fx, '2026-11-19T10:00:00.000Z');
    const exported = await exportConversation(fx.db, id);
    expect(exported?.conversation.id).toBe(id);
    const t = exported!.tables;
    expect(t.messages?.map((m) => [m.id, m.sequence, m.content])).toEqual([
      ['u1', 1, 'I like foxes'],
      ['a1', 2, 'Me too!'],
    ]);
    expect(t.word_outcomes).toHaveLength(1);
    expect(t.pronunciation_assessments).toHaveLength(1);
    expect(t.pronunciation_words?.[0]).toMatchObject({ word: 'fox', accuracy_score: 40 });
    expect(t.safety_alerts).toHaveLength(1);
    expect(t.ui_states?.[0]).toMatchObject({ conversation_id: id });
    expect(t.audio_clips?.[0]?.wav).toBe(Buffer.from('RIFF').toString('base64'));
    // The whole export survives a JSON round trip unchanged: nothing binary or bigint left in it.
    expect(JSON.parse(JSON.stringify(exported))).toEqual(exported);
    expect(await exportConversation(fx.db, 'conversation_0_nobody')).toBeUndefined();
  });

  it('erases one conversation, its UI state included, and leaves the others', async () => {
    const gone = await sessionWithEverything(fx, '2026-11-19T11:00:00.000Z');
    const kept = await sessionWithEverything(fx, '2026-11-19T11:00:00.000Z');
    expect(await eraseConversation(fx.db, gone)).toBe(true);
    expect(await exportConversation(fx.db, gone)).toBeUndefined();
    expect(await fx.repos.uiStates.get(gone)).toBeUndefined();
    expect(await fx.repos.safetyAlerts.list({ conversationId: gone })).toEqual([]);
    expect(await fx.repos.conversations.countMessages(kept)).toBe(2);
    expect(await eraseConversation(fx.db, gone)).toBe(false);
  });

  it('purges conversations and alerts older than the retention period', async () => {
    const old = await sessionWithEverything(fx, '2025-10-01T10:00:00.000Z');
    const recent = await sessionWithEverything(fx, '2026-11-01T10:00:00.000Z');
    const orphanAlert = await fx.repos.safetyAlerts.create({
      conversation_id: null,
      alert_type: 'profanity',
      severity: 'other',
      description: 'old',
      created_at: '2025-01-01T00:00:00.000Z',
    });
    const result = await purgeOlderThan(fx.db, 365, NOW);
    expect(result.cutoff).toBe('2025-11-20T12:00:00.000Z');
    expect(result.conversations).toBe(1);
    expect(result.uiStates).toBe(1);
    expect(result.safetyAlerts).toBe(1); // the alert without a conversation; the other went by cascade
    expect(await fx.repos.conversations.get(old)).toBeUndefined();
    expect(await fx.repos.safetyAlerts.get(orphanAlert.id)).toBeUndefined();
    expect(await fx.repos.pronunciation.listByConversation(old)).toEqual([]);
    expect(await fx.repos.conversations.get(recent)).toBeDefined();
    expect(await fx.repos.pronunciation.listByConversation(recent)).toHaveLength(1);
  });
});

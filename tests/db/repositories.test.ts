import { describe, expect, it } from 'vitest';
import { UnknownTableError } from '../../apps/server/src/db/repositories';
import { BACKENDS, useDatabase } from './backends';
import { conversation } from './fixtures';

describe.each(BACKENDS)('repositories on $name', (backend) => {
  const fx = useDatabase(backend);

  describe('conversation messages', () => {
    it('stores a re-sent message once and says whether it was new', async () => {
      const { conversations } = fx.repos;
      const conv = await conversations.create(conversation());
      const first = await conversations.appendMessage({
        conversationId: conv.id,
        id: 'msg-1',
        role: 'user',
        content: 'What does enormous mean?',
      });
      const again = await conversations.appendMessage({
        conversationId: conv.id,
        id: 'msg-1',
        role: 'user',
        content: 'What does enormous mean?',
      });
      expect(first.isNew).toBe(true);
      expect(again.isNew).toBe(false);
      expect(again.message.sequence).toBe(first.message.sequence);
      expect(await conversations.countMessages(conv.id)).toBe(1);
    });

    it('numbers messages 1, 2, 3… per conversation, also when appended concurrently', async () => {
      const { conversations } = fx.repos;
      const a = await conversations.create(conversation());
      const b = await conversations.create(conversation());
      const appends = Array.from({ length: 24 }, (_, i) =>
        conversations.appendMessage({
          conversationId: i % 3 === 0 ? b.id : a.id,
          id: `m-${i}`,
          role: i % 2 === 0 ? 'user' : 'assistant',
          content: `message ${i}`,
        }),
      );
      // Duplicates of already-sent ids race with the originals and must not create rows.
      const duplicates = [1, 2, 4].map((i) =>
        conversations.appendMessage({ conversationId: a.id, id: `m-${i}`, role: 'user', content: 'dup' }),
      );
      const results = await Promise.all([...appends, ...duplicates]);
      expect(results.filter((r) => r.isNew)).toHaveLength(24);
      const seqA = (await conversations.listMessages(a.id)).map((m) => m.sequence);
      const seqB = (await conversations.listMessages(b.id)).map((m) => m.sequence);
      expect(seqA).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
      expect(seqB).toEqual(Array.from({ length: 8 }, (_, i) => i + 1));
    });

    it('moves last activity forward when a message arrives, never backwards', async () => {
      const { conversations } = fx.repos;
      const conv = await conversations.create(
        conversation({
          started_at: '2026-11-01T10:00:00.000Z',
          last_activity_at: '2026-11-01T10:00:00.000Z',
        }),
      );
      await conversations.appendMessage({
        conversationId: conv.id,
        role: 'user',
        content: 'hi',
        createdAt: '2026-11-01T10:05:00.000Z',
      });
      await conversations.touch(conv.id, '2026-11-01T10:01:00.000Z');
      expect((await conversations.get(conv.id))?.last_activity_at).toBe('2026-11-01T10:05:00.000Z');
    });

    it('refuses a message for a conversation that does not exist', async () => {
      await expect(
        fx.repos.conversations.appendMessage({
          conversationId: 'conversation_0_missing',
          role: 'user',
          content: 'x',
        }),
      ).rejects.toThrow();
    });
  });

  it('deleting a conversation deletes every row recorded about it', async () => {
    const r = fx.repos;
    const conv = await r.conversations.create(conversation({ story_id: 's1', story_title: 'The Fox' }));
    const other = await r.conversations.create(conversation());
    await r.conversations.appendMessage({ conversationId: conv.id, role: 'user', content: 'hello' });
    await r.conversations.appendMessage({ conversationId: other.id, role: 'user', content: 'kept' });
    await r.reading.saveSession({
      conversation_id: conv.id,
      story_id: 's1',
      snapshot: { position: 3 },
      current_word_index: 3,
      total_words: 10,
      words_read: 3,
      completion_percentage: 30,
      wcpm: null,
      accuracy_rate: null,
    });
    await r.reading.addOutcomes([
      {
        conversation_id: conv.id,
        story_id: 's1',
        word_index: 0,
        expected: 'the',
        heard: 'the',
        kind: 'correct',
        at_ms: 10,
      },
    ]);
    const assessment = await r.pronunciation.start({
      conversation_id: conv.id,
      session_id: 'p1',
      mode: 'scripted',
      locale: 'en-US',
      reference_text: 'the fox',
      start_word_index: 0,
      end_word_index: 1,
      segment: 1,
    });
    await r.pronunciation.complete(
      assessment.id,
      {
        recognizedText: 'the fox',
        accuracy: 90,
        fluency: 80,
        completeness: 100,
        prosody: 70,
        overall: 85,
        durationSeconds: 2,
      },
      [{ word: 'fox', accuracyScore: 90, errorType: 'None', syllables: [] }],
    );
    await r.quiz.add({
      conversation_id: conv.id,
      question_text: 'Q',
      correct_answer: 'A',
      student_answer: 'A',
      is_correct: 1,
      response_time_seconds: 3,
    });
    await r.roleplay.add({ conversation_id: conv.id, character: 'Fox', dialogue: 'Hi', emotion_score: 0.5 });
    await r.personas.saveState(conv.id, { active: 'gentle_teacher' });
    await r.personas.addIntervention({
      conversation_id: conv.id,
      persona_type: 'gentle_teacher',
      intervention_number: 1,
      trigger_reason: 'milestone_25',
      reading_progress_percent: 25,
      story_title: 'The Fox',
      user_message: 'hi',
      assistant_response: 'hello',
    });
    await r.safetyAlerts.create({
      conversation_id: conv.id,
      alert_type: 'personal_information',
      severity: 'high',
      description: 'address',
    });
    await r.audioClips.add(conv.id, Buffer.from([1, 2, 3]));

    expect(await r.conversations.delete(conv.id)).toBe(true);
    const counts = Object.fromEntries((await r.diagnostics.tables()).map((t) => [t.name, t.rowCount]));
    for (const table of [
      'reading_sessions',
      'word_outcomes',
      'pronunciation_assessments',
      'pronunciation_words',
      'quiz_results',
      'roleplay_turns',
      'persona_states',
      'persona_interventions',
      'safety_alerts',
      'audio_clips',
    ]) {
      expect({ table, rows: counts[table] }).toEqual({ table, rows: 0 });
    }
    expect(await r.conversations.listMessages(conv.id)).toEqual([]);
    expect(await r.conversations.countMessages(other.id)).toBe(1);
  });

  describe('rate limits', () => {
    it('counts hits within a window and starts over once it has passed', async () => {
      const { rateLimits } = fx.repos;
      const windowMs = 60_000;
      const t0 = 1_763_800_000_123;
      expect(await rateLimits.hit('login:1.2.3.4', { windowMs, nowMs: t0 })).toEqual({
        count: 1,
        windowStartMs: t0,
        resetAtMs: t0 + windowMs,
      });
      expect((await rateLimits.hit('login:1.2.3.4', { windowMs, nowMs: t0 + 1_000 })).count).toBe(2);
      expect((await rateLimits.hit('login:5.6.7.8', { windowMs, nowMs: t0 + 1_000 })).count).toBe(1);
      const hits = await Promise.all(
        Array.from({ length: 10 }, () => rateLimits.hit('login:1.2.3.4', { windowMs, nowMs: t0 + 2_000 })),
      );
      expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      const next = await rateLimits.hit('login:1.2.3.4', { windowMs, nowMs: t0 + windowMs + 5 });
      expect(next).toEqual({ count: 1, windowStartMs: t0 + windowMs + 5, resetAtMs: t0 + 2 * windowMs + 5 });
      await rateLimits.reset('login:1.2.3.4');
      expect((await rateLimits.hit('login:1.2.3.4', { windowMs, nowMs: t0 + windowMs + 6 })).count).toBe(1);
    });
  });

  describe('diagnostics', () => {
    it('pages through a product table with its columns and total', async () => {
      const { conversations, diagnostics } = fx.repos;
      const conv = await conversations.create(conversation());
      for (let i = 0; i < 5; i++)
        await conversations.appendMessage({ conversationId: conv.id, role: 'user', content: `m${i}` });
      const total = await conversations.countMessages(conv.id);
      const all = await diagnostics.tableData('messages', { limit: 100, offset: 0 });
      const page = await diagnostics.tableData('messages', { limit: 2, offset: 1 });
      expect(all.columns).toEqual([
        'id',
        'conversation_id',
        'sequence',
        'role',
        'content',
        'confidence',
        'created_at',
        'input_mode',
      ]);
      expect(all.total_rows).toBeGreaterThanOrEqual(total);
      expect(page.returned_rows).toBe(2);
      expect(page.data).toHaveLength(2);
      expect(page.total_rows).toBe(all.total_rows);
    });

    it('refuses any table outside the product allow-list', async () => {
      const { diagnostics } = fx.repos;
      for (const name of [
        'sqlite_master',
        'pg_user',
        'information_schema.tables',
        'messages; drop table users',
        'nope',
      ]) {
        await expect(diagnostics.tableData(name, { limit: 10, offset: 0 })).rejects.toBeInstanceOf(
          UnknownTableError,
        );
      }
    });

    it('masks password hashes and shows audio as a byte count', async () => {
      const { users, diagnostics, conversations, audioClips } = fx.repos;
      await users.create({ username: `t-${Date.now()}`, password_hash: 'scrypt$secret', role: 'teacher' });
      const conv = await conversations.create(conversation());
      await audioClips.add(conv.id, Buffer.alloc(44));
      const userRows = (await diagnostics.tableData('users', { limit: 100, offset: 0 })).data;
      expect(userRows.every((u) => u.password_hash === '[redacted]')).toBe(true);
      const clips = (await diagnostics.tableData('audio_clips', { limit: 100, offset: 0 })).data;
      expect(clips.some((c) => c.wav === '[44 bytes]')).toBe(true);
    });

    it('reports size, index count and a row count per table', async () => {
      const { diagnostics } = fx.repos;
      expect(await diagnostics.databaseSizeBytes()).toBeGreaterThan(0);
      expect(await diagnostics.indexCount()).toBeGreaterThanOrEqual(20);
      const tables = await diagnostics.tables();
      expect(tables.find((t) => t.name === 'schema_migrations')?.rowCount).toBe(10);
    });
  });
});

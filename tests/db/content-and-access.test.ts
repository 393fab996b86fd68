import { describe, expect, it } from 'vitest';
import { BACKENDS, useDatabase } from './backends';
import { conversation } from './fixtures';

const story = {
  title: 'The Brave Fox',
  content: 'Once upon a time a brave fox lived in the woods.',
  age_band: '6-8',
  reading_level: 'Grade 2-3',
  lexile_level: '450L',
  estimated_read_time: 3,
  grade: '2-3',
  difficulty: 'easy',
  word_count: 11,
};

describe.each(BACKENDS)('content and access repositories on $name', (backend) => {
  const fx = useDatabase(backend);

  it('keeps stories with their tags, filters them, and re-seeds without duplicates', async () => {
    const { stories } = fx.repos;
    await stories.insert({
      ...story,
      id: 'st-1',
      source: 'seed',
      tags: ['animals', 'forest'],
      created_at: '2026-01-01T00:00:00.000Z',
    });
    await stories.insert({
      ...story,
      id: 'st-2',
      title: 'Draft',
      age_band: '9-11',
      status: 'draft',
      source: 'upload',
    });
    expect((await stories.get('st-1'))?.tags).toEqual(['animals', 'forest']);
    expect((await stories.list({ ageBand: '6-8' })).map((s) => s.id)).toEqual(['st-1']);
    expect((await stories.list({ status: 'draft' })).map((s) => s.id)).toEqual(['st-2']);
    await stories.upsert({
      ...story,
      id: 'st-1',
      title: 'The Braver Fox',
      source: 'seed',
      tags: ['animals'],
    });
    expect(await stories.count()).toBe(2);
    expect(await stories.get('st-1')).toMatchObject({
      title: 'The Braver Fox',
      tags: ['animals'],
      created_at: '2026-01-01T00:00:00.000Z',
    });
    expect(await stories.update('st-2', { status: 'active', tags: ['new'] })).toMatchObject({
      status: 'active',
      tags: ['new'],
    });
    expect(await stories.update('missing', { title: 'x' })).toBeUndefined();
  });

  it("changes the children's story list at once when a story is added, edited, removed or cleared", async () => {
    const { stories, dataReset } = fx.repos;
    // The full list (teachers) and the cards (what every child's visit gets) must both follow at once.
    const band = async () => {
      const full = (await stories.list({ ageBand: '5-5', status: 'active' })).map((s) => s.title);
      const cards = (await stories.listSummaries({ ageBand: '5-5', status: 'active' }, 120)).map((s) => s.title);
      expect(cards).toEqual(full);
      return full;
    };
    expect(await band()).toEqual([]);
    await stories.insert({ ...story, id: 'band-1', title: 'Uploaded', age_band: '5-5', source: 'upload' });
    expect(await band()).toEqual(['Uploaded']);
    await stories.update('band-1', { title: 'Renamed' });
    expect(await band()).toEqual(['Renamed']);
    await stories.update('band-1', { status: 'draft' });
    expect(await band()).toEqual([]);
    await stories.update('band-1', { status: 'active' });
    await stories.insert({ ...story, id: 'band-2', title: 'Seeded', age_band: '5-5', source: 'seed' });
    expect((await band()).sort()).toEqual(['Renamed', 'Seeded']);
    await dataReset.clearChildrenData();
    expect(await band()).toEqual(['Seeded']);
    await stories.delete('band-2');
    expect(await band()).toEqual([]);
  });

  it('caches one analysis per story and drops it with the story', async () => {
    const { stories, storyAnalyses } = fx.repos;
    await stories.insert({ ...story, id: 'st-a', source: 'upload' });
    await storyAnalyses.save('st-a', { quiz_opportunities: [1] });
    await storyAnalyses.save('st-a', { quiz_opportunities: [1, 2] });
    expect((await storyAnalyses.get('st-a'))?.analysis).toEqual({ quiz_opportunities: [1, 2] });
    await stories.delete('st-a');
    expect(await storyAnalyses.get('st-a')).toBeUndefined();
  });

  it('saves settings in batches and only fills in missing defaults', async () => {
    const { settings } = fx.repos;
    const base = { description: 'd', data_type: 'float', category: 'voicelive_connection' };
    await settings.upsertMany([
      { ...base, key: 'voicelive_connection_initial_delay', value: '1.5' },
      { ...base, key: 'voicelive_connection_max_delay', value: '60' },
    ]);
    const added = await settings.insertMissing([
      { ...base, key: 'voicelive_connection_initial_delay', value: '1' },
      { ...base, key: 'voicelive_connection_max_retries', value: '10' },
    ]);
    expect(added).toBe(1);
    expect((await settings.get('voicelive_connection_initial_delay'))?.value).toBe('1.5');
    expect((await settings.list('voicelive_connection')).map((s) => s.key)).toEqual([
      'voicelive_connection_initial_delay',
      'voicelive_connection_max_delay',
      'voicelive_connection_max_retries',
    ]);
  });

  it('stores customised prompts and resets them', async () => {
    const { systemPrompts } = fx.repos;
    await systemPrompts.upsert('6-8', 'a'.repeat(60));
    await systemPrompts.upsert('9-11', 'b'.repeat(60));
    await systemPrompts.upsert('6-8', 'c'.repeat(60));
    expect((await systemPrompts.get('6-8'))?.prompt_text).toBe('c'.repeat(60));
    expect(await systemPrompts.reset('6-8')).toBe(true);
    expect(await systemPrompts.get('6-8')).toBeUndefined();
    expect(await systemPrompts.resetAll()).toBe(1);
  });

  it('locks an account after repeated failed logins and unlocks on reset', async () => {
    const { users } = fx.repos;
    const user = await users.create({ username: 'ms.rivera', password_hash: 'h', role: 'teacher' });
    await expect(
      users.create({ username: 'ms.rivera', password_hash: 'h2', role: 'admin' }),
    ).rejects.toThrow();
    const lock = { maxAttempts: 3, lockUntilIso: '2026-11-20T12:15:00.000Z' };
    const counts = await Promise.all([1, 2].map(() => users.recordFailedLogin(user.id, lock)));
    expect(counts.sort()).toEqual([1, 2]);
    expect((await users.getById(user.id))?.locked_until).toBeNull();
    expect(await users.recordFailedLogin(user.id, lock)).toBe(3);
    expect((await users.getByUsername('ms.rivera'))?.locked_until).toBe(lock.lockUntilIso);
    await users.resetFailedLogins(user.id);
    expect(await users.getById(user.id)).toMatchObject({ failed_logins: 0, locked_until: null });
    expect(await users.count('teacher')).toBe(1);
  });

  it('finds a login session only until it expires, with its user', async () => {
    const { users, authSessions } = fx.repos;
    const user = await users.create({ username: 'admin', password_hash: 'h', role: 'admin' });
    await authSessions.create({
      id: 'sha-1',
      user_id: user.id,
      csrf_token: 'csrf',
      created_at: '2026-11-20T10:00:00.000Z',
      expires_at: '2026-11-20T18:00:00.000Z',
      last_seen_at: '2026-11-20T10:00:00.000Z',
    });
    expect(await authSessions.getValid('sha-1', '2026-11-20T17:59:59.000Z')).toMatchObject({
      session: { id: 'sha-1', csrf_token: 'csrf' },
      user: { id: user.id, username: 'admin', role: 'admin', disabled: 0 },
    });
    expect(await authSessions.getValid('sha-1', '2026-11-20T18:00:00.000Z')).toBeUndefined();
    await authSessions.touch('sha-1', '2026-11-20T17:00:00.000Z', '2026-11-21T01:00:00.000Z');
    expect(await authSessions.getValid('sha-1', '2026-11-20T20:00:00.000Z')).toBeDefined();
    expect(await authSessions.deleteExpired('2026-11-21T02:00:00.000Z')).toBe(1);
    await authSessions.create({
      id: 'sha-2',
      user_id: user.id,
      csrf_token: 'c',
      created_at: 'x',
      expires_at: '2099-01-01T00:00:00.000Z',
      last_seen_at: 'x',
    });
    await users.delete(user.id);
    expect(await authSessions.getValid('sha-2', '2026-11-20T00:00:00.000Z')).toBeUndefined();
  });

  it('keeps UI state and persona state per conversation, replacing on save', async () => {
    const { conversations, uiStates, personas } = fx.repos;
    const conv = await conversations.create(conversation());
    await uiStates.save('conversation_1_not_yet_created', { microphone_position: 'bottom-right' });
    expect((await uiStates.get('conversation_1_not_yet_created'))?.state).toEqual({
      microphone_position: 'bottom-right',
    });
    await personas.saveState(conv.id, { active_persona: 'gentle_teacher', intervention_count: 0 });
    await personas.saveState(conv.id, { active_persona: 'quiz_critter', intervention_count: 1 });
    expect((await personas.getState(conv.id))?.state).toEqual({
      active_persona: 'quiz_critter',
      intervention_count: 1,
    });
    await personas.addIntervention({
      conversation_id: conv.id,
      persona_type: 'quiz_critter',
      intervention_number: 1,
      trigger_reason: 'milestone_50',
      reading_progress_percent: 50,
      story_title: 'T',
      user_message: 'ok',
      assistant_response: 'Quiz time!',
      metadata: { q: 1 },
    });
    expect((await personas.listInterventions(conv.id))[0]?.metadata).toEqual({ q: 1 });
    expect(await personas.countInterventions(conv.id)).toBe(1);
  });

  it('resumes reading state and counts outcomes with teacher verdicts', async () => {
    const { conversations, reading } = fx.repos;
    const conv = await conversations.create(conversation());
    const session = {
      conversation_id: conv.id,
      story_id: 's',
      snapshot: { i: 1 },
      current_word_index: 1,
      total_words: 4,
      words_read: 1,
      completion_percentage: 25,
      wcpm: null,
      accuracy_rate: null,
    };
    await reading.saveSession(session);
    await reading.saveSession({
      ...session,
      snapshot: { i: 2 },
      current_word_index: 2,
      words_read: 2,
      completion_percentage: 50,
      wcpm: 48.5,
    });
    expect(await reading.getSession(conv.id)).toMatchObject({
      snapshot: { i: 2 },
      current_word_index: 2,
      wcpm: 48.5,
    });
    const [a, b] = await reading.addOutcomes([
      {
        conversation_id: conv.id,
        story_id: 's',
        word_index: 0,
        expected: 'a',
        heard: 'a',
        kind: 'correct',
        at_ms: 100,
      },
      {
        conversation_id: conv.id,
        story_id: 's',
        word_index: 1,
        expected: 'cat',
        heard: 'cap',
        kind: 'substitution',
        at_ms: 900,
      },
    ]);
    expect(await reading.countByKind(conv.id)).toEqual({ correct: 1, substitution: 1 });
    expect(await reading.setTeacherVerdict(b!.id, 'correct')).toBe(true);
    expect(await reading.countByKind(conv.id)).toEqual({ correct: 2 });
    expect((await reading.listOutcomes(conv.id)).map((o) => o.id)).toEqual([a!.id, b!.id]);
    expect(await reading.deleteSession(conv.id)).toBe(true);
    expect(await reading.getSession(conv.id)).toBeUndefined();
    expect(await reading.listOutcomes(conv.id)).toHaveLength(2);
  });

  it('tracks pronunciation segments and pages the history by student age', async () => {
    const { conversations, pronunciation } = fx.repos;
    const young = await conversations.create(conversation({ user_age: 7 }));
    const teen = await conversations.create(conversation({ user_age: 16.5, age_band: '15-18' }));
    const start = (conversationId: string, segment: number) =>
      pronunciation.start({
        conversation_id: conversationId,
        session_id: `s-${conversationId}`,
        mode: 'scripted',
        locale: 'en-US',
        reference_text: 'a cat',
        start_word_index: 0,
        end_word_index: 1,
        segment,
      });
    const scores = {
      recognizedText: 'a cat',
      accuracy: 88,
      fluency: 80,
      completeness: 100,
      prosody: 75,
      overall: 85,
      durationSeconds: 2.5,
    };
    const s1 = await start(young.id, 1);
    expect((await pronunciation.getActive(`s-${young.id}`))?.id).toBe(s1.id);
    expect(
      await pronunciation.complete(s1.id, scores, [
        {
          word: 'cat',
          accuracyScore: 88,
          errorType: 'None',
          syllables: [{ syllable: 'cat', accuracy_score: 88 }],
        },
      ]),
    ).toBe(true);
    expect(await pronunciation.getActive(`s-${young.id}`)).toBeUndefined();
    expect(await pronunciation.nextSegment(`s-${young.id}`)).toBe(2);
    const s2 = await start(young.id, 2);
    await pronunciation.complete(s2.id, scores, []);
    const t1 = await start(teen.id, 1);
    await pronunciation.complete(t1.id, scores, []);
    expect(await pronunciation.complete('missing', scores, [])).toBe(false);

    const withWords = await pronunciation.getWithWords(s1.id);
    expect(withWords?.assessment).toMatchObject({ status: 'completed', accuracy: 88, duration_seconds: 2.5 });
    expect(withWords?.words[0]).toMatchObject({
      word: 'cat',
      syllables: [{ syllable: 'cat', accuracy_score: 88 }],
    });
    expect((await pronunciation.listBySession(`s-${young.id}`)).map((a) => a.segment)).toEqual([1, 2]);
    const history = await pronunciation.history({ limit: 1, offset: 0, studentAge: 7 });
    expect(history.total).toBe(2);
    expect(history.assessments).toHaveLength(1);
    expect(history.assessments[0]?.user_age).toBe(7);
    expect((await pronunciation.history({ limit: 20, offset: 0 })).total).toBe(3);
  });

  it('summarises quiz answers, numbers roleplay turns, and resolves alerts', async () => {
    const { conversations, quiz, roleplay, safetyAlerts } = fx.repos;
    const conv = await conversations.create(conversation());
    await quiz.add({
      conversation_id: conv.id,
      question_text: 'Who?',
      correct_answer: 'Fox',
      student_answer: 'Fox',
      is_correct: 1,
      response_time_seconds: 2,
    });
    await quiz.add({
      conversation_id: conv.id,
      question_text: 'Where?',
      correct_answer: 'Woods',
      student_answer: 'Sea',
      is_correct: 0,
      response_time_seconds: 4,
    });
    expect(await quiz.summary(conv.id)).toEqual({
      totalQuestions: 2,
      correctAnswers: 1,
      averageResponseTimeSeconds: 3,
    });
    await roleplay.add({ conversation_id: conv.id, character: 'Fox', dialogue: 'Hi', emotion_score: 0.4 });
    await roleplay.add({ conversation_id: conv.id, character: 'Owl', dialogue: 'Hoo', emotion_score: 0.9 });
    expect((await roleplay.listByConversation(conv.id)).map((t) => [t.turn, t.character])).toEqual([
      [1, 'Fox'],
      [2, 'Owl'],
    ]);
    const open = await safetyAlerts.countOpen();
    const alert = await safetyAlerts.create({
      conversation_id: conv.id,
      alert_type: 'self_harm',
      severity: 'critical',
      description: 'said something worrying',
    });
    expect(await safetyAlerts.countOpen()).toBe(open + 1);
    expect(await safetyAlerts.resolve(alert.id, 'Spoke with the family')).toBe(true);
    expect(await safetyAlerts.get(alert.id)).toMatchObject({
      resolved: 1,
      resolver_notes: 'Spoke with the family',
    });
    expect(await safetyAlerts.list({ resolved: false, conversationId: conv.id })).toEqual([]);
    expect(await safetyAlerts.list({ resolved: true, conversationId: conv.id })).toHaveLength(1);
  });
});

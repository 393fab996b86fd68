import { describe, expect, it } from 'vitest';
import { BACKENDS, useDatabase } from './backends';
import type { DbFixture } from './backends';
import { completedAssessment, conversation } from './fixtures';

async function assessed(fx: DbFixture, convId: string, at: string, words: [string, number, string][]) {
  const assessmentId = await completedAssessment(fx.repos, convId, at, words);
  return { assessmentId, words: await fx.repos.pronunciation.listWords(assessmentId) };
}

describe.each(BACKENDS)('session detail and ops queries on $name', (backend) => {
  const fx = useDatabase(backend);

  it('measures how often teachers agree with the scorer and finds words only within their session', async () => {
    const r = fx.repos;
    const conv = await r.conversations.create(conversation());
    const other = await r.conversations.create(conversation());
    const { words } = await assessed(fx, conv.id, '2026-11-18T09:00:00.000Z', [
      ['fox', 40, 'Mispronunciation'],
      ['ran', 95, 'None'],
      ['far', 50, 'Mispronunciation'],
    ]);
    expect(await r.dashboardDetail.verdictAgreement(conv.id)).toEqual({
      reviewed_words: 0,
      agreed_words: 0,
      agreement_percent: null,
    });
    await r.pronunciation.setTeacherErrorType(words[0]!.id, 'Mispronunciation');
    await r.pronunciation.setTeacherErrorType(words[2]!.id, 'None');
    expect(await r.dashboardDetail.verdictAgreement(conv.id)).toEqual({
      reviewed_words: 2,
      agreed_words: 1,
      agreement_percent: 50,
    });
    expect((await r.dashboardDetail.wordInConversation(words[1]!.id, conv.id))?.word).toBe('ran');
    expect(await r.dashboardDetail.wordInConversation(words[1]!.id, other.id)).toBeUndefined();
    expect((await r.dashboardDetail.completedWords(conv.id)).map((w) => w.word)).toEqual([
      'fox',
      'ran',
      'far',
    ]);
  });

  it('pages pronunciation history with story titles and word counts', async () => {
    const r = fx.repos;
    const conv = await r.conversations.create(conversation({ user_age: 13, story_title: 'Moon Garden' }));
    await assessed(fx, conv.id, '2026-11-19T09:00:00.000Z', [
      ['moon', 80, 'None'],
      ['garden', 70, 'None'],
    ]);
    const history = await r.dashboardDetail.pronunciationHistory({ limit: 5, offset: 0, studentAge: 13 });
    expect(history.total).toBe(1);
    expect(history.assessments[0]).toMatchObject({ user_age: 13, story_title: 'Moon Garden', word_count: 2 });
  });

  it('replaces tracker outcomes for a story but keeps those a teacher reviewed', async () => {
    const r = fx.repos;
    const conv = await r.conversations.create(conversation());
    const outcome = (word_index: number, expected: string, kind: string) => ({
      conversation_id: conv.id,
      story_id: 's',
      word_index,
      expected,
      heard: expected,
      kind,
      at_ms: word_index * 100,
    });
    const [, second] = await r.reading.addOutcomes([
      outcome(0, 'a', 'correct'),
      outcome(1, 'cat', 'omission'),
    ]);
    await r.reading.setTeacherVerdict(second!.id, 'correct');
    await r.reading.replaceOutcomes(conv.id, 's', [
      outcome(0, 'a', 'correct'),
      outcome(1, 'cat', 'omission'),
      outcome(2, 'sat', 'substitution'),
    ]);
    const kinds = (await r.reading.listOutcomes(conv.id)).map((o) => [o.word_index, o.kind, o.teacher_kind]);
    expect(kinds).toEqual([
      [0, 'correct', null],
      [1, 'omission', 'correct'],
      [2, 'substitution', null],
    ]);
  });

  it('peeks at a rate-limit window without counting', async () => {
    const { rateLimits } = fx.repos;
    const opts = { windowMs: 60_000, nowMs: 1_763_800_000_000 };
    expect((await rateLimits.peek('k', opts)).count).toBe(0);
    await rateLimits.hit('k', opts);
    await rateLimits.hit('k', opts);
    expect((await rateLimits.peek('k', opts)).count).toBe(2);
    expect((await rateLimits.peek('k', opts)).count).toBe(2);
    expect((await rateLimits.peek('k', { ...opts, nowMs: opts.nowMs + 60_000 })).count).toBe(0);
  });

  it('probes writes without leaving a row and reports the journal mode', async () => {
    const { ops, diagnostics } = fx.repos;
    const before = (await diagnostics.tables()).find((t) => t.name === 'rate_limits')?.rowCount;
    expect(await ops.writeProbe()).toBe(true);
    expect((await diagnostics.tables()).find((t) => t.name === 'rate_limits')?.rowCount).toBe(before);
    expect(await ops.journalMode()).toBe(backend.name === 'sqlite' ? 'wal' : null);
  });

  it('clears children data and uploaded stories, keeping the seed library', async () => {
    const r = fx.repos;
    const conv = await r.conversations.create(conversation());
    await r.conversations.appendMessage({ conversationId: conv.id, role: 'user', content: 'hi' });
    const story = {
      title: 'T',
      content: 'c',
      age_band: '6-8',
      reading_level: 'Grade 2-3',
      lexile_level: null,
      estimated_read_time: 1,
      grade: '2-3',
      difficulty: 'easy',
      word_count: 1,
    };
    await r.stories.insert({ ...story, id: 'seed-x', source: 'seed' });
    await r.stories.insert({ ...story, id: 'upload-x', source: 'upload' });
    await r.storyAnalyses.save('seed-x', { cached: true });
    const cleared = await r.dataReset.clearChildrenData();
    expect(cleared).toEqual(
      expect.arrayContaining(['conversations', 'messages', 'story_analyses', 'stories']),
    );
    expect(await r.conversations.get(conv.id)).toBeUndefined();
    expect((await r.stories.list()).map((s) => s.id)).toEqual(['seed-x']);
    expect(await r.storyAnalyses.get('seed-x')).toBeUndefined();
    expect(await r.dashboardDetail.latestLiveActivity()).toBeUndefined();
  });
});

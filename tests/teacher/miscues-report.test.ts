/**
 * Every miscue the reading tracker recorded reaches the teacher (issue 20, deliverable 4): a child reads
 * the opening of a seeded story with a different word said, a word left out, an extra word, a long
 * pause and a self-correction. The recogniser's reading branch heard only story words (as it does: the
 * different and the extra word are not in its grammar); the tracker's records are stored as the voice
 * session stores them. The aggregate, the teacher's report and the running record must all show them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newConversationId,
  tokenizeStory,
  type PronunciationAggregate,
  type PronunciationReport,
  type RunningRecordResponse,
  type RunningRecordWord,
} from '@shared';
import { pronunciationServiceFor, type HeardUtterance, type ReadingView } from '../../apps/server/src/pronunciation';
import { startTeacherApp, type TeacherApp } from './teacher-client';

const STORY_ID = 'mia-and-the-moon-kite';
// Mia(0) made(1) a(2) kite(3) from(4) blue(5) paper(6) and(7) two(8) thin(9) sticks.(10)
// She(11) drew(12) a(13) big(14) white(15) moon(16) on(17) it.(18)
const READ_TO = 19;
// As read: "green" for "blue", "thin" left out, "round" added before "moon", a long pause before
// "drew", "bag… big". The reading branch heard the story words only, and swallowed the first "a".
const HEARD = 'mia made kite from paper and two sticks she drew a big white moon on it'.split(' ');

type Verdict = ReturnType<ReadingView['tracker']['outcomes']>[number]['verdict'];

const FINAL_MISCUES = [
  { word_index: 5, expected: 'blue', heard: 'green', kind: 'substitution', at_ms: 2500 },
  { word_index: 9, expected: 'thin', heard: null, kind: 'omission', at_ms: 3800 },
  { word_index: 12, expected: 'drew', heard: null, kind: 'hesitation', at_ms: 8200 },
  { word_index: 14, expected: 'big', heard: 'bag', kind: 'self_correction', at_ms: 9000 },
  { word_index: 16, expected: 'moon', heard: 'round', kind: 'insertion', at_ms: 9900 },
];

describe('every miscue in every place a teacher looks', () => {
  let t: TeacherApp;
  let id: string;
  const sessionId = () => `${id}_pron`;
  const teacherGet = async <T>(url: string): Promise<T> => {
    const res = await t.call(t.teacher, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  beforeAll(async () => {
    t = await startTeacherApp();
    const { ctx } = t.server;
    id = newConversationId();
    expect((await t.server.app.inject({ method: 'POST', url: '/api/voicelive/session/create', payload: { conversation_id: id, age: 7 } })).statusCode).toBe(200);
    expect((await t.server.app.inject({ method: 'POST', url: '/api/pronunciation/start', payload: { conversation_id: id, session_id: sessionId(), user_age: 7 } })).statusCode).toBe(200);
    const story = await ctx.repos.stories.get(STORY_ID);
    if (!story) throw new Error('seeded story missing');

    // The utterance as the voice session hands it on, with the tracker's view at that moment: it knew
    // of the swapped word, judged the swallowed "a" read, and the rest was still to come.
    const timed = HEARD.map((word, i) => ({ word, startMs: 1000 + i * 360, endMs: 1000 + i * 360 + 280 }));
    const utterance: HeardUtterance = { itemId: 'item_1', startMs: 800, endMs: timed.at(-1)!.endMs + 200, hypothesis: { words: timed }, words: timed, intent: null };
    const verdict = (i: number): Verdict => (i === 5 ? 'substitution' : i === 9 ? 'omission' : i === 14 ? 'self_correction' : 'correct');
    const reading: ReadingView = {
      storyId: STORY_ID,
      content: story.content,
      tracker: {
        currentWordIndex: READ_TO,
        outcomes: () => Array.from({ length: READ_TO }, (_, i) => ({ wordIndex: i, verdict: verdict(i) })),
        miscues: () => [{ wordIndex: 5, kind: 'substitution', heard: 'green' }],
      },
    };
    pronunciationServiceFor(ctx).onUtterance(id, utterance, reading);
    await pronunciationServiceFor(ctx).idle(id);

    // The tracker's final records, as reading-follow saves them.
    const totalWords = tokenizeStory(story.content).words.length;
    await ctx.repos.reading.saveRecord({
      conversation_id: id,
      story_id: STORY_ID,
      story_title: story.title,
      total_words: totalWords,
      words_read: READ_TO,
      correct_words: READ_TO - 2,
      completion_percentage: Math.round((1000 * READ_TO) / totalWords) / 10,
      reached_words: READ_TO,
      wcpm: 80,
      accuracy_rate: 90,
    });
    await ctx.repos.reading.replaceOutcomes(
      id,
      STORY_ID,
      FINAL_MISCUES.map((m) => ({ ...m, conversation_id: id, story_id: STORY_ID })),
    );
    expect((await t.server.app.inject({ method: 'POST', url: '/api/pronunciation/stop', payload: { conversation_id: id, session_id: sessionId() } })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('lists the word said for a swapped word, and not a correctly read function word, in the child’s Words to Practice', async () => {
    const aggregate = (await t.server.app.inject({ method: 'GET', url: `/api/pronunciation/session/${sessionId()}/aggregate` })).json<PronunciationAggregate>();
    const words = aggregate.mispronunciations.words;
    expect(words.find((w) => w.word === 'blue')).toMatchObject({ error_type: 'Mispronunciation', heard_word: 'green' });
    expect(words.find((w) => w.word === 'thin')).toMatchObject({ error_type: 'Omission', accuracy: 0 });
    // The swallowed "a" was read: it is no 0 % word to practise.
    expect(words.map((w) => w.word.toLowerCase())).not.toContain('a');
  });

  it('shows each miscue in the teacher’s word list, the extra word at its place', async () => {
    const report = await teacherGet<PronunciationReport>(`/api/v1/dashboard/session/${id}/pronunciation-report`);
    const words = report.word_details;
    const at = (word: string) => words.find((w) => w.word.replace(/[^a-z]/gi, '').toLowerCase() === word);
    expect(at('blue')).toMatchObject({ error_type: 'Mispronunciation', heard_word: 'green' });
    expect(at('thin')).toMatchObject({ error_type: 'Omission', accuracy_score: 0 });
    expect(at('drew')).toMatchObject({ error_type: 'Hesitation' });
    expect(at('big')).toMatchObject({ error_type: 'SelfCorrection', heard_word: 'bag' });
    const moon = words.findIndex((w) => w.word === 'moon');
    expect(words[moon - 1]).toMatchObject({ word: 'round', error_type: 'Insertion', heard_word: 'round' });
    expect(words.filter((w) => w.error_type === 'Insertion')).toHaveLength(1);
    expect(words.filter((w) => w.word === 'a').map((w) => w.error_type)).toEqual(['None', 'None']);
    expect(report.statistics?.error_distribution).toMatchObject({ Insertion: 1, Mispronunciation: 1, Omission: 1, SelfCorrection: 1, Hesitation: 1 });
  });

  it('gives the running record: the story with each miscue in place, the teacher’s verdict winning', async () => {
    const url = `/api/v1/dashboard/session/${id}/running-record`;
    const record = await teacherGet<RunningRecordResponse>(url);
    expect(record.stories.map((s) => s.story_id)).toEqual([STORY_ID]);
    const story = record.stories[0]!;
    const word = (index: number) => story.entries.find((e): e is RunningRecordWord => e.type === 'word' && e.index === index)!;
    expect(word(5)).toMatchObject({ text: 'blue', reached: true, marks: [{ kind: 'substitution', heard: 'green', reviewed: false }] });
    expect(word(9).marks.map((m) => m.kind)).toEqual(['omission']);
    expect(word(12).marks.map((m) => m.kind)).toEqual(['hesitation']);
    expect(word(14).marks).toMatchObject([{ kind: 'self_correction', heard: 'bag' }]);
    expect(word(0).marks).toEqual([]);
    expect(word(READ_TO).reached).toBe(false);
    // The extra word sits between "white" and "moon".
    const moon = story.entries.findIndex((e) => e.type === 'word' && e.index === 16);
    expect(story.entries[moon - 1]).toMatchObject({ type: 'insertion', before_index: 16, heard: 'round' });
    expect(story.entries[moon - 2]).toMatchObject({ type: 'word', index: 15, text: 'white' });
    expect(story.counts).toEqual({ substitution: 1, omission: 1, insertion: 1, self_correction: 1, repetition: 0, hesitation: 1 });

    // The teacher hears the recording and rules that "thin" was read.
    const thin = (await t.server.ctx.repos.reading.listOutcomes(id)).find((o) => o.word_index === 9)!;
    await t.server.ctx.repos.reading.setTeacherVerdict(thin.id, 'correct');
    const reviewed = (await teacherGet<RunningRecordResponse>(url)).stories[0]!;
    expect(reviewed.entries.find((e) => e.type === 'word' && e.index === 9)).toMatchObject({ marks: [] });
    expect(reviewed.counts.omission).toBe(0);
  });

  it('is for signed-in teachers only', async () => {
    const res = await t.call(undefined, { method: 'GET', url: `/api/v1/dashboard/session/${id}/running-record` });
    expect(res.statusCode).toBe(401);
    expect((await t.call(t.teacher, { method: 'GET', url: '/api/v1/dashboard/session/conversation_1_00000000000000000000000000000000/running-record' })).statusCode).toBe(404);
  });
});

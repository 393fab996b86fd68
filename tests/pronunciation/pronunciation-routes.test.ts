/**
 * The pronunciation calls through the real app (app.inject, SQLite): a session started, utterances of a
 * seeded story handed to the service the way the voice session hands them, stopped, and read back as
 * the floating panel, the results call, the teacher's report and the speech-stopped call see them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newConversationId,
  type ErrorBody,
  type PronunciationAggregate,
  type PronunciationBufferStats,
  type PronunciationConfigResponse,
  type PronunciationResultsResponse,
  type PronunciationSessionResult,
  type SpeechStoppedAssessmentResponse,
} from '@shared';
import { ReadingTracker } from '../../apps/server/src/reading';
import { pronunciationServiceFor, type HeardUtterance, type ReadingView } from '../../apps/server/src/pronunciation';
import { startTestServer, type TestServer } from '../support/test-server';
import { ADMIN, signIn } from '../teacher/teacher-client';

const STORY_ID = 'mia-and-the-moon-kite';
let server: TestServer;
let content: string;

beforeAll(async () => {
  server = await startTestServer();
  const story = await server.ctx.repos.stories.get(STORY_ID);
  if (!story) throw new Error('seeded story missing');
  content = story.content;
  const setup = await server.app.inject({ method: 'POST', url: '/api/auth/setup', payload: ADMIN });
  if (setup.statusCode !== 201) throw new Error(`setup failed: ${setup.body}`);
});
afterAll(async () => server.close());

const post = (url: string, payload: unknown) => server.app.inject({ method: 'POST', url, payload: payload as object });
const get = (url: string) => server.app.inject({ method: 'GET', url });

async function conversation(): Promise<string> {
  const id = newConversationId();
  const res = await post('/api/voicelive/session/create', { conversation_id: id, age: 8 });
  expect(res.statusCode).toBe(200);
  return id;
}

/** Follows the reading like the voice session: tracker update first, then the utterance to the service. */
class Reader {
  readonly tracker = new ReadingTracker(content);
  private clockMs = 1000;
  private n = 0;
  constructor(private readonly conversationId: string) {}

  read(words: string[], gapMs = 80): string {
    const timed = words.map((word) => {
      const w = { word, startMs: this.clockMs, endMs: this.clockMs + 280 };
      this.clockMs += 280 + gapMs;
      return w;
    });
    this.n += 1;
    const utterance: HeardUtterance = {
      itemId: `item_${this.n}`,
      startMs: timed[0]!.startMs - 200,
      endMs: timed.at(-1)!.endMs + 200,
      hypothesis: { words: timed },
      words: timed,
      intent: null,
    };
    this.tracker.update({ words: timed, final: true });
    const reading: ReadingView = { storyId: STORY_ID, content, tracker: this.tracker };
    pronunciationServiceFor(server.ctx).onUtterance(this.conversationId, utterance, reading);
    this.clockMs += 2500;
    return utterance.itemId;
  }
}

const settle = (id: string) => pronunciationServiceFor(server.ctx).idle(id);

describe('pronunciation assessment calls', () => {
  it('turns each utterance read during a session into a segment, and the stop into a summary', async () => {
    const id = await conversation();
    const sessionId = `${id}_pron_1`;
    expect((await post('/api/pronunciation/start', { conversation_id: id, session_id: sessionId, user_age: 8 })).json()).toEqual({ success: true, assessment_id: null });
    const waiting = await get(`/api/pronunciation/session/${sessionId}/aggregate`);
    expect(waiting.json<PronunciationAggregate>()).toMatchObject({ success: true, overall_metrics: { total_segments: 0 }, segments: [] });

    const reader = new Reader(id);
    reader.read('mia made a kite from blue paper and two thin sticks'.split(' '));
    reader.read('she drew a big white moon on it'.split(' ').filter((w) => w !== 'white'));
    await settle(id);

    const aggregate = (await get(`/api/pronunciation/session/${sessionId}/aggregate`)).json<PronunciationAggregate>();
    expect(aggregate.overall_metrics).toMatchObject({ total_segments: 2, total_words_assessed: 19 });
    expect(aggregate.segments[0]).toMatchObject({ segment: 1, start_word_index: 0, end_word_index: 10, word_count: 11, error_count: 0 });
    expect(aggregate.segments[0]?.reference_text).toBe('Mia made a kite from blue paper and two thin sticks.');
    expect(aggregate.segments[1]).toMatchObject({ segment: 2, start_word_index: 11, end_word_index: 18, error_count: 1 });
    expect(aggregate.mispronunciations.words).toEqual([{ word: 'white', segment: 2, error_type: 'Omission', accuracy: 0 }]);
    expect(aggregate.overall_metrics.accuracy).toBeGreaterThanOrEqual(90);
    expect(aggregate.progress.improvement).toBeLessThanOrEqual(0);

    const stopped = await post('/api/pronunciation/stop', { conversation_id: id, session_id: sessionId, reference_text: content });
    const assessmentId = stopped.json<PronunciationSessionResult>().assessment_id;
    expect(assessmentId).toMatch(/\S+/);

    // After the stop, reading on is not assessed any more.
    reader.read('mia ran up the hill'.split(' '));
    await settle(id);
    expect((await get(`/api/pronunciation/session/${sessionId}/aggregate`)).json<PronunciationAggregate>().overall_metrics.total_segments).toBe(2);

    const results = (await get(`/api/pronunciation/results/${sessionId}`)).json<PronunciationResultsResponse>();
    expect(results.assessment).toMatchObject({ id: assessmentId, session_id: sessionId, conversation_id: id, assessment_mode: 'scripted' });
    expect(results.assessment.word_details).toHaveLength(19);
    expect(results.assessment.word_details.find((w) => w.word === 'white')).toMatchObject({ error_type: 'Omission', accuracy_score: 0 });
    expect(results.assessment.word_details[6]).toMatchObject({ word: 'paper', syllables: [{ syllable: 'pa' }, { syllable: 'per' }] });
    expect(results.assessment.scores.completeness).toBeLessThan(100);

    // The teacher's report of the conversation shows the whole session.
    const admin = await signIn(server, ADMIN);
    const report = await server.app.inject({ method: 'GET', url: `/api/v1/dashboard/session/${id}/pronunciation-report`, cookies: { lc_session: admin.cookie } });
    expect(report.statusCode).toBe(200);
    expect(report.json()).toMatchObject({ has_assessment: true, assessment: { id: assessmentId }, statistics: { word_count: 19 } });
  });

  it('does not list a function word the recogniser swallowed, and the tracker judged read, as a 0 % word to practise', async () => {
    const id = await conversation();
    const sessionId = `${id}_pron_fw`;
    await post('/api/pronunciation/start', { conversation_id: id, session_id: sessionId, user_age: 8 });
    // "a" read but not heard, as the offline recogniser often hears a reduced function word.
    new Reader(id).read('mia made kite from blue paper and two thin sticks'.split(' '));
    await settle(id);
    const aggregate = (await get(`/api/pronunciation/session/${sessionId}/aggregate`)).json<PronunciationAggregate>();
    expect(aggregate.segments[0]).toMatchObject({ start_word_index: 0, end_word_index: 10, word_count: 11, error_count: 0 });
    expect(aggregate.mispronunciations.words).toEqual([]);
  });

  it('answers 404 with the spec message for a session without assessment, and validates bodies', async () => {
    const none = await get('/api/pronunciation/results/nothing-here');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ detail: 'No assessment for this session', code: 'NOT_FOUND' });
    expect((await get('/api/pronunciation/session/nothing-here/aggregate')).statusCode).toBe(404);
    const badAge = await post('/api/pronunciation/start', { conversation_id: await conversation(), session_id: 's', user_age: 3 });
    expect(badAge.statusCode).toBe(400);
    expect(badAge.json<ErrorBody>().detail).toContain('Invalid user age: must be between 6 and 18');
    const unknown = await post('/api/pronunciation/start', { conversation_id: newConversationId(), session_id: 's' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorBody>().detail).toBe('Session not found');
  });

  it('assesses a speech-stopped item against a reference text and names the difficult word', async () => {
    const id = await conversation();
    const reader = new Reader(id);
    const itemId = reader.read('mia made a kite from blue pepper and two thin stones'.split(' '));
    const res = await post('/api/pronunciation/speech_stopped', {
      conversation_id: id,
      session_id: `${id}_coach`,
      item_id: itemId,
      reference_text: content,
      user_age: 8,
    });
    const body = res.json<SpeechStoppedAssessmentResponse>();
    expect(body).toMatchObject({ assessed: true, reason: null, assessment: { pronunciation_coach_triggered: true, difficult_word: 'sticks' } });
    expect(body.assessment?.accuracy_score).toBeLessThan(95);
    const missing = await post('/api/pronunciation/speech_stopped', { conversation_id: id, session_id: 's', item_id: 'item_none', reference_text: 'Hello', user_age: 8 });
    const nothing = missing.json<SpeechStoppedAssessmentResponse>();
    expect(nothing).toMatchObject({ assessed: false, assessment: null });
    expect(nothing.reason).toContain('No speech');
  });

  it('keeps the configuration, lets only an administrator change it, and refuses bad values', async () => {
    const initial = (await get('/api/pronunciation/config')).json<PronunciationConfigResponse>();
    expect(initial.config).toMatchObject({ enabled: true, locale: 'en-US' });
    const anonymous = await server.app.inject({ method: 'PUT', url: '/api/pronunciation/config', payload: { config: { coach_threshold: 70 } } });
    expect(anonymous.statusCode).toBe(401);
    const admin = await signIn(server, ADMIN);
    const put = (config: object) =>
      server.app.inject({ method: 'PUT', url: '/api/pronunciation/config', payload: { config }, cookies: { lc_session: admin.cookie }, headers: { 'x-csrf-token': admin.csrf } });
    expect((await put({ coach_threshold: 70, enable_prosody: false })).json<PronunciationConfigResponse>().config).toMatchObject({ coach_threshold: 70, enable_prosody: false });
    expect((await get('/api/pronunciation/config')).json<PronunciationConfigResponse>().config.coach_threshold).toBe(70);
    const outOfRange = await put({ coach_threshold: 130 });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json<ErrorBody>().detail).toContain('coach_threshold must be from 0 to 100');
    const french = await put({ locale: 'fr-FR' });
    expect(french.statusCode).toBe(400);
    expect(french.json<ErrorBody>().detail).toContain('not supported by the local scorer');

    expect((await put({ enabled: false })).statusCode).toBe(200);
    const refused = await post('/api/pronunciation/start', { conversation_id: await conversation(), session_id: 'off' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().detail).toContain('turned off');
    expect((await put({ enabled: true, coach_threshold: 60, enable_prosody: true })).statusCode).toBe(200);
  });

  it('reports health, and buffer statistics that count active sessions and held speech', async () => {
    expect((await get('/api/pronunciation/health')).json()).toMatchObject({ status: 'healthy', scorer: 'local' });
    const stats = async () => (await get('/api/pronunciation/buffer/stats')).json<PronunciationBufferStats>();
    const before = await stats();
    const id = await conversation();
    await post('/api/pronunciation/start', { conversation_id: id, session_id: `${id}_s` });
    new Reader(id).read(['hello', 'there']);
    const during = await stats();
    expect(during.active_sessions).toBe(before.active_sessions + 1);
    expect(during.buffered_ms).toBeGreaterThan(before.buffered_ms);
    expect(during).toMatchObject({ buffered_bytes: 0, max_buffer_ms: 120_000 });
    await post('/api/pronunciation/stop', { conversation_id: id, session_id: `${id}_s` });
    expect((await stats()).active_sessions).toBe(before.active_sessions);
  });
});

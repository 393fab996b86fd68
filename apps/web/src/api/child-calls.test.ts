import { afterEach, describe, expect, it, vi } from 'vitest';
import { assessSpeechStopped, coachWordFrom, getFinalAccuracy } from './pronunciation';
import { getStory, listStories } from './stories';
import { reportVoiceUiEvent } from './ui-state';
import { getSessionStatus, getTroubleshooting, validateVoiceConfig } from './voice-diagnostics';
import { getSessionConfig } from './voicelive';

type Answer = { status: number; body: unknown; statusText?: string };

function serve(...answers: Answer[]) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    calls.push({ url: input, method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const answer = answers.shift();
    if (!answer) return Promise.reject(new TypeError('no answer'));
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return Promise.resolve(new Response(text, { status: answer.status, statusText: answer.statusText ?? '' }));
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const ID = 'conversation_1700000000000_0123456789abcdef0123456789abcdef';

describe('speech_stopped assessment', () => {
  it('posts the utterance with the story as reference and finds the coach word', async () => {
    const calls = serve({
      status: 200,
      body: { assessed: true, reason: null, assessment: { accuracy_score: 61, pronunciation_coach_triggered: true, difficult_word: 'castle', assessment_id: 'a1' } },
    });
    const answer = await assessSpeechStopped({ conversationId: ID, sessionId: 's1', itemId: 'item_3', referenceText: 'The castle', userAge: 7 });
    expect(calls[0]).toEqual({
      url: '/api/pronunciation/speech_stopped',
      method: 'POST',
      body: { conversation_id: ID, session_id: 's1', item_id: 'item_3', reference_text: 'The castle', user_age: 7 },
    });
    expect(coachWordFrom(answer)).toBe('castle');
  });

  it('has no coach word when nothing was assessed or the coach stayed out', () => {
    expect(coachWordFrom({ assessed: false, reason: 'too short', assessment: null })).toBeNull();
    expect(
      coachWordFrom({
        assessed: true,
        reason: null,
        assessment: { accuracy_score: 95, pronunciation_coach_triggered: false, difficult_word: 'castle', assessment_id: 'a' },
      }),
    ).toBeNull();
  });
});

describe('final results', () => {
  it('gives the accuracy of the stopped assessment, and null when the server has none (404)', async () => {
    serve({ status: 200, body: { assessment: { id: 'a', scores: { accuracy: 87.5, fluency: 80 } } } });
    expect(await getFinalAccuracy('s1')).toBe(87.5);
    serve({ status: 404, body: { detail: 'No assessment for this session', code: 'NOT_FOUND' } });
    expect(await getFinalAccuracy('s1')).toBeNull();
    serve({ status: 400, body: { detail: 'bad', code: 'BAD' } });
    await expect(getFinalAccuracy('s1')).rejects.toThrow('Failed to fetch results');
  });
});

describe('voice session help and checks', () => {
  it('asks for age-tuned help and says why it failed', async () => {
    const calls = serve({ status: 200, body: { issue_type: 'microphone', age: 7, message: 'm', steps: ['Ask a grown-up to help.'] } });
    expect((await getTroubleshooting('microphone', 7)).steps).toEqual(['Ask a grown-up to help.']);
    expect(calls[0]?.url).toBe('/api/voicelive/troubleshoot/microphone?age=7');
    serve({ status: 503, statusText: 'Service Unavailable', body: 'down' });
    await expect(getTroubleshooting('audio')).rejects.toThrow('Failed to get troubleshooting info: 503 Service Unavailable');
  });

  it('uses the spec messages when validation or status fail', async () => {
    serve({ status: 500, body: 'x' });
    await expect(validateVoiceConfig()).rejects.toThrow('Failed to validate config');
    serve({ status: 404, body: { detail: 'Session not found' } });
    await expect(getSessionStatus(ID)).rejects.toThrow('Failed to get session status');
  });

  it('asks for the session config with conversation id and age', async () => {
    const config = {
      conversation_id: ID,
      websocket_url: `ws://h/api/voicelive/ws/${ID}`,
      session_config: { voice: 'coral', modalities: ['text', 'audio'], instructions: 'i', turn_detection: null },
    };
    const calls = serve({ status: 200, body: config });
    expect((await getSessionConfig(ID, 10)).session_config.voice).toBe('coral');
    expect(calls[0]).toMatchObject({ url: '/api/config/session', method: 'POST', body: { conversation_id: ID, user_age: 10 } });
  });
});

describe('voice UI events', () => {
  it('reports the event and returns the effect the server applied, unknown effects as none', async () => {
    const calls = serve({ status: 200, body: { success: true, applied: true, effect: 'show_panel' } });
    expect(await reportVoiceUiEvent(ID, 'response.created', 'assistant_response_started', { response_id: 'r1' })).toBe('show_panel');
    expect(calls[0]?.body).toEqual({
      conversation_id: ID,
      event_type: 'response.created',
      trigger_reason: 'assistant_response_started',
      data: { response_id: 'r1' },
    });
    serve({ status: 200, body: { success: true, applied: true, effect: 'dance' } });
    expect(await reportVoiceUiEvent(ID, 'story_selected', 'child_chose_story')).toBe('none');
  });
});

describe('stories', () => {
  const card = { id: 'fox', title: 'The Fox', reading_level: 'Grade 1', estimated_read_time: 2, tags: ['animals'], preview: 'Ada found a fox.' };

  it('lists cards with a preview, then fetches the chosen story whole by id', async () => {
    const calls = serve(
      { status: 200, body: { stories: [card] } },
      { status: 200, body: { ...card, preview: undefined, content: 'Ada found a fox.\n\nThe fox ran home.' } },
    );
    expect(await listStories(7)).toEqual([card]);
    const story = await getStory('fox');
    expect(story.content).toBe('Ada found a fox.\n\nThe fox ran home.');
    expect(calls.map((c) => c.url)).toEqual(['/api/stories/?age=7', '/api/stories/fox']);
  });
});

/**
 * A voice session driven on fakes (fake socket, recogniser, synthesizer, VAD and cloud relay; the real
 * database and companion): turn-taking, barge-in, falling back from a cloud provider that cannot be
 * reached or is lost, persona switches, and reading progress. Each runs in well under a second.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeRelay, RelayStatus } from '../providers/relay-types';
import { RelayProvider } from '../providers/relay-provider';
import { FallbackProvider } from '../providers/fallback-provider';
import type { SpeechSynthesizer, SynthesisChunk } from '../providers/local/synthesizer/types';
import type { SessionProviderFactory } from '../provider-factory';
import { fakeSpeechStack, localOn, openSession, openWorld, type HarnessWorld } from './testing/session-harness';

const STORY_ID = 'mia-and-the-moon-kite';
const OPENING = ['mia', 'made', 'a', 'kite', 'from', 'blue', 'paper', 'and', 'two', 'thin', 'sticks'];

let world: HarnessWorld;
beforeAll(async () => {
  world = await openWorld();
  // Loaded once per process in a running server too: the story's analysis and the word dictionary.
  const warm = await openSession(world, localOn(fakeSpeechStack()), { storyId: STORY_ID, readingMode: true });
  warm.frame({ type: 'conversation.item.create', item: { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'what does patient mean' }] } });
  warm.frame({ type: 'response.create', response: { modalities: ['text', 'audio'] } });
  await warm.socket.waitFor('response.done', { timeoutMs: 20_000 });
  await warm.session.close();
});
afterAll(async () => world.close());

const progressIndex = (e: Record<string, unknown>) => (e.progress as { current_word_index: number }).current_word_index;

/** A relay whose upstream either never answers or answers and can later be lost. */
class ScriptedRelay implements RealtimeRelay {
  readonly capabilities = { provider: 'openai' as const, wordTimestamps: false, serverVad: true };
  readonly sent: Array<{ type: string }> = [];
  private status: ((s: RelayStatus) => void) | null = null;
  constructor(private readonly reachable: boolean) {}
  connect(): Promise<void> {
    return this.reachable ? Promise.resolve() : Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:9'));
  }
  updateSettings(): void {}
  send(event: { type: string }): void {
    this.sent.push(event);
  }
  onEvent(): void {}
  onStatus(handler: (s: RelayStatus) => void): void {
    this.status = handler;
  }
  lose(reason: string): void {
    this.status?.({ state: 'closed', reason });
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}

function cloudThenLocal(relay: ScriptedRelay, local: SessionProviderFactory): SessionProviderFactory {
  return (events, session) =>
    new FallbackProvider(
      {
        primary: (cloudEvents) =>
          Promise.resolve(
            new RelayProvider(relay, { voice: 'alloy', instructions: '', temperature: 0.7, turnDetection: null, transcriptionModel: 'whisper-1', speakingRate: 1 }, cloudEvents),
          ),
        fallback: (localEvents) => local(localEvents, session),
      },
      events,
    );
}

describe('a voice session on fakes', () => {
  it('follows a reading word by word and shows the child their words once stored', async () => {
    const stack = fakeSpeechStack({ recognizer: { turns: [{ words: OPENING }], msPerWord: 100 } });
    const { socket, session, conversationId, speak } = await openSession(world, localOn(stack), { storyId: STORY_ID, readingMode: true });
    expect(progressIndex(await socket.waitFor('reading_progress'))).toBe(0);
    speak(1200);
    const done = await socket.waitFor('conversation.item.input_audio_transcription.completed');
    expect(done.transcript).toBe(OPENING.join(' '));
    const indices = socket.ofType('reading_progress').map(progressIndex);
    expect(Math.max(...indices)).toBeGreaterThanOrEqual(OPENING.length - 1);
    expect(indices).toEqual([...indices].sort((a, b) => a - b));
    // The grammar moved on with the reader: the last one set starts past the words read.
    const grammars = stack.recognizer.compiled.filter((g) => g.kind === 'reading');
    expect(grammars.length).toBeGreaterThan(1);
    const messages = await world.repos.conversations.listMessages(conversationId);
    expect(messages.map((m) => [m.role, m.content])).toContainEqual(['user', OPENING.join(' ')]);
    await session.close();
  });

  it('takes turns: speech starts and stops, the turn is heard, and response.create answers it with speech', async () => {
    const stack = fakeSpeechStack({ recognizer: { turns: [{ words: ['what', 'does', 'patient', 'mean'], intent: { kind: 'meaning', word: 'patient' } }] } });
    const { socket, session, conversationId, speak, frame } = await openSession(world, localOn(stack), { storyId: STORY_ID });
    speak(1500);
    const started = await socket.waitFor('input_audio_buffer.speech_started');
    const stopped = await socket.waitFor('input_audio_buffer.speech_stopped');
    expect(stopped.item_id).toBe(started.item_id);
    await socket.waitFor('conversation.item.input_audio_transcription.completed');
    const before = socket.events.length;
    frame({ type: 'response.create', response: { modalities: ['text', 'audio'] } });
    const done = await socket.waitFor('response.done', { from: before });
    expect((done.response as { status: string }).status).toBe('completed');
    expect(socket.ofType('response.audio.delta').length).toBeGreaterThan(0);
    const reply = String((await socket.waitFor('response.audio_transcript.done', { from: before })).transcript);
    expect(reply.toLowerCase()).toContain('patient');
    const messages = await world.repos.conversations.listMessages(conversationId);
    expect(messages.some((m) => m.role === 'assistant' && m.content === reply)).toBe(true);
    await session.close();
  });

  it("checks the story grammar's doubtful guess with the child, not the open decoder's garbled one", async () => {
    // Debian's transcript of a doubtful question was further off than the grammar's guess, and the child
    // heard "Did you ask, 'What a parakeet painted?'" for "what did ruby paint".
    const stack = fakeSpeechStack({
      recognizer: { turns: [{ words: ['what', 'did', 'mia', 'make'], question: true, confidence: 0.08 }], openVocabulary: true, transcript: ['what', 'made', 'grandpa', 'kite'] },
    });
    const { socket, session, speak, frame } = await openSession(world, localOn(stack), { storyId: STORY_ID, readingMode: true });
    speak(1500);
    await socket.waitFor('conversation.item.input_audio_transcription.failed');
    const before = socket.events.length;
    frame({ type: 'response.create', response: { modalities: ['text', 'audio'] } });
    const reply = String((await socket.waitFor('response.audio_transcript.done', { from: before })).transcript);
    expect(reply).toMatch(/^Did you ask/);
    expect(reply).toMatch(/what did mia make/i);
    expect(reply).not.toMatch(/grandpa/i);
    await session.close();
  });

  it("hears an unsafe line in Debian's words when the reading pass heard only unnamed words", async () => {
    // The grammars' guess was a forced sound ("a boy yelled at us…" at 0.00003); three unnamed words on the
    // reading branch are no reading, so the open-vocabulary words are taken and screened.
    const stack = fakeSpeechStack({
      recognizer: {
        turns: [{ words: ['a', 'boy', 'yelled', 'at', 'us'], question: true, confidence: 0.00003, readingPass: ['<unk>', '<unk>', '<unk>'] }],
        openVocabulary: true, transcript: 'a boy on the bus punches me every morning'.split(' '),
      },
    });
    const { socket, session, speak, frame, conversationId } = await openSession(world, localOn(stack), { storyId: STORY_ID, readingMode: true });
    speak(1500);
    await socket.waitFor('conversation.item.input_audio_transcription.failed');
    const before = socket.events.length;
    frame({ type: 'response.create', response: { modalities: ['text', 'audio'] } });
    expect(String((await socket.waitFor('response.audio_transcript.done', { from: before })).transcript)).toMatch(/trust|grown-up|adult/i);
    await expect.poll(async () => (await world.repos.safetyAlerts.list({ conversationId })).map((a) => a.alert_type), { timeout: 5000 })
      .toEqual(expect.arrayContaining([expect.stringMatching(/violence|bullying/)]));
    const said = (await world.repos.conversations.listMessages(conversationId)).filter((m) => m.role === 'user').map((m) => m.content);
    expect(said).toEqual(['(unclear) a boy on the bus punches me every morning']);
    await session.close();
  });

  it('stops talking when the child starts speaking (barge-in)', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow: SpeechSynthesizer = {
      capabilities: { sampleRateHz: 24000, voices: ['fake'], defaultVoice: 'fake', streaming: true, speakingRate: true },
      async *synthesize(text: string): AsyncIterable<SynthesisChunk> {
        yield { pcm: new Int16Array(2400), text: text.split('.')[0] ?? text, durationMs: 100 };
        await gate;
        yield { pcm: new Int16Array(2400), text: 'and more', durationMs: 100 };
      },
    };
    const stack = fakeSpeechStack({ synthesizer: slow, recognizer: { turns: [{ words: ['stop'] }] } });
    const { socket, session, frame, speak } = await openSession(world, localOn(stack), { storyId: STORY_ID });
    frame({ type: 'conversation.item.create', item: { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'tell me about the kite' }] } });
    frame({ type: 'response.create', response: { modalities: ['text', 'audio'] } });
    await socket.waitFor('response.audio.delta');
    speak(400);
    await socket.waitFor('input_audio_buffer.speech_started');
    release();
    const done = await socket.waitFor('response.done');
    expect((done.response as { status: string }).status).toBe('cancelled');
    await session.close();
  });

  it('serves the child offline when the cloud provider cannot be reached', async () => {
    const stack = fakeSpeechStack({ recognizer: { turns: [{ words: ['mia', 'made', 'a', 'kite'] }], msPerWord: 100 } });
    const { socket, session, speak } = await openSession(world, cloudThenLocal(new ScriptedRelay(false), localOn(stack)), { storyId: STORY_ID, readingMode: true });
    expect(session.providerStatus?.name).toBe('local');
    expect(session.providerStatus?.fallbackReason).toContain('could not be reached');
    await socket.waitFor('session.created');
    speak(800);
    await socket.waitFor('reading_progress', { where: (e) => progressIndex(e) >= 3 });
    await session.close();
  });

  it('carries on offline, and says so, when the cloud provider is lost mid-session', async () => {
    const relay = new ScriptedRelay(true);
    const stack = fakeSpeechStack({ recognizer: { turns: [{ words: ['mia', 'made', 'a', 'kite'] }], msPerWord: 100 } });
    const { socket, session, speak } = await openSession(world, cloudThenLocal(relay, localOn(stack)), { storyId: STORY_ID, readingMode: true });
    expect(session.providerStatus?.name).toBe('openai');
    speak(300, 0);
    expect(relay.sent.filter((e) => e.type === 'input_audio_buffer.append').length).toBe(3);
    relay.lose('upstream closed: 1011');
    const notice = await socket.waitFor('error', { where: (e) => (e.error as { code: string }).code === 'provider_fallback' });
    expect((notice.error as { type: string }).type).toBe('server_notice');
    expect(session.providerStatus).toEqual({ name: 'local', fallbackReason: 'upstream closed: 1011' });
    speak(800);
    await socket.waitFor('reading_progress', { where: (e) => progressIndex(e) >= 3 });
    await session.close();
  });

  it('screens a typed line on a cloud voice as it screens a spoken one: an unsafe line raises the alert', async () => {
    const relay = new ScriptedRelay(true);
    const { session, frame, conversationId } = await openSession(world, cloudThenLocal(relay, localOn(fakeSpeechStack())), { storyId: STORY_ID });
    expect(session.providerStatus?.name).toBe('openai');
    frame({ type: 'conversation.item.create', item: { id: 'typed-1', type: 'message', role: 'user', content: [{ type: 'input_text', text: 'honestly i just want to kill myself' }] } });
    await expect
      .poll(async () => (await world.repos.safetyAlerts.list({ conversationId })).map((a) => [a.alert_type, a.message_id]), { timeout: 5000 })
      .toEqual([['self_harm', 'typed-1']]);
    // The model heard the child too; our own kind redirect was asked of it.
    expect(relay.sent.map((e) => e.type)).toContain('conversation.item.create');
    await session.close();
  });

  it('switches persona when the child asks for a quiz, and stamps every later event with it', async () => {
    const stack = fakeSpeechStack();
    const { socket, session, frame, conversationId } = await openSession(world, localOn(stack), { storyId: STORY_ID });
    expect((await socket.waitFor('session.created')).active_persona).toBe('gentle_teacher');
    frame({ type: 'conversation.item.create', item: { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'quiz me!' }] } });
    frame({ type: 'response.create', response: { modalities: ['text', 'audio'] } });
    const switched = await socket.waitFor('persona_switched');
    expect(switched.persona).toBe('quiz_critter');
    expect(switched.conversation_id).toBe(conversationId);
    const done = await socket.waitFor('response.done');
    expect(done.active_persona).toBe('quiz_critter');
    await session.close();
  });

  it('listens for questions to the character while the child talks to one, and stops when the roleplay ends', async () => {
    const stack = fakeSpeechStack();
    const { socket, session, frame } = await openSession(world, localOn(stack), { storyId: STORY_ID });
    await socket.waitFor('session.created');
    const say = async (text: string): Promise<void> => {
      const from = socket.events.length;
      frame({ type: 'conversation.item.create', item: { type: 'message', role: 'user', content: [{ type: 'input_text', text }] } });
      frame({ type: 'response.create', response: { modalities: ['text', 'audio'] } });
      await socket.waitFor('response.done', { from });
    };
    const questionGrammar = () => stack.recognizer.compiled.filter((g) => g.kind === 'question').at(-1);
    expect(questionGrammar()?.answers).toBeUndefined();
    await say('can i talk to mia');
    expect(socket.ofType('persona_switched').at(-1)?.persona).toBe('role_ranger');
    // "what did you …" asked of the character, in the question pass's grammar of its own.
    const patterns = questionGrammar()?.answers?.patterns ?? [];
    expect(patterns.some((p) => p[0]?.includes('what') && p.some((slot) => slot.includes('you')))).toBe(true);
    await say('back to the story');
    expect(socket.ofType('persona_switched').at(-1)?.persona).toBe('gentle_teacher');
    expect(questionGrammar()?.answers).toBeUndefined();
    await session.close();
  });
});

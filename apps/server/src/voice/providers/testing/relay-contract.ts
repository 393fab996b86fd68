/**
 * The behaviour every cloud relay owes the voice session, run against the provider's local fake
 * upstream over real loopback sockets: settings injected, frames relayed both ways in order, a
 * transparent reopen when the upstream caps the session, fast failure when it cannot be reached,
 * malformed frames skipped, and a clean close.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { VoiceServerEventSchema } from '@shared';
import type { RealtimeRelay, RelayRetryPolicy, RelaySessionSettings } from '../relay-types';
import type { RelayLogger } from '../relay-core/types';
import type { FakeRealtimeUpstream } from './fake-realtime-upstream';
import { pcm16Tone } from './pcm-tone';
import { RelayRecorder } from './relay-recorder';

export interface RelayFactoryOptions {
  /** Provider endpoint or URL for a host:port (what the relay's constructor takes). */
  endpoint: string;
  apiKey: string;
  retryPolicy: RelayRetryPolicy;
  logger: RelayLogger;
  connectTimeoutMs: number;
  healthCheckIntervalMs?: number;
}

export interface RelayContractSubject {
  name: string;
  apiKey: string;
  startUpstream(): Promise<FakeRealtimeUpstream>;
  /** What the relay's constructor takes as its address, for a server on `hostPort`. */
  endpointFor(hostPort: string): string;
  createRelay(options: RelayFactoryOptions): RealtimeRelay;
  /** How our voice name appears in the upstream's session.update. */
  expectedVoice(voice: string): string;
  /** A phrase of the provider's own refusal of a wrong key. */
  wrongKeyMessage: RegExp;
}

export const CONTRACT_SETTINGS: RelaySessionSettings = {
  voice: 'shimmer',
  instructions: 'You are a patient reading companion for a seven-year-old.',
  temperature: 0.8,
  turnDetection: { type: 'server_vad', threshold: 0.4, prefix_padding_ms: 400, silence_duration_ms: 3000 },
  transcriptionModel: 'whisper-1',
  speakingRate: 0.8,
};

export const FAST_RETRY: RelayRetryPolicy = {
  initialDelaySeconds: 0.02,
  maxDelaySeconds: 0.1,
  backoffMultiplier: 2,
  jitter: true,
  maxRetries: 3,
  transportErrorPatterns: ['closing transport', 'connection closed', 'transport closed'],
};

const CHUNK_MS = 200;
const toneChunk = (index: number): string =>
  pcm16Tone({ frequencyHz: 220, durationMs: CHUNK_MS, startSample: index * 4800 }).toString('base64');

export function registerRelayContract(subject: RelayContractSubject): void {
  describe(`${subject.name} relay contract`, () => {
    let upstream: FakeRealtimeUpstream;
    let recorder: RelayRecorder;
    let relay: RealtimeRelay;

    const makeRelay = (overrides: Partial<RelayFactoryOptions> = {}): RealtimeRelay =>
      subject.createRelay({
        endpoint: subject.endpointFor(upstream.hostPort),
        apiKey: subject.apiKey,
        retryPolicy: FAST_RETRY,
        logger: recorder.logger,
        connectTimeoutMs: 2000,
        ...overrides,
      });

    const upstreamFrames = (connection: number, count: number): Promise<number> =>
      recorder.until(
        () => upstream.framesOf(connection).length >= count && count,
        `${count} frames on upstream #${connection}`,
      );

    const speakTurn = (chunks: number): void => {
      for (let index = 0; index < chunks; index += 1)
        relay.send({ type: 'input_audio_buffer.append', audio: toneChunk(index) });
      relay.send({ type: 'input_audio_buffer.commit' });
      relay.send({ type: 'response.create' });
    };

    beforeEach(async () => {
      upstream = await subject.startUpstream();
      recorder = new RelayRecorder();
      upstream.onFrame(() => recorder.poke());
      relay = makeRelay();
      recorder.listenTo(relay);
    });

    afterEach(async () => {
      await relay.close();
      await upstream.close();
    });

    it('applies our voice, instructions, VAD and transcription before the first client frame', async () => {
      relay.send({
        type: 'conversation.item.create',
        item: { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'hi' }] },
      });
      await relay.connect(CONTRACT_SETTINGS);
      await upstreamFrames(1, 2);
      expect(upstream.framesOf(1).map((frame) => frame.type)).toEqual([
        'session.update',
        'conversation.item.create',
      ]);
      const [session] = upstream.sessionUpdates(1);
      expect(upstream.protocol.summariseSession(session!)).toMatchObject({
        voice: subject.expectedVoice('shimmer'),
        instructions: CONTRACT_SETTINGS.instructions,
        temperature: 0.8,
        transcriptionModel: 'whisper-1',
        vad: { threshold: 0.4, prefixPaddingMs: 400, silenceDurationMs: 3000 },
      });
      const updated = await recorder.event('session.updated');
      expect(VoiceServerEventSchema.parse(updated)).toMatchObject({
        session: { voice: 'shimmer', instructions: CONTRACT_SETTINGS.instructions },
      });
      expect(recorder.statuses).toEqual([{ state: 'connecting' }, { state: 'open' }]);
    });

    it('relays a spoken turn up and the spoken reply down, in order and in our protocol', async () => {
      upstream.script.transcripts.push('the fox ran home');
      upstream.script.replies.push('Great reading, the fox is safe now!');
      await relay.connect(CONTRACT_SETTINGS);
      speakTurn(3);
      await recorder.event('response.done');
      expect(upstream.framesOf(1).map((frame) => frame.type)).toEqual([
        'session.update',
        'input_audio_buffer.append',
        'input_audio_buffer.append',
        'input_audio_buffer.append',
        'input_audio_buffer.commit',
        'response.create',
      ]);
      const ours = new Set<string>(VoiceServerEventSchema.options.map((option) => option.shape.type.value));
      const relayed = recorder.events.filter(
        (event) =>
          ours.has(event.type) &&
          // Session events and item acknowledgements are bookkeeping, not the spoken turn.
          !['session.created', 'session.updated', 'conversation.item.created'].includes(event.type),
      );
      expect(relayed.map((event) => event.type)).toEqual([
        'input_audio_buffer.speech_started',
        'input_audio_buffer.speech_stopped',
        'conversation.item.input_audio_transcription.completed',
        'response.created',
        'response.audio.delta',
        'response.audio_transcript.delta',
        'response.audio.delta',
        'response.audio_transcript.delta',
        'response.audio.delta',
        'response.audio_transcript.delta',
        'response.audio_transcript.delta',
        'response.audio_transcript.done',
        'response.done',
      ]);
      for (const event of relayed) expect(VoiceServerEventSchema.safeParse(event).success).toBe(true);
      expect(relayed[2]).toMatchObject({ transcript: 'the fox ran home' });
      const audioBytes = relayed
        .filter((event) => event.type === 'response.audio.delta')
        .reduce((sum, event) => sum + Buffer.from(String(event.delta), 'base64').length, 0);
      expect(audioBytes).toBe(3 * 4800);
      const transcript = relayed
        .filter((event) => event.type === 'response.audio_transcript.delta')
        .map((event) => String(event.delta))
        .join('');
      expect(transcript).toBe('Great reading, the fox is safe now!');
    });

    it('sends changed settings mid-session (reading mode switches VAD off)', async () => {
      await relay.connect(CONTRACT_SETTINGS);
      relay.updateSettings({ turnDetection: null, instructions: 'Listen while the child reads.' });
      await recorder.event('session.updated', 2);
      const latest = upstream.sessionUpdates(1).at(-1)!;
      expect(upstream.protocol.summariseSession(latest)).toMatchObject({
        vad: null,
        instructions: 'Listen while the child reads.',
        voice: subject.expectedVoice('shimmer'),
      });
    });

    it('reopens transparently when the upstream caps the session, keeping settings, conversation and frames sent in the gap', async () => {
      upstream.script.transcripts.push('what does brave mean');
      upstream.script.replies.push('Brave means not giving up when you are scared.');
      await relay.connect(CONTRACT_SETTINGS);
      relay.updateSettings({ instructions: 'Story mode: The Brave Little Fox.' });
      speakTurn(2);
      await recorder.event('response.done');
      upstream.setRefuseMode('hold');
      upstream.expireSession();
      await recorder.status('reconnecting');
      speakTurn(2);
      upstream.setRefuseMode('accept');
      await recorder.event('response.done', 2);
      await recorder.status('open', 2);

      expect(upstream.connectionsOpened).toBe(2);
      const second = upstream.framesOf(2);
      expect(second.map((frame) => frame.type)).toEqual([
        'session.update',
        'conversation.item.create',
        'conversation.item.create',
        'input_audio_buffer.append',
        'input_audio_buffer.append',
        'input_audio_buffer.commit',
        'response.create',
      ]);
      expect(upstream.protocol.summariseSession(upstream.sessionUpdates(2)[0]!)).toEqual(
        upstream.protocol.summariseSession(upstream.sessionUpdates(1).at(-1)!),
      );
      expect(upstream.protocol.summariseSession(upstream.sessionUpdates(2)[0]!).instructions).toBe(
        'Story mode: The Brave Little Fox.',
      );
      expect(second.slice(1, 3).map((frame) => frame.item)).toMatchObject([
        { role: 'user', content: [{ text: 'what does brave mean' }] },
        { role: 'assistant', content: [{ text: 'Brave means not giving up when you are scared.' }] },
      ]);
      // The child sees one session: no second session.created/updated, no replayed items.
      expect(recorder.types().filter((type) => type === 'session.created')).toHaveLength(1);
      expect(recorder.types().filter((type) => type === 'session.updated')).toHaveLength(2);
      expect(recorder.types()).not.toContain('error');
      expect(recorder.statuses.map((status) => status.state)).toEqual([
        'connecting',
        'open',
        'reconnecting',
        'open',
      ]);
    });

    it('replays audio the child sent but had not committed when the session was capped', async () => {
      await relay.connect(CONTRACT_SETTINGS);
      relay.send({ type: 'input_audio_buffer.append', audio: toneChunk(0) });
      relay.send({ type: 'input_audio_buffer.append', audio: toneChunk(1) });
      await upstreamFrames(1, 3);
      upstream.expireSession();
      await recorder.status('open', 2);
      relay.send({ type: 'input_audio_buffer.append', audio: toneChunk(2) });
      relay.send({ type: 'input_audio_buffer.commit' });
      const transcription = await recorder.event('conversation.item.input_audio_transcription.completed');
      expect(transcription.transcript).toBe(`heard ${3 * CHUNK_MS} ms of audio`);
    });

    it('ends a reply cut off by the cap so the client leaves its speaking state', async () => {
      await relay.connect(CONTRACT_SETTINGS);
      upstream.script.stallResponses = true;
      relay.send({ type: 'response.create' });
      const created = await recorder.event('response.created');
      upstream.expireSession();
      const done = await recorder.event('response.done');
      expect(done.response).toEqual({ id: (created.response as { id: string }).id, status: 'incomplete' });
    });

    it('reopens when an upstream error names a transport pattern', async () => {
      await relay.connect(CONTRACT_SETTINGS);
      upstream.failTransport('Cannot write to closing transport');
      await recorder.status('open', 2);
      speakTurn(1);
      await recorder.event('response.done');
      expect(upstream.connectionsOpened).toBe(2);
      expect(
        upstream
          .framesOf(2)
          .map((frame) => frame.type)
          .slice(-3),
      ).toEqual(['input_audio_buffer.append', 'input_audio_buffer.commit', 'response.create']);
    });

    it('cuts and reopens an upstream that stops answering pings', async () => {
      await relay.close();
      relay = makeRelay({ healthCheckIntervalMs: 40 });
      recorder.listenTo(relay);
      await relay.connect(CONTRACT_SETTINGS);
      upstream.goSilent(true);
      await recorder.status('reconnecting');
      upstream.goSilent(false);
      await recorder.status('open', 2);
      expect(upstream.connectionsOpened).toBe(2);
      expect(recorder.logs.map((line) => line.message)).toContain('upstream stopped answering pings');
    });

    it('gives up after the retry policy is spent and says so', async () => {
      await relay.connect(CONTRACT_SETTINGS);
      upstream.setRefuseMode('reset');
      upstream.expireSession();
      const closed = await recorder.status('closed');
      expect(closed).toMatchObject({ reason: expect.stringMatching(/after 3 attempts/) as unknown });
      expect(recorder.statuses.filter((status) => status.state === 'reconnecting')).toHaveLength(3);
      expect(await recorder.event('error')).toMatchObject({ error: { code: 'upstream_unavailable' } });
    });

    it('gives up on an upstream that accepts and at once drops every new session', async () => {
      await relay.connect(CONTRACT_SETTINGS);
      upstream.setRefuseMode('drop');
      upstream.expireSession();
      await recorder.status('closed');
      expect(upstream.connectionsOpened).toBe(1 + FAST_RETRY.maxRetries);
      expect(await recorder.event('error')).toMatchObject({ error: { code: 'upstream_unavailable' } });
    });

    it('rejects connect() when nothing listens at the address', async () => {
      const port = await freePort();
      const unreachable = makeRelay({ endpoint: subject.endpointFor(`127.0.0.1:${port}`) });
      const statuses = new RelayRecorder().listenTo(unreachable);
      await expect(unreachable.connect(CONTRACT_SETTINGS)).rejects.toThrow(/unreachable/i);
      expect(statuses.statuses.at(-1)).toMatchObject({ state: 'closed' });
    });

    it('rejects connect() within its deadline when the upstream never answers', async () => {
      upstream.setRefuseMode('hang');
      const silent = makeRelay({ connectTimeoutMs: 300 });
      await expect(silent.connect(CONTRACT_SETTINGS)).rejects.toThrow(/within 300 ms/);
    });

    it("rejects connect() with the provider's own words for a wrong key", async () => {
      const wrongKey = makeRelay({ apiKey: 'wrong-key' });
      await expect(wrongKey.connect(CONTRACT_SETTINGS)).rejects.toThrow(subject.wrongKeyMessage);
      expect(upstream.openConnections).toBe(0);
    });

    it('reports a malformed upstream frame, skips it and carries on', async () => {
      await relay.connect(CONTRACT_SETTINGS);
      upstream.sendRaw('{"type": "response.audio.delta", "delta": 42}');
      upstream.sendRaw('this is not json');
      speakTurn(1);
      await recorder.event('response.done');
      const warnings = recorder.logs.filter((line) => line.message === 'malformed upstream frame skipped');
      expect(warnings).toHaveLength(2);
      expect(
        recorder.events
          .filter((event) => event.type === 'response.audio.delta')
          .every((event) => typeof event.delta === 'string'),
      ).toBe(true);
    });

    it('closes cleanly: the upstream sees the close and no socket or timer is left behind', async () => {
      const before = handleCounts();
      await relay.connect(CONTRACT_SETTINGS);
      speakTurn(1);
      await recorder.event('response.done');
      await relay.close();
      await recorder.until(
        () => upstream.openConnections === 0 && handleCounts().sockets <= before.sockets,
        'upstream to see the close',
      );
      expect(recorder.statuses.at(-1)).toEqual({ state: 'closed', reason: 'closed by session' });
      // Other work in the same process may end its own timers meanwhile: nothing may be left over, not more.
      const after = handleCounts();
      expect(after.sockets).toBeLessThanOrEqual(before.sockets);
      expect(after.timers).toBeLessThanOrEqual(before.timers);
      relay.send({ type: 'response.create' });
      expect(upstream.framesOf(1).filter((frame) => frame.type === 'response.create')).toHaveLength(1);
    });
  });
}

function handleCounts(): { sockets: number; timers: number } {
  const resources = process.getActiveResourcesInfo();
  return {
    sockets: resources.filter((name) => name === 'TCPSocketWrap').length,
    timers: resources.filter((name) => name === 'Timeout').length,
  };
}

/** A port that was free a moment ago: bound, read and released. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

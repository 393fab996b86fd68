/**
 * WebSocket fuzzing: 10,000 generated frames — well-formed events, near misses (a field dropped or of the
 * wrong type, an unknown type, audio that is not whole PCM16 samples), arbitrary JSON, text that is not
 * JSON and binary frames — half to the voice socket and half to the UI-state socket of a live
 * conversation. Every malformed voice frame must be answered by an `error` event, neither socket may
 * close, and both must still work afterwards. Voice frames go in batches under the socket's frame cap.
 */
import fc from 'fast-check';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newConversationId, VoiceClientEventSchema } from '@shared';
import { MAX_FRAMES_PER_SECOND } from '../../apps/server/src/voice/session/frame-rate';
import { startTestServer, type TestServer } from '../support/test-server';

const VOICE_FRAMES = 5_000;
const UI_FRAMES = 5_000;
const BATCH = 250;
/** The voice socket drops frames past its per-second cap (frame-rate.ts): its batches stay under it. */
const VOICE_BATCH = MAX_FRAMES_PER_SECOND - 10;
const VOICE_BATCH_EVERY_MS = 1050;
/** The codes the voice socket answers a frame it cannot parse with. */
const PARSE_ERRORS = new Set([
  'invalid_json',
  'unknown_event_type',
  'invalid_event',
  'invalid_audio',
  'binary_not_supported',
]);

type Frame = { data: string | Buffer; binary: boolean };

let server: TestServer;
let id: string;

function pcmBase64(samples: number[]): string {
  const bytes = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => bytes.writeInt16LE(s, i * 2));
  return bytes.toString('base64');
}

const text = fc.string({ maxLength: 80 });
const validVoiceEvent = fc.oneof(
  { arbitrary: fc.constant({ type: 'session.update', session: {} }), weight: 2 },
  {
    arbitrary: fc.record({
      type: fc.constant('session.update'),
      session: fc.record(
        {
          turn_detection: fc.option(
            fc.record({
              type: fc.constant('server_vad'),
              threshold: fc.double({ min: 0, max: 1, noNaN: true }),
              prefix_padding_ms: fc.integer({ min: 0, max: 2000 }),
              silence_duration_ms: fc.integer({ min: 100, max: 5000 }),
            }),
            { nil: null },
          ),
          voice: text,
          temperature: fc.double({ min: 0, max: 2, noNaN: true }),
        },
        { requiredKeys: [] },
      ),
    }),
    weight: 2,
  },
  { arbitrary: fc.constant({ type: 'input_audio_buffer.commit' }), weight: 2 },
  {
    arbitrary: fc
      .array(fc.integer({ min: -32768, max: 32767 }), { minLength: 1, maxLength: 480 })
      .map((s) => ({ type: 'input_audio_buffer.append', audio: pcmBase64(s) })),
    weight: 4,
  },
  {
    arbitrary: fc
      .record({
        id: fc.option(fc.string({ minLength: 1, maxLength: 40 }), { nil: undefined }),
        role: fc.constantFrom('user', 'assistant', 'system'),
        t: text,
      })
      .map(({ id: itemId, role, t }) => ({
        type: 'conversation.item.create',
        item: {
          ...(itemId ? { id: itemId } : {}),
          type: 'message',
          role,
          content: [{ type: 'input_text', text: t }],
        },
      })),
    weight: 3,
  },
  { arbitrary: fc.constant({ type: 'response.create' }), weight: 1 },
);

const wrongValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom('', 'AAA', '====', '\u0000', -1, 1e308, null, [], {}),
  fc.constant(undefined),
);
const nearMiss = fc.tuple(validVoiceEvent, fc.nat(), wrongValue).map(([event, pick, replacement]) => {
  const copy: Record<string, unknown> = { ...event };
  const keys = Object.keys(copy);
  const key = keys[pick % keys.length] ?? 'type';
  if (replacement === undefined) delete copy[key];
  else copy[key] = replacement;
  return copy;
});

const jsonFrame = (value: unknown): Frame => ({ data: JSON.stringify(value) ?? 'undefined', binary: false });
const voiceFrame: fc.Arbitrary<Frame> = fc.oneof(
  { arbitrary: validVoiceEvent.map(jsonFrame), weight: 4 },
  { arbitrary: nearMiss.map(jsonFrame), weight: 4 },
  { arbitrary: fc.record({ type: fc.string({ maxLength: 30 }) }).map(jsonFrame), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }).map(jsonFrame), weight: 2 },
  { arbitrary: fc.string({ maxLength: 200 }).map((s): Frame => ({ data: s, binary: false })), weight: 2 },
  {
    arbitrary: fc
      .constantFrom(
        '{',
        '{"type":',
        '[',
        '\u0000',
        '{"type":"session.update","session":{"__proto__":{"x":1}}}',
      )
      .map((s): Frame => ({ data: s, binary: false })),
    weight: 1,
  },
  {
    arbitrary: fc
      .string({ minLength: 1, maxLength: 64 })
      .map((s) => ({
        type: 'input_audio_buffer.append',
        audio: Buffer.from(s).toString('base64').replace(/=+$/, '') + 'x',
      }))
      .map(jsonFrame),
    weight: 1,
  },
  {
    arbitrary: fc.uint8Array({ maxLength: 256 }).map((b): Frame => ({ data: Buffer.from(b), binary: true })),
    weight: 1,
  },
);

/** The protocol contract: what the server must refuse (JSON, the client event union, whole PCM16 samples). */
function isMalformed(frame: Frame): boolean {
  if (frame.binary) return true;
  let json: unknown;
  try {
    json = JSON.parse(frame.data.toString());
  } catch {
    return true;
  }
  const parsed = VoiceClientEventSchema.safeParse(json);
  if (!parsed.success) return true;
  if (parsed.data.type !== 'input_audio_buffer.append') return false;
  const audio = parsed.data.audio;
  return (
    audio.length % 4 !== 0 ||
    !/^[A-Za-z0-9+/]*={0,2}$/.test(audio) ||
    Buffer.from(audio, 'base64').length % 2 !== 0
  );
}

const uiFrame: fc.Arbitrary<Frame> = fc.oneof(
  {
    arbitrary: fc
      .record({
        visible: fc.boolean(),
        position: fc.constantFrom('middle-right', 'bottom-right', 'bottom-centre', 'top-left'),
        floating: fc.boolean(),
      })
      .map(({ visible, position, floating }) =>
        jsonFrame({
          type: 'ui_state_update',
          conversation_id: id,
          data: {
            floating_panel_visible: visible,
            microphone_position: position,
            microphone_floating: floating,
          },
        }),
      ),
    weight: 3,
  },
  {
    arbitrary: fc
      .record({
        event_type: fc.oneof(
          fc.constantFrom('response.created', 'story_selected', 'toString', '__proto__', 'hide_conversation'),
          fc.string({ maxLength: 120 }),
        ),
        trigger_reason: fc.option(text, { nil: undefined }),
      })
      .map((data) => jsonFrame({ type: 'voicelive_event', conversation_id: id, data })),
    weight: 3,
  },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }).map(jsonFrame), weight: 2 },
  { arbitrary: fc.string({ maxLength: 200 }).map((s): Frame => ({ data: s, binary: false })), weight: 1 },
  {
    arbitrary: fc.uint8Array({ maxLength: 256 }).map((b): Frame => ({ data: Buffer.from(b), binary: true })),
    weight: 1,
  },
);

function open(
  path: string,
): Promise<{ socket: WebSocket; frames: Array<Record<string, unknown>>; closes: number[] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${server.baseUrl.replace('http', 'ws')}${path}`);
    const state = { socket, frames: [] as Array<Record<string, unknown>>, closes: [] as number[] };
    socket.on('message', (data: Buffer) =>
      state.frames.push(JSON.parse(data.toString()) as Record<string, unknown>),
    );
    socket.on('close', (code) => state.closes.push(code));
    socket.once('open', () => resolve(state));
    socket.once('error', reject);
  });
}

async function until(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

const parseErrorCount = (frames: Array<Record<string, unknown>>) =>
  frames.filter(
    (f) => f.type === 'error' && PARSE_ERRORS.has(String((f.error as { code?: unknown } | undefined)?.code)),
  ).length;

beforeAll(async () => {
  server = await startTestServer({ listen: true });
  id = newConversationId();
  const res = await fetch(`${server.baseUrl}/api/voicelive/session/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ conversation_id: id, age: 10 }),
  });
  expect(res.status).toBe(200);
}, 120_000);
afterAll(async () => server.close());

describe('WebSocket fuzzing', () => {
  it(`answers every malformed one of ${VOICE_FRAMES} voice frames with an error event and keeps the socket open`, async () => {
    const voice = await open(`/api/voicelive/ws/${id}`);
    await until(() => voice.frames.some((f) => f.type === 'session.created'), 'session.created', 60_000);
    const frames = fc.sample(voiceFrame, { numRuns: VOICE_FRAMES });
    let malformed = 0;
    for (let start = 0; start < frames.length; start += VOICE_BATCH) {
      for (const frame of frames.slice(start, start + VOICE_BATCH)) {
        if (isMalformed(frame)) malformed += 1;
        voice.socket.send(frame.data, { binary: frame.binary });
      }
      await until(
        () => parseErrorCount(voice.frames) >= malformed,
        `${malformed} error events (have ${parseErrorCount(voice.frames)})`,
      );
      expect(voice.closes).toEqual([]);
      // The server judges frames by when it received them: under load a batch can be read late, so the
      // next one waits a full window after this one was answered, not after it was sent.
      await new Promise((r) => setTimeout(r, VOICE_BATCH_EVERY_MS));
    }
    expect(malformed).toBeGreaterThan(VOICE_FRAMES / 4);
    expect(parseErrorCount(voice.frames)).toBe(malformed);
    expect(voice.frames.filter((f) => f.type === 'error' && (f.error as { code?: string }).code === 'rate_limit_exceeded')).toEqual([]);
    expect(
      voice.frames.filter(
        (f) => f.type === 'error' && (f.error as { code?: string }).code === 'server_error',
      ),
    ).toEqual([]);
    // Still a working session: it answers an update and stores a text turn.
    const before = voice.frames.length;
    voice.socket.send(JSON.stringify({ type: 'session.update', session: {} }));
    await until(
      () => voice.frames.slice(before).some((f) => f.type === 'session.updated'),
      'session.updated',
    );
    voice.socket.send(
      JSON.stringify({
        type: 'conversation.item.create',
        item: {
          id: 'after-fuzz',
          type: 'message',
          role: 'user',
          content: [{ type: 'input_text', text: 'still here' }],
        },
      }),
    );
    await until(
      () =>
        voice.frames.some(
          (f) => f.type === 'conversation.item.created' && (f.item as { id: string }).id === 'after-fuzz',
        ),
      'the acknowledgement',
    );
    expect((await server.ctx.repos.conversations.getMessage(id, 'after-fuzz'))?.content).toBe('still here');
    expect(voice.socket.readyState).toBe(WebSocket.OPEN);
    voice.socket.close();
  }, 240_000);

  it(`ignores ${UI_FRAMES} fuzzed UI-state frames without closing, and still pushes UI events`, async () => {
    const ui = await open(`/api/ui-state/ws/${id}`);
    const frames = fc.sample(uiFrame, { numRuns: UI_FRAMES });
    for (let start = 0; start < frames.length; start += BATCH) {
      for (const frame of frames.slice(start, start + BATCH))
        ui.socket.send(frame.data, { binary: frame.binary });
      // A round trip through the server between batches keeps the socket's queue honest.
      const health = await fetch(`${server.baseUrl}/api/health`);
      expect(health.status).toBe(200);
      expect(ui.closes).toEqual([]);
    }
    const before = ui.frames.length;
    const control = await fetch(`${server.baseUrl}/api/ui-state/floating-panel/control`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        conversation_id: id,
        action: 'show',
        trigger_source: 'fuzz-check',
        animation_duration: 500,
      }),
    });
    expect(control.status).toBe(200);
    await until(
      () => ui.frames.slice(before).some((f) => f.type === 'floating_panel_control'),
      'a pushed UI event',
    );
    expect(ui.socket.readyState).toBe(WebSocket.OPEN);
    ui.socket.close();
  }, 240_000);
});

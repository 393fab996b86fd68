/**
 * Latency the cloud relay adds (run: npx tsx bench/relay-latency.ts). Everything runs on loopback
 * in this process: a local OpenAI Realtime fake as the upstream, and either
 *   direct:    client ⇄ fake upstream, or
 *   via relay: client ⇄ minimal voice socket server ⇄ OpenAiRealtimeRelay ⇄ fake upstream
 * (the server parses each client frame with the browser protocol's zod schema, as production does).
 * Messages go one at a time; one-way times use the one clock all parties share. Prints p50/p95 per
 * direction for a text item round trip and for 100 ms audio chunks, and the difference the relay makes.
 * A second run puts the fake upstream in a child process (so its socket work is not on our event
 * loop) and compares round trips only, since the two processes share no clock precise enough for
 * one-way times.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import WebSocket, { WebSocketServer } from 'ws';
import { VoiceClientEventSchema } from '../packages/shared/src/index';
import { OpenAiRealtimeRelay } from '../apps/server/src/voice/providers/openai/openai-realtime-relay';
import { startFakeOpenAiRealtime } from '../apps/server/src/voice/providers/testing/fake-openai-realtime';
import type { FakeRealtimeUpstream } from '../apps/server/src/voice/providers/testing/fake-realtime-upstream';
import { pcm16Tone } from '../apps/server/src/voice/providers/testing/pcm-tone';
import { CONTRACT_SETTINGS, FAST_RETRY } from '../apps/server/src/voice/providers/testing/relay-contract';

const API_KEY = 'sk-bench';
const MESSAGES = 300;
const WARM_UP = 50;
const AUDIO_100MS = pcm16Tone({ frequencyHz: 220, durationMs: 100 }).toString('base64');
const silentLogger = { warn: () => undefined, info: () => undefined };

type Frame = Record<string, unknown> & { type: string };
interface Samples {
  textUp: number[];
  textDown: number[];
  textRoundTrip: number[];
  audioUp: number[];
  audioDown: number[];
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Resolves with the arrival time of the next thing `arm` is told about. */
function nextArrival(arm: (done: (atMs: number) => void) => void): Promise<number> {
  return new Promise((resolve) => arm(resolve));
}

async function openClient(
  url: string,
  headers: Record<string, string>,
): Promise<{ socket: WebSocket; onFrame: (listener: (frame: Frame, atMs: number) => void) => void }> {
  const socket = new WebSocket(url, { headers, perMessageDeflate: false });
  let listener: ((frame: Frame, atMs: number) => void) | null = null;
  socket.on('message', (data) => {
    const atMs = performance.now();
    listener?.(JSON.parse((data as Buffer).toString('utf8')) as Frame, atMs);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, onFrame: (next) => (listener = next) };
}

/** Runs this file as the upstream child: starts the fake and prints its host:port. */
async function runUpstreamChild(): Promise<void> {
  const upstream = await startFakeOpenAiRealtime({ apiKey: API_KEY });
  process.stdout.write(`${upstream.hostPort}\n`);
  process.stdin.resume();
  process.stdin.once('end', () => void upstream.close().then(() => process.exit(0)));
}

async function startUpstreamChild(): Promise<{ hostPort: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', new URL(import.meta.url).pathname, '--upstream-child'],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout });
  const hostPort = await new Promise<string>((resolve) => lines.once('line', resolve));
  return { hostPort, child };
}

/** Text round trips through whatever is at `url` (the child upstream answers conversation.item.create). */
async function roundTrips(url: string, headers: Record<string, string>, direct: boolean): Promise<number[]> {
  const client = await openClient(url, headers);
  const sessionReady = nextArrival((done) =>
    client.onFrame((frame, atMs) => frame.type === 'session.updated' && done(atMs)),
  );
  if (direct) client.socket.send(JSON.stringify({ type: 'session.update', session: { voice: 'shimmer' } }));
  await sessionReady;
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + MESSAGES; i += 1) {
    const back = nextArrival((done) =>
      client.onFrame((frame, atMs) => frame.type === 'conversation.item.created' && done(atMs)),
    );
    const sentMs = performance.now();
    client.socket.send(
      JSON.stringify({
        type: 'conversation.item.create',
        item: { type: 'message', role: 'user', content: [{ type: 'input_text', text: `ping ${i}` }] },
      }),
    );
    const backMs = await back;
    if (i >= WARM_UP) times.push(backMs - sentMs);
  }
  const closed = new Promise<void>((resolve) => client.socket.once('close', () => resolve()));
  client.socket.close();
  await closed;
  return times;
}

/** The production shape in miniature: parse the client's frame once, hand it to the relay, forward events. */
async function startVoiceServer(upstream: {
  hostPort: string;
}): Promise<{ url: string; close: () => Promise<void> }> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const relays: OpenAiRealtimeRelay[] = [];
  wss.on('connection', (socket) => {
    const relay = new OpenAiRealtimeRelay({
      url: `ws://${upstream.hostPort}/v1/realtime`,
      apiKey: API_KEY,
      model: 'gpt-realtime',
      retryPolicy: FAST_RETRY,
      logger: silentLogger,
    });
    relays.push(relay);
    relay.onEvent((event) => socket.send(JSON.stringify(event)));
    socket.on('message', (data) => {
      const parsed = VoiceClientEventSchema.safeParse(JSON.parse((data as Buffer).toString('utf8')));
      if (parsed.success) relay.send(parsed.data);
    });
    void relay.connect(CONTRACT_SETTINGS);
  });
  const address = wss.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `ws://127.0.0.1:${address.port}/api/voicelive/ws/bench`,
    close: async () => {
      await Promise.all(relays.map((relay) => relay.close()));
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

async function measure(
  upstream: FakeRealtimeUpstream,
  url: string,
  headers: Record<string, string>,
  direct: boolean,
): Promise<Samples> {
  const client = await openClient(url, headers);
  let upstreamListener: ((frame: Frame, atMs: number) => void) | null = null;
  upstream.onFrame((entry) => upstreamListener?.(entry.frame, entry.atMs));
  const sessionReady = nextArrival((done) =>
    client.onFrame((frame, atMs) => frame.type === 'session.updated' && done(atMs)),
  );
  if (direct)
    client.socket.send(
      JSON.stringify({
        type: 'session.update',
        session: { voice: 'shimmer', instructions: CONTRACT_SETTINGS.instructions },
      }),
    );
  await sessionReady;
  const samples: Samples = { textUp: [], textDown: [], textRoundTrip: [], audioUp: [], audioDown: [] };

  for (let i = 0; i < WARM_UP + MESSAGES; i += 1) {
    const text = `ping ${i}`;
    const atUpstream = nextArrival(
      (done) => (upstreamListener = (frame, atMs) => frame.type === 'conversation.item.create' && done(atMs)),
    );
    const back = nextArrival((done) =>
      client.onFrame((frame, atMs) => frame.type === 'conversation.item.created' && done(atMs)),
    );
    const sentMs = performance.now();
    client.socket.send(
      JSON.stringify({
        type: 'conversation.item.create',
        item: { type: 'message', role: 'user', content: [{ type: 'input_text', text }] },
      }),
    );
    const [upMs, downMs] = [await atUpstream, await back];
    if (i < WARM_UP) continue;
    samples.textUp.push(upMs - sentMs);
    // The fake answers in the same tick it records the frame, so its arrival time is the reply's send time.
    samples.textDown.push(downMs - upMs);
    samples.textRoundTrip.push(downMs - sentMs);
  }

  for (let i = 0; i < WARM_UP + MESSAGES; i += 1) {
    const atUpstream = nextArrival(
      (done) =>
        (upstreamListener = (frame, atMs) => frame.type === 'input_audio_buffer.append' && done(atMs)),
    );
    const sentMs = performance.now();
    client.socket.send(JSON.stringify({ type: 'input_audio_buffer.append', audio: AUDIO_100MS }));
    const upMs = await atUpstream;
    const atClient = nextArrival((done) =>
      client.onFrame((frame, atMs) => frame.type === 'response.audio.delta' && done(atMs)),
    );
    const pushedMs = performance.now();
    upstream.push({
      type: 'response.audio.delta',
      response_id: 'resp_bench',
      item_id: `item_${i}`,
      output_index: 0,
      content_index: 0,
      delta: AUDIO_100MS,
    });
    const downMs = await atClient;
    if (i < WARM_UP) continue;
    samples.audioUp.push(upMs - sentMs);
    samples.audioDown.push(downMs - pushedMs);
  }
  upstreamListener = null;
  const closed = new Promise<void>((resolve) => client.socket.once('close', () => resolve()));
  client.socket.close();
  await closed;
  return samples;
}

function report(direct: Samples, relayed: Samples): void {
  const ms = (value: number): string => `${value.toFixed(2)} ms`;
  const rows: [string, keyof Samples][] = [
    ['text item, client → upstream', 'textUp'],
    ['text item, upstream → client', 'textDown'],
    ['text item, round trip', 'textRoundTrip'],
    ['100 ms audio chunk, client → upstream', 'audioUp'],
    ['100 ms audio chunk, upstream → client', 'audioDown'],
  ];
  console.log(`Relay latency: ${MESSAGES} messages per row after ${WARM_UP} warm-up, loopback, one process`);
  console.log(
    `  ${'workload'.padEnd(40)} ${'direct p50 / p95'.padEnd(22)} ${'via relay p50 / p95'.padEnd(22)} added p50 / p95`,
  );
  for (const [label, key] of rows) {
    const d50 = percentile(direct[key], 50);
    const d95 = percentile(direct[key], 95);
    const r50 = percentile(relayed[key], 50);
    const r95 = percentile(relayed[key], 95);
    console.log(
      `  ${label.padEnd(40)} ${`${ms(d50)} / ${ms(d95)}`.padEnd(22)} ${`${ms(r50)} / ${ms(r95)}`.padEnd(22)} ${ms(r50 - d50)} / ${ms(r95 - d95)}`,
    );
  }
  const worstAdded = Math.max(
    ...rows
      .filter(([, key]) => key !== 'textRoundTrip')
      .map(([, key]) => percentile(relayed[key], 50) - percentile(direct[key], 50)),
  );
  console.log(
    `  worst added p50 per direction: ${ms(worstAdded)} (target ≤ 5 ms): ${worstAdded <= 5 ? 'met' : 'NOT met'}`,
  );
}

async function main(): Promise<void> {
  const upstream = await startFakeOpenAiRealtime({ apiKey: API_KEY });
  const directUrl = `ws://${upstream.hostPort}/v1/realtime?model=gpt-realtime`;
  const direct = await measure(
    upstream,
    directUrl,
    { Authorization: `Bearer ${API_KEY}`, 'OpenAI-Beta': 'realtime=v1' },
    true,
  );
  const server = await startVoiceServer(upstream);
  const relayed = await measure(upstream, server.url, {}, false);
  await server.close();
  await upstream.close();
  report(direct, relayed);

  const { hostPort, child } = await startUpstreamChild();
  const directTrips = await roundTrips(
    `ws://${hostPort}/v1/realtime?model=gpt-realtime`,
    { Authorization: `Bearer ${API_KEY}`, 'OpenAI-Beta': 'realtime=v1' },
    true,
  );
  const childServer = await startVoiceServer({ hostPort });
  const relayedTrips = await roundTrips(childServer.url, {}, false);
  await childServer.close();
  child.stdin?.end();
  const ms = (value: number): string => `${value.toFixed(2)} ms`;
  const [d50, d95, r50, r95] = [
    percentile(directTrips, 50),
    percentile(directTrips, 95),
    percentile(relayedTrips, 50),
    percentile(relayedTrips, 95),
  ];
  console.log(`Upstream in a child process, text item round trip (${MESSAGES} messages):`);
  console.log(
    `  direct ${ms(d50)} / ${ms(d95)}, via relay ${ms(r50)} / ${ms(r95)}, added p50 ${ms(r50 - d50)}, p95 ${ms(r95 - d95)}`,
  );
}

if (process.argv.includes('--upstream-child')) await runUpstreamChild();
else await main();

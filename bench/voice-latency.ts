/**
 * Reply latency of the realtime voice socket on the offline provider (run: npm run bench -- voice-latency).
 *
 * A Flite voice asks the companion short questions about an open story, streamed at 1× real time in
 * 100 ms chunks to the real server in this process. Latency is measured on the server's clock: from the
 * moment the server sends input_audio_buffer.speech_stopped (the VAD's end-of-turn decision) to the
 * moment it sends the first response.audio.delta. Two client behaviours:
 *   A  response.create as soon as the transcription arrives (what the spec's client does);
 *   B  response.create right after speech_stopped (the server waits for the final itself).
 * Breakdown per turn: recognition final (speech_stopped → transcription sent), client round trip until
 * the companion starts, companion reply, first synthesis piece (Flite on a worker), and send.
 * Targets: p50 ≤ 150 ms, p95 ≤ 300 ms.
 */
import { synthesizePcm } from '../tests/support/speech/synthesize-wav';
import { startBenchServer, type BenchServer } from './support/bench-server';
import { onServerEvent, tapBackend, tapCompanion, type BackendCall, type CompanionTurnTiming, type SentEvent } from './support/server-taps';
import { line, mean, ms, p50p95, percentile, verdict } from './support/stats';

const STORY_ID = 'mia-and-the-moon-kite';
const AGE = 7;
const TURNS_PER_VARIANT = Number(process.argv[2] ?? 20);
const TURNS_PER_CONVERSATION = 5;
const VOICES = ['kal16', 'rms', 'slt', 'awb'] as const;
const QUESTIONS = [
  'what does patient mean',
  'can you help me',
  'what does gentle mean',
  'read it again',
  'what does trapped mean',
  'how do you say whispered',
  'what is a gust',
  'quiz me',
  'what does sway mean',
  'help me',
  'what does branches mean',
  'can i talk to grandpa joe',
];

type Variant = 'A' | 'B';
const TRANSCRIPTION_ENDS: ReadonlySet<string> = new Set(['conversation.item.input_audio_transcription.completed', 'conversation.item.input_audio_transcription.failed']);

interface TurnTiming {
  variant: Variant;
  text: string;
  voice: string;
  stopMs: number;
  transcriptMs: number | null;
  companion: CompanionTurnTiming | null;
  firstSynthesis: BackendCall | null;
  firstAudioMs: number | null;
  error?: string;
}

const sent: SentEvent[] = [];
const companionTurns: CompanionTurnTiming[] = [];
const backendCalls: BackendCall[] = [];

function firstSent(type: string, fromMs: number): SentEvent | undefined {
  return sent.find((s) => s.event.type === type && s.atMs >= fromMs);
}

async function runTurn(bench: BenchServer, client: Awaited<ReturnType<BenchServer['connect']>>, variant: Variant, index: number): Promise<TurnTiming> {
  const text = QUESTIONS[index % QUESTIONS.length] ?? 'help';
  const voice = VOICES[index % VOICES.length] ?? 'kal16';
  const before = client.events.length;
  const sentBefore = performance.now();
  const speech = synthesizePcm(text, { voice, leadingSilenceMs: 300, trailingSilenceMs: 1400 });
  const streaming = client.streamRealtime(speech);
  const stopped = await client.waitForType('input_audio_buffer.speech_stopped', 20_000, before);
  const stopMs = firstSent('input_audio_buffer.speech_stopped', sentBefore)?.atMs ?? Number.NaN;
  const timing: TurnTiming = { variant, text, voice, stopMs, transcriptMs: null, companion: null, firstSynthesis: null, firstAudioMs: null };
  try {
    if (variant === 'A') {
      // An unclear turn ends in `.failed` instead (the companion asks again): the app answers that too.
      await client.waitFor((e) => TRANSCRIPTION_ENDS.has(e.type) && e.item_id === stopped.item_id, 15_000, before);
    }
    const beforeCreate = client.events.length;
    client.send({ type: 'response.create' });
    await client.waitForType('response.done', 30_000, beforeCreate);
  } catch (error) {
    timing.error = error instanceof Error ? error.message.slice(0, 120) : String(error);
  }
  await streaming;
  timing.transcriptMs = firstSent('conversation.item.input_audio_transcription.completed', stopMs)?.atMs ?? firstSent('conversation.item.input_audio_transcription.failed', stopMs)?.atMs ?? null;
  timing.companion = companionTurns.find((c) => c.startedMs >= stopMs) ?? null;
  timing.firstSynthesis = backendCalls.find((c) => c.type === 'synthesize' && c.startedMs >= (timing.companion?.endedMs ?? Infinity)) ?? null;
  timing.firstAudioMs = firstSent('response.audio.delta', stopMs)?.atMs ?? null;
  // Let the reply "play" briefly so the next question is not a barge-in.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return timing;
}

async function runVariant(bench: BenchServer, variant: Variant, count: number): Promise<TurnTiming[]> {
  const turns: TurnTiming[] = [];
  for (let start = 0; start < count; start += TURNS_PER_CONVERSATION) {
    // A fresh conversation every few turns keeps the companion's intervention budget from running out.
    const id = await bench.conversation(AGE, { id: STORY_ID, readingMode: false });
    const client = await bench.connect(id);
    client.send({ type: 'session.update', session: { turn_detection: { type: 'server_vad', threshold: 0.5, prefix_padding_ms: 300, silence_duration_ms: 800 } } });
    await client.waitForType('session.updated');
    for (let i = start; i < Math.min(count, start + TURNS_PER_CONVERSATION); i++) turns.push(await runTurn(bench, client, variant, i));
    await client.close();
  }
  return turns;
}

function report(variant: Variant, turns: TurnTiming[]): void {
  const label = variant === 'A' ? 'A: response.create on transcription (spec client)' : 'B: response.create right after speech_stopped';
  console.log(`\n${label}`);
  const complete = turns.filter((t) => t.firstAudioMs !== null && Number.isFinite(t.stopMs));
  const total = complete.map((t) => (t.firstAudioMs ?? 0) - t.stopMs);
  const p50 = percentile(total, 50);
  const p95 = percentile(total, 95);
  line('speech_stopped → first audio delta', p50p95(total));
  line('  target p50 ≤ 150 ms', `${verdict(p50 <= 150)} (${ms(p50)})`);
  line('  target p95 ≤ 300 ms', `${verdict(p95 <= 300)} (${ms(p95)})`);
  const part = (pick: (t: TurnTiming) => number | null): number[] =>
    complete.map(pick).filter((v): v is number => v !== null && Number.isFinite(v));
  line('  recognition final (stop → transcript sent)', p50p95(part((t) => (t.transcriptMs === null ? null : t.transcriptMs - t.stopMs))));
  line('  until companion starts (client + idle wait)', p50p95(part((t) => (t.companion ? t.companion.startedMs - (variant === 'A' ? (t.transcriptMs ?? t.stopMs) : t.stopMs) : null))));
  line('  companion reply', p50p95(part((t) => (t.companion ? t.companion.endedMs - t.companion.startedMs : null))));
  line('  first synthesis piece (worker round trip)', p50p95(part((t) => (t.firstSynthesis ? t.firstSynthesis.endedMs - t.firstSynthesis.startedMs : null))));
  line('  companion end → first audio delta sent', p50p95(part((t) => (t.companion && t.firstAudioMs !== null ? t.firstAudioMs - t.companion.endedMs : null))));
  const failed = turns.filter((t) => t.firstAudioMs === null || t.error);
  line('turns measured / run', `${complete.length} / ${turns.length}`);
  for (const t of failed) line(`  no audio: "${t.text}" (${t.voice})`, t.error ?? 'silent response');
  const slow = [...complete].sort((a, b) => (b.firstAudioMs ?? 0) - b.stopMs - ((a.firstAudioMs ?? 0) - a.stopMs)).slice(0, 3);
  for (const t of slow) line(`  slowest: "${t.text}" (${t.voice})`, ms((t.firstAudioMs ?? 0) - t.stopMs));
  line('mean', ms(mean(total)));
}

async function main(): Promise<void> {
  const bench = await startBenchServer();
  onServerEvent((s) => sent.push(s));
  tapCompanion(bench.server.ctx.companion, (t) => companionTurns.push(t));
  tapBackend(bench.stack.backend, (c) => backendCalls.push(c));
  try {
    console.log(`Voice reply latency, offline provider, ${TURNS_PER_VARIANT} turns per variant, 1× real-time 100 ms chunks, voices ${VOICES.join('/')}`);
    // Warm-up: a fresh process compiles grammars and tiers up Flite's WebAssembly per worker; two short
    // conversations put a session on each worker, so each worker synthesizes. Printed, not pooled.
    const cold = [...(await runVariant(bench, 'A', 2)), ...(await runVariant(bench, 'A', 2))];
    line('warm-up turns (cold process), stop → first audio', cold.map((t) => ms((t.firstAudioMs ?? Number.NaN) - t.stopMs)).join(', '));
    for (const variant of ['A', 'B'] as const) report(variant, await runVariant(bench, variant, TURNS_PER_VARIANT));
  } finally {
    await bench.close();
  }
}

await main();

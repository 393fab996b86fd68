/**
 * What listening costs in CPU time, not wall time (run: npm run bench -- decode-cost). On a shared
 * machine the capacity bench's lag follows the other programs' load; CPU time spent per second of a
 * reader's audio barely does, so it is the figure to compare a change by.
 *
 * A few sessions (BENCH_READERS, default 4: far below capacity, so nothing queues) stream the voice
 * capacity bench's readings (the same story, four Flite voices, 4.5 s pauses after every third
 * sentence so turns end) at 1× real time through the real server and speech worker pool. CPU time is
 * read per thread from /proc (Linux): the main thread (socket, JSON and base64, resampling, VAD,
 * tracker), the speech workers (the pool's threads: decoding, second looks, grammar compiles) and the
 * rest (GC helpers, libuv). Worker calls are tapped for their count and round trip by kind.
 *
 * Run under `node --cpu-prof --cpu-prof-dir=DIR --import tsx bench/decode-cost.ts` to also print where
 * the speech workers' time went (inclusive time by decoder step, from their profiles).
 */
import os from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHILD_LIKE, classReadings } from './support/class-readings';
import { startBenchServer } from './support/bench-server';
import { tapBackend, type BackendCall } from './support/server-taps';
import { describeLoad, startLoadMeter } from './support/machine-load';
import { inclusiveTimes } from './support/cpu-profile';
import { line, mean, percentile } from './support/stats';

const STORY_ID = 'the-silent-frogs-of-willow-creek';
const AGE = 10;
const READERS = Number(process.env.BENCH_READERS ?? 4);
/** Reading mode's VAD ends the turn 4 s into silence: the last turn's end and second looks count too. */
const TAIL_SILENCE_MS = 5000;
/** The decoder steps whose inclusive worker time is printed from a profile (function names as in the sources). */
const PROFILE_STEPS = [
  'write', 'decode', 'recoverFromStall', 'currentWords', 'end', 'checkGaps', 'checkPresence', 'checkWords',
  'heardAsQuestion', 'decodeAgain', 'setGrammar', 'install', 'installGrammar', 'compileGrammar', 'alignedWords',
  'process_audio', 'get_text', 'get_alignment', 'pcm16ToFloat32', 'resetAudioNormalisation', 'scoreNext', 'rehear', 'averageSpectrum',
];

interface ThreadCpu {
  tid: number;
  ms: number;
}

function threadCpu(): ThreadCpu[] {
  const tick = 1000 / 100; // USER_HZ is 100 on Linux
  return readdirSync('/proc/self/task').flatMap((tid) => {
    try {
      const fields = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return [{ tid: Number(tid), ms: (Number(fields[11]) + Number(fields[12])) * tick }];
    } catch {
      return [];
    }
  });
}


async function main(): Promise<void> {
  const audio = classReadings(STORY_ID, TAIL_SILENCE_MS);
  const calls: BackendCall[] = [];
  const bench = await startBenchServer();
  tapBackend(bench.stack.backend, (c) => calls.push(c));
  const workers = (bench.stack.backend as unknown as { size?: number }).size ?? 0;
  console.log(`${READERS} readers${CHILD_LIKE ? " (voices raised toward a child's)" : ""} at 1× real time, ${os.availableParallelism()} cores, ${workers} speech workers; ${new Date().toISOString()}`);
  const ids = await Promise.all(Array.from({ length: READERS }, () => bench.conversation(AGE, { id: STORY_ID, readingMode: true })));
  const clients = [];
  for (const id of ids) clients.push(await bench.connect(id));
  await Promise.all(clients.map((c) => c.waitForType('reading_progress', 30_000)));
  const before = new Map(threadCpu().map((t) => [t.tid, t.ms]));
  const meter = startLoadMeter();
  const from = calls.length;
  let audioMs = 0;
  await Promise.all(
    clients.map(async (client, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * 250));
      const pcm = audio[i % audio.length]!.pcm;
      audioMs += (pcm.length * 1000) / 24_000;
      await client.streamRealtime(pcm);
    }),
  );
  // The last turn's end (second looks, question pass) runs after its audio; on a busy machine the
  // workers may still be behind: wait until they have had nothing to do for 1.5 s.
  const backend = bench.stack.backend as unknown as { queued?: number };
  for (let quietMs = 0, waitedMs = 0; quietMs < 1500 && waitedMs < 300_000; waitedMs += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    quietMs = (backend.queued ?? 0) === 0 ? quietMs + 100 : 0;
  }
  const load = meter();
  const spent = threadCpu().map((t) => ({ tid: t.tid, ms: t.ms - (before.get(t.tid) ?? 0) }));
  const progress = clients.reduce((n, c) => n + c.events.filter((e) => e.type === 'reading_progress').length, 0);
  await Promise.all(clients.map((c) => c.close()));
  await bench.close();

  const main = spent.find((t) => t.tid === process.pid)?.ms ?? 0;
  const others = spent.filter((t) => t.tid !== process.pid).sort((a, b) => b.ms - a.ms);
  // The pool's threads are the busiest after the main thread (GC helpers and libuv take little).
  const speech = others.slice(0, workers).reduce((s, t) => s + t.ms, 0);
  const rest = others.slice(workers).reduce((s, t) => s + t.ms, 0);
  const perSecond = (cpuMs: number): string => `${((cpuMs / audioMs) * 1000).toFixed(1)} ms CPU per s of audio`;
  console.log(`  uptime load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; ${describeLoad(load)}`);
  line('audio streamed', `${(audioMs / 1000).toFixed(1)} s (${READERS} readers)`);
  line('all threads', `${perSecond(main + speech + rest)}  = ${((main + speech + rest) / audioMs * 100).toFixed(1)} % of a core per reader`);
  line('  speech workers (decoding)', perSecond(speech));
  line('  main thread (socket, resample, VAD, tracker)', perSecond(main));
  line('  other threads (GC, libuv)', perSecond(rest));
  const kinds = [...new Set(calls.slice(from).map((c) => c.type))];
  for (const kind of kinds) {
    const mine = calls.slice(from).filter((c) => c.type === kind);
    const trips = mine.map((c) => c.endedMs - c.startedMs);
    const audioEach = kind === 'write' ? `, ${mean(mine.map((c) => c.audioMs ?? 0)).toFixed(0)} ms audio each` : '';
    line(`  worker calls: ${kind}`, `${mine.length}${audioEach}, round trip p50 ${percentile(trips, 50).toFixed(1)} ms, sum ${trips.reduce((s, v) => s + v, 0).toFixed(0)} ms`);
  }
  line('reading_progress events', String(progress));
  profileSummary();
}

/** With --cpu-prof: the workers' profiles (written when the pool closed), inclusive time by decoder step. */
function profileSummary(): void {
  const dirFlag = process.execArgv.find((a) => a.startsWith('--cpu-prof-dir='));
  if (!dirFlag) return;
  const dir = dirFlag.slice('--cpu-prof-dir='.length);
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile') && !f.includes(`.${process.pid}.0.`));
  for (const file of files) {
    const { totalMs, steps, wasmSelfMs } = inclusiveTimes(join(dir, file), PROFILE_STEPS);
    if (totalMs < 1000) continue;
    console.log(`  profile ${file}: ${totalMs.toFixed(0)} ms busy; self time in WASM ${((wasmSelfMs / totalMs) * 100).toFixed(1)} %`);
    for (const s of steps) if (s.ms > 0) line(`    ${s.name}`, `${s.ms.toFixed(0)} ms (${((s.ms / totalMs) * 100).toFixed(1)} %)`);
  }
}

await main();

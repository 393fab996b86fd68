/**
 * Costs of the embedded speech stages (run: npx tsx bench/voice-stages.ts). Prints model load time and
 * memory, VAD and streaming-decode cost per 100 ms chunk, grammar build time, time to first reply
 * audio, real-time factors, and a live-readers simulation through the worker pool.
 * `npx tsx bench/voice-stages.ts --pool [--readers N]` repeats only the worker-pool part.
 */
import { StreamingResampler, resamplePcm16 } from '../apps/server/src/voice/providers/local/audio/resampler';
import { detectPocketsphinx, PocketsphinxTranscriber } from '../apps/server/src/voice/providers/local/recognizer/open-vocabulary';
import { loadPronouncingDictionary } from '../apps/server/src/language/lexicon/pronouncing-dictionary';
import { compileGrammar } from '../apps/server/src/voice/providers/local/recognizer/reading-grammar';
import { loadSoundswallowerEngine } from '../apps/server/src/voice/providers/local/recognizer/soundswallower-engine';
import { DecoderStream } from '../apps/server/src/voice/providers/local/recognizer/decoder-stream';
import type { CompiledGrammar, IntentVocabulary } from '../apps/server/src/voice/providers/local/recognizer/types';
import { synthesizeNative, synthesizePcm24k } from '../apps/server/src/voice/providers/local/synthesizer/flite-engine';
import { LocalSpeechSynthesizer } from '../apps/server/src/voice/providers/local/synthesizer/local-synthesizer';
import { SpeechSegmenter } from '../apps/server/src/voice/providers/local/vad/speech-segmenter';
import { createWebRtcVad } from '../apps/server/src/voice/providers/local/vad/webrtc-vad';
import { SpeechWorkerPool } from '../apps/server/src/voice/providers/local/worker-pool/speech-worker-pool';
import { synthesizePcm } from '../tests/support/speech/synthesize-wav';

const SENTENCES = [
  'Once upon a time a small brown fox lived at the edge of a deep green forest near the river.',
  'Every morning she walked down to the water to drink and to watch the silver fish jump.',
  'One day Glimmerwing the owl told her that a storm was coming over the tall dark hills.',
  'The brave little fox ran home through the wet grass and hid inside her warm cosy den.',
];
const INTENTS: IntentVocabulary = {
  words: [...new Set(SENTENCES.join(' ').toLowerCase().replace(/[^a-z' ]/g, '').split(' '))],
  characters: ['Glimmerwing', 'the fox'],
};
const REPLY_15_WORDS = 'Great reading! The fox hid in her den because she knew the storm was coming soon.';
const CHUNK_16K = 1600;

const words = (s: string): string[] => s.toLowerCase().replace(/[^a-z' ]/g, '').split(' ').filter((w) => w.length > 0);
const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(0)} MB`;
const ms = (value: number): string => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
const stats = (values: readonly number[]): string => `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, max ${ms(Math.max(...values))}`;
const line = (label: string, value: string): void => console.log(`  ${label.padEnd(46)} ${value}`);

async function loading(): Promise<void> {
  console.log('Model loading (in this process)');
  const rss0 = process.memoryUsage().rss;
  let t = performance.now();
  const engine = await loadSoundswallowerEngine();
  line('soundswallower module + first decoder', `${ms(performance.now() - t)}, RSS +${mb(process.memoryUsage().rss - rss0)}`);
  const rss1 = process.memoryUsage().rss;
  const warmed = await engine.acquireDecoder(); // the one created at load time
  t = performance.now();
  const extra = await engine.acquireDecoder();
  line('each further decoder (one per live stream)', `${ms(performance.now() - t)}, RSS +${mb(process.memoryUsage().rss - rss1)}`);
  engine.releaseDecoder(extra);
  engine.releaseDecoder(warmed);
  const rss2 = process.memoryUsage().rss;
  t = performance.now();
  loadPronouncingDictionary();
  line('pronouncing dictionary + sound-alike index', `${ms(performance.now() - t)}, RSS +${mb(process.memoryUsage().rss - rss2)}`);
  const rss3 = process.memoryUsage().rss;
  t = performance.now();
  synthesizeNative('Hi.');
  line('Flite compile + first utterance', `${ms(performance.now() - t)}, RSS +${mb(process.memoryUsage().rss - rss3)}`);
  t = performance.now();
  await createWebRtcVad();
  line('WebRTC VAD', ms(performance.now() - t));
  line('process RSS with all stages loaded', mb(process.memoryUsage().rss));
}

function vadCost(audio24k: Int16Array): Promise<void> {
  return createWebRtcVad({ frameMs: 30 }).then((vad) => {
    console.log('VAD + resampling per 100 ms chunk (24 kHz in)');
    const resampler = new StreamingResampler({ fromHz: 24000, toHz: 16000 });
    const segmenter = new SpeechSegmenter(vad, { silenceDurationMs: 1000, prefixPaddingMs: 300, threshold: 0.5 });
    const resampleTimes: number[] = [];
    const vadTimes: number[] = [];
    for (let i = 0; i < audio24k.length; i += 2400) {
      let t = performance.now();
      const pcm16 = resampler.process(audio24k.subarray(i, i + 2400));
      resampleTimes.push(performance.now() - t);
      t = performance.now();
      segmenter.push(pcm16);
      vadTimes.push(performance.now() - t);
    }
    line('resample 24→16 kHz', `${stats(resampleTimes)}, RTF ${(resampleTimes.reduce((a, b) => a + b, 0) / (audio24k.length / 24)).toFixed(4)}`);
    line('VAD + segmenter', `${stats(vadTimes)}, RTF ${(vadTimes.reduce((a, b) => a + b, 0) / (audio24k.length / 24)).toFixed(4)}`);
    vad.dispose();
  });
}

function grammarCost(): CompiledGrammar[] {
  console.log('Grammar build (reading span + intents, per sentence)');
  const dictionary = loadPronouncingDictionary();
  const cold: number[] = [];
  const grammars = SENTENCES.map((s) => {
    const t = performance.now();
    const g = compileGrammar(dictionary, { kind: 'reading', words: words(s), intents: INTENTS });
    cold.push(performance.now() - t);
    return g;
  });
  const warm = SENTENCES.map((s) => {
    const t = performance.now();
    compileGrammar(dictionary, { kind: 'reading', words: words(s) });
    return performance.now() - t;
  });
  line('compile, first time (sound-alike search)', stats(cold));
  line('compile again, reading only (word cache warm)', stats(warm));
  line('arcs / states of a sentence grammar', `${grammars[0]?.arcs.length} / ${grammars[0]?.stateCount}`);
  return grammars;
}

async function decodeCost(grammars: CompiledGrammar[]): Promise<void> {
  console.log('Streaming decode per 100 ms chunk (in-process, one core)');
  const engine = await loadSoundswallowerEngine();
  const stream = new DecoderStream(engine, await engine.acquireDecoder());
  const chunkTimes: number[] = [];
  const installTimes: number[] = [];
  let audioMs = 0;
  let correct = 0;
  let total = 0;
  let cpuMicros = 0;
  for (const voice of ['kal16', 'rms', 'slt']) {
    for (const [i, sentence] of SENTENCES.entries()) {
      const grammar = grammars[i];
      if (!grammar) continue;
      let t = performance.now();
      stream.setGrammar(grammar);
      installTimes.push(performance.now() - t);
      const pcm = synthesizePcm(sentence, { sampleRateHz: 16000, voice, leadingSilenceMs: 300, trailingSilenceMs: 300 });
      const cpu = process.cpuUsage();
      for (let k = 0; k < pcm.length; k += CHUNK_16K) {
        t = performance.now();
        stream.write(pcm.subarray(k, k + CHUNK_16K), k / 16);
        chunkTimes.push(performance.now() - t);
      }
      const used = process.cpuUsage(cpu);
      cpuMicros += used.user + used.system;
      audioMs += pcm.length / 16;
      const heard = stream.end().hypothesis.words.map((w) => w.word);
      const expected = words(sentence);
      total += expected.length;
      correct += expected.filter((w, j) => heard[j] === w).length;
      stream.setGrammar({ ...grammar, key: `${grammar.key}-reset` });
    }
  }
  stream.release();
  line('install grammar on a decoder', stats(installTimes));
  line('decode + partial hypothesis', stats(chunkTimes));
  line('decode real-time factor (wall)', (chunkTimes.reduce((a, b) => a + b, 0) / audioMs).toFixed(3));
  const cpuRtf = cpuMicros / 1000 / audioMs;
  line('decode CPU time per 100 ms chunk (mean)', `${ms(cpuRtf * 100)} → ~${Math.floor(1 / cpuRtf)} continuous readers per core`);
  line('words in place (3 voices × 4 sentences)', `${correct}/${total}`);
}

/** Word-level edit distance between what was expected and what was heard. */
function deviations(expected: readonly string[], heard: readonly string[]): number {
  let previous = Array.from({ length: heard.length + 1 }, (_, j) => j);
  for (let i = 1; i <= expected.length; i++) {
    const current = [i];
    for (let j = 1; j <= heard.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (expected[i - 1] === heard[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, (previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1));
    }
    previous = current;
  }
  return previous[heard.length] ?? 0;
}

const MISREADINGS: Array<{ sentence: number; kind: 'skip' | 'insert' | 'swap'; text: string }> = [
  { sentence: 0, kind: 'skip', text: 'Once upon a time a brown fox lived at the edge of a deep green forest near the river.' },
  { sentence: 0, kind: 'insert', text: 'Once upon a time a small brown fox lived at the edge of a very deep green forest near the river.' },
  { sentence: 0, kind: 'swap', text: 'Once upon a time a small brown box lived at the edge of a deep green forest near the river.' },
  { sentence: 1, kind: 'skip', text: 'Every morning she walked down to the water to drink and to watch the fish jump.' },
  { sentence: 1, kind: 'swap', text: 'Every morning she walked down to the water to drink and to watch the silver dish jump.' },
  { sentence: 2, kind: 'insert', text: 'One day Glimmerwing the old owl told her that a storm was coming over the tall dark hills.' },
  { sentence: 3, kind: 'swap', text: 'The brave little fox ran home through the wet grass and hid inside her warm cosy pen.' },
  { sentence: 3, kind: 'skip', text: 'The brave little fox ran home through the grass and hid inside her warm cosy den.' },
];

async function misreadingDetection(grammars: CompiledGrammar[]): Promise<void> {
  console.log('Reading deviations (reading grammar with sound-alikes, unknown-word loop and intents; 4 voices)');
  const engine = await loadSoundswallowerEngine();
  const stream = new DecoderStream(engine, await engine.acquireDecoder());
  const hear = (text: string, grammar: CompiledGrammar, voice: string): string[] => {
    stream.setGrammar(grammar);
    const pcm = synthesizePcm(text, { sampleRateHz: 16000, voice, leadingSilenceMs: 300, trailingSilenceMs: 300 });
    for (let k = 0; k < pcm.length; k += CHUNK_16K) stream.write(pcm.subarray(k, k + CHUNK_16K), k / 16);
    const heard = stream.end().hypothesis.words.map((w) => w.word);
    stream.setGrammar({ ...grammar, key: `${grammar.key}-reset` });
    return heard;
  };
  let falseDeviations = 0;
  let wordsRead = 0;
  const caught = { skip: [0, 0], insert: [0, 0], swap: [0, 0] };
  for (const voice of ['kal16', 'rms', 'slt', 'awb']) {
    for (const [i, sentence] of SENTENCES.entries()) {
      const grammar = grammars[i];
      if (!grammar) continue;
      falseDeviations += deviations(words(sentence), hear(sentence, grammar, voice));
      wordsRead += words(sentence).length;
    }
    for (const misreading of MISREADINGS) {
      const grammar = grammars[misreading.sentence];
      if (!grammar) continue;
      const heard = hear(misreading.text, grammar, voice);
      const tally = caught[misreading.kind];
      // Caught: the hypothesis deviates from the written text (false deviations are counted above).
      if (deviations(words(SENTENCES[misreading.sentence] ?? ''), heard) > 0) tally[0] = (tally[0] ?? 0) + 1;
      tally[1] = (tally[1] ?? 0) + 1;
    }
  }
  stream.release();
  line('false deviations on correct readings', `${falseDeviations}/${wordsRead} words (${((100 * falseDeviations) / wordsRead).toFixed(1)}%)`);
  for (const [kind, [hit, total]] of Object.entries(caught)) line(`${kind} caught`, `${hit}/${total}`);
}

function synthesisCost(): void {
  console.log('Synthesis (Flite → 24 kHz)');
  for (const voice of ['kal16', 'rms', 'slt', 'awb']) {
    const runs = [0, 1, 2].map(() => {
      const t = performance.now();
      const pcm = synthesizePcm24k(REPLY_15_WORDS, voice);
      return { elapsed: performance.now() - t, audioMs: pcm.length / 24 };
    });
    const best = runs.reduce((a, b) => (a.elapsed < b.elapsed ? a : b));
    line(`${voice}: whole 15-word reply`, `${ms(best.elapsed)} for ${(best.audioMs / 1000).toFixed(1)} s audio, RTF ${(best.elapsed / best.audioMs).toFixed(3)}`);
  }
}

async function poolFigures(grammars: CompiledGrammar[]): Promise<void> {
  const grammar = grammars[0] as CompiledGrammar;
  console.log('Worker pool (2 workers)');
  const rss0 = process.memoryUsage().rss;
  let t = performance.now();
  const pool = await SpeechWorkerPool.start({ size: 2 });
  line('start 2 workers and load their models', `${ms(performance.now() - t)}, RSS +${mb(process.memoryUsage().rss - rss0)}`);
  try {
    const synthesizer = new LocalSpeechSynthesizer(pool);
    const firstAudio: number[] = [];
    for (let i = 0; i < 15; i++) {
      // Replies are turns apart: let the previous reply's later pieces finish first.
      await new Promise((resolve) => setTimeout(resolve, 300));
      t = performance.now();
      for await (const chunk of synthesizer.synthesize(REPLY_15_WORDS)) {
        void chunk;
        firstAudio.push(performance.now() - t);
        break;
      }
    }
    line('first audio chunk of a 15-word reply', stats(firstAudio.slice(3)));

    // End of speech → final result → first reply audio, as a turn ends.
    const turn = synthesizePcm(SENTENCES[0] ?? '', { sampleRateHz: 16000 });
    const endToAudio: number[] = [];
    for (let r = 0; r < 8; r++) {
      const id = `turn-${r}`;
      await pool.call({ type: 'openStream', streamId: id }, id);
      await pool.call({ type: 'setGrammar', streamId: id, grammar }, id);
      for (let k = 0; k < turn.length; k += CHUNK_16K) await pool.call({ type: 'write', streamId: id, pcm: turn.subarray(k, k + CHUNK_16K), startMs: k / 16 }, id);
      t = performance.now();
      await pool.call({ type: 'end', streamId: id }, id);
      for await (const chunk of synthesizer.synthesize(REPLY_15_WORDS)) {
        void chunk;
        break;
      }
      endToAudio.push(performance.now() - t);
      await pool.call({ type: 'closeStream', streamId: id }, id);
      pool.release(id);
    }
    line('end of speech → final → first reply audio', stats(endToAudio.slice(2)));
    const readersArg = process.argv.indexOf('--readers');
    await liveReaders(pool, grammars, readersArg > 0 ? Number(process.argv[readersArg + 1]) : 24);
  } finally {
    await pool.close();
  }
}

/**
 * Readers sending a 100 ms chunk every 100 ms in real time, each reading the sentences in turn with
 * the grammar of the sentence being read (as the session moves it along); lag = send → partial back.
 */
async function liveReaders(pool: SpeechWorkerPool, grammars: CompiledGrammar[], readers: number): Promise<void> {
  const voices = ['kal16', 'rms', 'slt', 'awb'];
  const audio = voices.map((voice) => SENTENCES.map((s) => synthesizePcm(s, { sampleRateHz: 16000, voice, trailingSilenceMs: 200 })));
  const durationMs = 10000;
  const lags: number[] = [];
  // Sessions open (and get their decoders) before the clock starts, as they do at connection time.
  await Promise.all(Array.from({ length: readers }, (_, r) => pool.call({ type: 'openStream', streamId: `reader-${r}` }, `reader-${r}`)));
  const loopStart = performance.now();
  const cpuBefore = process.cpuUsage();
  let chunks = 0;
  await Promise.all(
    Array.from({ length: readers }, async (_, r) => {
      const id = `reader-${r}`;
      const sentences = audio[r % audio.length] ?? [];
      let sentence = r % SENTENCES.length;
      let offset = 0;
      let pending: Array<Promise<void>> = [];
      const grammarFor = (k: number): CompiledGrammar => grammars[k] ?? (grammars[0] as CompiledGrammar);
      await pool.call({ type: 'setGrammar', streamId: id, grammar: grammarFor(sentence) }, id);
      for (let n = 0; n * 100 < durationMs; n++) {
        const due = loopStart + n * 100 + r * 4;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
        const pcm = sentences[sentence] ?? new Int16Array(0);
        const sent = performance.now();
        const write = pool.call({ type: 'write', streamId: id, pcm: pcm.subarray(offset, offset + CHUNK_16K), startMs: n * 100 }, id);
        chunks++;
        // The first second is warm-up (JIT, caches); lag is measured after it.
        pending.push(write.then(() => void (n >= 10 && lags.push(performance.now() - sent))));
        offset += CHUNK_16K;
        if (offset >= pcm.length) {
          // End of the sentence: the turn ends, the next sentence's grammar goes in.
          await Promise.all(pending);
          pending = [];
          await pool.call({ type: 'end', streamId: id }, id);
          sentence = (sentence + 1) % SENTENCES.length;
          offset = 0;
          await pool.call({ type: 'setGrammar', streamId: id, grammar: grammarFor(sentence) }, id);
        }
      }
      await Promise.all(pending);
      await pool.call({ type: 'end', streamId: id }, id);
      await pool.call({ type: 'closeStream', streamId: id }, id);
      pool.release(id);
    }),
  );
  const cpu = process.cpuUsage(cpuBefore);
  const cpuPerChunkMs = (cpu.user + cpu.system) / 1000 / chunks;
  line(`${readers} live readers, lag per 100 ms chunk`, stats(lags));
  // CPU of the whole process (all threads) per chunk: the figure other load on the machine does not inflate much.
  line('CPU per chunk, whole process (all threads)', `${ms(cpuPerChunkMs)} → 24 readers need ${((24 * cpuPerChunkMs) / 100).toFixed(2)} cores`);
  line('process RSS with the pool running', mb(process.memoryUsage().rss));
}

async function openVocabulary(): Promise<void> {
  const install = await detectPocketsphinx(process.env.PATH ?? '');
  console.log('Open-vocabulary transcription (Debian pocketsphinx)');
  if (!install) {
    line('available', 'no (pocketsphinx / pocketsphinx-en-us not installed)');
    return;
  }
  const transcriber = new PocketsphinxTranscriber(install);
  const pcm = synthesizePcm('Why did the fox want to go home so quickly?', { sampleRateHz: 16000 });
  const t = performance.now();
  const heard = await transcriber.transcribe(pcm, 0);
  line(`${install.binary}`, `${ms(performance.now() - t)} for ${(pcm.length / 16000).toFixed(1)} s: "${heard.map((w) => w.word).join(' ')}"`);
}

async function main(): Promise<void> {
  const os = await import('node:os');
  const load = os.loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(`voice stages on ${process.version}, ${os.availableParallelism()} cores, load average ${load} (other work on the machine inflates every figure)\n`);
  // `--pool` runs only the worker-pool figures (capacity and latency), the slow part to repeat.
  const poolOnly = process.argv.includes('--pool');
  if (poolOnly) {
    await poolFigures(grammarCost());
    return;
  }
  await loading();
  const speech = synthesizePcm(SENTENCES.join(' '), { sampleRateHz: 24000, leadingSilenceMs: 2000, trailingSilenceMs: 2000 });
  await vadCost(speech);
  const grammars = grammarCost();
  await decodeCost(grammars);
  await misreadingDetection(grammars);
  synthesisCost();
  line('(resample 16→24 kHz alone, 15-word reply)', (() => {
    const native = synthesizeNative(REPLY_15_WORDS).samples;
    const t = performance.now();
    resamplePcm16(native, 16000, 24000);
    return ms(performance.now() - t);
  })());
  await poolFigures(grammars);
  await openVocabulary();
}

await main();

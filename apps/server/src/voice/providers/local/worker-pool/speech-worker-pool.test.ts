import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { synthesizePcm } from '../../../../../../../tests/support/speech/synthesize-wav';
import { LocalSpeechRecognizer } from '../recognizer/local-recognizer';
import { LocalSpeechSynthesizer } from '../synthesizer/local-synthesizer';
import { SpeechWorkerPool } from './speech-worker-pool';

let pool: SpeechWorkerPool;

beforeAll(async () => {
  pool = await SpeechWorkerPool.start({ size: 2 });
});

afterAll(async () => {
  await pool.close();
});

describe('speech worker pool', () => {
  it('decodes and synthesizes in worker threads, each session pinned to one worker', async () => {
    const recognizer = await LocalSpeechRecognizer.create(pool, { openVocabulary: null });
    const words = 'the cat sat on the warm mat'.split(' ');
    const grammar = await recognizer.compileGrammar({ kind: 'reading', words });
    const sessions = await Promise.all(['a', 'b', 'c'].map((id) => recognizer.openStream(id)));
    const audio = synthesizePcm(words.join(' '), { sampleRateHz: 16000 });
    const results = await Promise.all(
      sessions.map(async (stream, n) => {
        await stream.setGrammar(grammar);
        for (let i = 0; i < audio.length; i += 1600) await stream.write(audio.subarray(i, i + 1600), n * 10000 + i / 16);
        const result = await stream.end();
        await stream.close();
        return result;
      }),
    );
    for (const result of results) expect(result.hypothesis.words.map((w) => w.word)).toEqual(words);
    // Times are on each session's own clock.
    expect(results[2]?.hypothesis.words[0]?.startMs).toBeGreaterThanOrEqual(20000);

    const chunks = [];
    for await (const chunk of new LocalSpeechSynthesizer(pool).synthesize('Hello there. How are you today?')) chunks.push(chunk);
    expect(chunks.map((c) => c.text)).toEqual(['Hello there.', 'How are you today?']);
    expect(chunks.every((c) => c.pcm.length > 24000 * 0.3)).toBe(true);
  });

  it('compiles grammars on a side worker, never queued behind a reader decoding', async () => {
    const side = await SpeechWorkerPool.start({ size: 1, sideWorkers: 1 });
    try {
      const recognizer = await LocalSpeechRecognizer.create(side, { openVocabulary: null });
      const words = 'the cat sat on the warm mat and the dog ran to the big red barn'.split(' ');
      const stream = await recognizer.openStream('reader');
      await stream.setGrammar(await recognizer.compileGrammar({ kind: 'reading', words }));
      const audio = synthesizePcm(Array(6).fill(words.join(' ')).join('. '), { sampleRateHz: 16000 });
      const order: string[] = [];
      // One long write occupies the reader's worker; a compile sent after it comes back first.
      const decoding = stream.write(audio, 0).then(() => order.push('write'));
      const compiling = recognizer.compileGrammar({ kind: 'reading', words: ['a', 'new', 'page'] }).then(() => order.push('compile'));
      await Promise.all([decoding, compiling]);
      expect(order).toEqual(['compile', 'write']);
      await stream.close();
    } finally {
      await side.close();
    }
  });

  it('reports a failed request without losing the worker', async () => {
    await expect(pool.call({ type: 'write', streamId: 'nobody', pcm: new Int16Array(1600), startMs: 0 })).rejects.toThrow(/Unknown recognition stream/);
    const grammar = await pool.call({ type: 'compileGrammar', spec: { kind: 'reading', words: ['hello'] } });
    expect(grammar.finalState).toBe(1);
  });
});

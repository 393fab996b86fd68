import { describe, expect, it, vi } from 'vitest';
import { concatPcm16 } from '../audio/pcm16';
import { resamplePcm16 } from '../audio/resampler';
import { LocalSpeechRecognizer } from '../recognizer/local-recognizer';
import { InProcessSpeechBackend } from '../worker-pool/in-process-backend';
import { toFliteText } from './flite-engine';
import { LocalSpeechSynthesizer } from './local-synthesizer';
import { splitForSpeech } from './sentence-split';
import type { SynthesisChunk } from './types';

const backend = new InProcessSpeechBackend();

async function collect(iterable: AsyncIterable<SynthesisChunk>): Promise<SynthesisChunk[]> {
  const chunks: SynthesisChunk[] = [];
  for await (const chunk of iterable) chunks.push(chunk);
  return chunks;
}

describe('sentence splitting for speech', () => {
  it('keeps the first piece short and the rest as whole sentences', () => {
    expect(splitForSpeech('You read that whole page without stopping, and you sounded like a real storyteller. Shall we go on?')).toEqual([
      'You read that whole page without stopping,',
      'and you sounded like a real storyteller.',
      'Shall we go on?',
    ]);
    expect(splitForSpeech('Great job! Now tell me what you think the fox will do next.')).toEqual([
      'Great job!',
      'Now tell me what you think the fox will do next.',
    ]);
    expect(splitForSpeech('  ')).toEqual([]);
  });
});

describe('Flite synthesizer', () => {
  const synthesizer = new LocalSpeechSynthesizer(backend);

  it('speaks a reply as 24 kHz audio, piece by piece, as long as the words take to say', async () => {
    const reply = 'Well done! The fox was brave because he helped his friends cross the river.';
    const chunks = await collect(synthesizer.synthesize(reply));
    expect(synthesizer.capabilities.sampleRateHz).toBe(24000);
    expect(chunks.map((c) => c.text)).toEqual(['Well done!', 'The fox was brave because he helped his friends cross the river.']);
    const totalMs = chunks.reduce((ms, c) => ms + c.durationMs, 0);
    // 14 words at a natural pace: roughly 150–600 ms a word.
    expect(totalMs).toBeGreaterThan(14 * 150);
    expect(totalMs).toBeLessThan(14 * 600);
    expect(chunks[0]?.pcm.length).toBe(Math.round(((chunks[0]?.durationMs ?? 0) * 24000) / 1000));
  });

  it('speaks more slowly at the youngest age profile rate', async () => {
    const text = 'Let us read the next page together.';
    const normal = (await collect(synthesizer.synthesize(text, { rate: 1 })))[0]?.durationMs ?? 0;
    const slow = (await collect(synthesizer.synthesize(text, { rate: 0.8 })))[0]?.durationMs ?? 0;
    expect(slow / normal).toBeGreaterThan(1.15);
    expect(slow / normal).toBeLessThan(1.35);
  });

  it('produces speech the recogniser can decode back', async () => {
    const recognizer = await LocalSpeechRecognizer.create(backend, { openVocabulary: null });
    const text = 'the little owl looked up at the bright moon and smiled at the stars';
    const chunks = await collect(synthesizer.synthesize(text));
    const stream = await recognizer.openStream('round-trip');
    await stream.setGrammar(await recognizer.compileGrammar({ kind: 'reading', words: text.split(' ') }));
    const pcm16k = resamplePcm16(concatPcm16(chunks.map((c) => c.pcm)), 24000, 16000);
    for (let i = 0; i < pcm16k.length; i += 1600) await stream.write(pcm16k.subarray(i, i + 1600), i / 16);
    const result = await stream.end();
    await stream.close();
    expect(result.hypothesis.words.map((w) => w.word)).toEqual(text.split(' '));
  });

  it('stops after the piece in progress when aborted', async () => {
    const controller = new AbortController();
    const chunks: SynthesisChunk[] = [];
    for await (const chunk of synthesizer.synthesize('One. Two. Three. Four.', {}, controller.signal)) {
      chunks.push(chunk);
      controller.abort();
    }
    expect(chunks.map((c) => c.text)).toEqual(['One.']);
  });

  it('says typographic text the way it is written', async () => {
    expect(toFliteText('“Don’t go—please!” said Zoë 🦊…')).toBe(`"Don't go, please!" said Zoe ...`);
    const chunks = await collect(synthesizer.synthesize('🦊🦊'));
    expect(chunks).toEqual([]);
  });

  it('writes nothing to the server console while it speaks', async () => {
    const log = vi.spyOn(console, 'log');
    try {
      expect((await collect(synthesizer.synthesize('A quiet line.'))).length).toBeGreaterThan(0);
      expect(log).not.toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });

  it('rejects an unknown voice', async () => {
    await expect(collect(synthesizer.synthesize('Hello.', { voice: 'shimmer' }))).rejects.toThrow(/Unknown Flite voice/);
  });
});

/**
 * Behaviour every SpeechSynthesizer must show, run against Flite and the fake alike.
 */
import { describe, expect, it } from 'vitest';
import type { SpeechSynthesizer, SynthesisChunk } from '../types';

async function collect(iterable: AsyncIterable<SynthesisChunk>): Promise<SynthesisChunk[]> {
  const chunks: SynthesisChunk[] = [];
  for await (const chunk of iterable) chunks.push(chunk);
  return chunks;
}

export function describeSynthesizerContract(name: string, create: () => SpeechSynthesizer): void {
  describe(`${name} (synthesizer contract)`, () => {
    it('streams 24 kHz audio piece by piece, with the text each piece says', async () => {
      const synthesizer = create();
      const text = 'Well done! Now read the next line, slowly and carefully, and tell me what happens.';
      const chunks = await collect(synthesizer.synthesize(text));
      expect(synthesizer.capabilities.sampleRateHz).toBe(24000);
      expect(chunks.length).toBeGreaterThan(1);
      expect(chunks.map((c) => c.text).join(' ')).toBe(text);
      for (const chunk of chunks) {
        expect(chunk.pcm.length).toBeGreaterThan(0);
        expect(chunk.durationMs).toBeCloseTo((chunk.pcm.length * 1000) / 24000, 0);
      }
    });

    it('speaks more slowly at a lower rate', async () => {
      const synthesizer = create();
      const duration = async (rate: number): Promise<number> =>
        (await collect(synthesizer.synthesize('Shall we read it together?', { rate }))).reduce((ms, c) => ms + c.durationMs, 0);
      expect(await duration(0.8)).toBeGreaterThan((await duration(1)) * 1.1);
    });

    it('stops handing out audio once aborted', async () => {
      const synthesizer = create();
      const controller = new AbortController();
      const chunks: SynthesisChunk[] = [];
      for await (const chunk of synthesizer.synthesize('One. Two. Three.', {}, controller.signal)) {
        chunks.push(chunk);
        controller.abort();
      }
      expect(chunks).toHaveLength(1);
    });
  });
}

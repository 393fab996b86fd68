import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { synthesizePcm } from '../../../../../../../tests/support/speech/synthesize-wav';
import { decodeWav, encodeWav } from '../audio/wav';
import { resamplePcm16 } from '../audio/resampler';
import { loadPronouncingDictionary } from '../../../../language/lexicon/pronouncing-dictionary';
import { DecoderStream } from './decoder-stream';
import { compileGrammar } from './reading-grammar';
import { loadSoundswallowerEngine } from './soundswallower-engine';

const TEXT = 'Sam had two red boots, but one morning he could only find one. He looked under his bed and behind the door. He looked in the bath and in the box of toys.';
const WORDS = TEXT.toLowerCase().replace(/[^a-z ]/g, '').split(' ');
const soxAvailable = spawnSync('sox', ['--version']).status === 0;

/** Flite's `voice` at 16 kHz, raised `cents` with SoX (formants and pitch together, as a shorter vocal tract would). */
function reading(voice: string, cents: number): Int16Array {
  const pcm = synthesizePcm(TEXT, { voice, sampleRateHz: 16000, leadingSilenceMs: 300, trailingSilenceMs: 300 });
  if (cents === 0) return pcm;
  const run = spawnSync('sox', ['-q', '-t', 'wav', '-', '-t', 'wav', '-', 'pitch', String(cents)], { input: encodeWav(pcm, 16000), maxBuffer: 1 << 28 });
  const wav = decodeWav(run.stdout);
  return wav.sampleRateHz === 16000 ? wav.samples : resamplePcm16(wav.samples, wav.sampleRateHz, 16000);
}

/** The warp a fresh stream settles on after hearing `pcm` read against the text, in 100 ms chunks. */
async function chosenWarp(pcm: Int16Array, opts: { struggling?: boolean } = {}): Promise<DecoderStream['warp']> {
  const engine = await loadSoundswallowerEngine();
  const stream = new DecoderStream(engine, await engine.acquireDecoder());
  stream.setGrammar(compileGrammar(loadPronouncingDictionary(), { kind: 'reading', words: WORDS }));
  // As when the decoder has lost the reader: the search starts with the reading.
  if (opts.struggling) stream.warp.struggling();
  for (let i = 0; i < pcm.length; i += 1600) stream.write(pcm.subarray(i, i + 1600), i / 16);
  stream.end();
  const { warp } = stream;
  stream.release();
  return warp;
}

describe('per-reader frequency warp', () => {
  it('keeps the model’s own warp for an adult Flite voice, and searches none while it follows the reader', async () => {
    const followed = await chosenWarp(reading('awb', 0));
    expect(followed.choices).toHaveLength(0);
    expect(followed.factor).toBe(1);
    // Its spectrum put it where the model's voices are, so nothing was decoded to check.
    expect(followed.spectrumRatio).toBeGreaterThanOrEqual(0.9);
    expect(followed.spectrumRatio).toBeLessThanOrEqual(1.1);
    const searched = await chosenWarp(reading('awb', 0), { struggling: true });
    expect(searched.choices).toHaveLength(1);
    expect(searched.factor).toBeLessThanOrEqual(1.1);
  }, 120_000);

  it.runIf(soxAvailable)('stretches the filter bank for the same voice raised five semitones', async () => {
    const warp = await chosenWarp(reading('awb', 500), { struggling: true });
    // 2^(5/12) = 1.33: the formants moved up a third.
    expect(warp.factor).toBeGreaterThanOrEqual(1.2);
    const scores = [...(warp.choices[0]?.scores.values() ?? [])];
    // The warp changes the features: the scores at different warps are far apart, not equal to the last digit.
    expect(Math.max(...scores) - Math.min(...scores)).toBeGreaterThan(2);
  }, 120_000);

  it.runIf(soxAvailable)('finds a raised voice’s warp from its first sentences, before the decoder loses it, with two decodes', async () => {
    const warp = await chosenWarp(reading('rms', 500));
    // 2^(5/12) = 1.33.
    expect(warp.factor).toBeGreaterThanOrEqual(1.2);
    expect(warp.factor).toBeLessThanOrEqual(1.4);
    expect(warp.choices).toHaveLength(1);
    expect(warp.choices[0]?.full).toBe(false);
    expect(warp.choices[0]?.scores.size).toBe(2);
  }, 120_000);

  it.runIf(soxAvailable)('lets two readers on one worker take turns with the scoring decoder, and frees it when a stream goes', async () => {
    const engine = await loadSoundswallowerEngine();
    const grammar = compileGrammar(loadPronouncingDictionary(), { kind: 'reading', words: WORDS });
    const streams = [new DecoderStream(engine, await engine.acquireDecoder()), new DecoderStream(engine, await engine.acquireDecoder())];
    const pcms = [reading('rms', 500), reading('awb', 600)];
    for (const stream of streams) stream.setGrammar(grammar);
    const longest = Math.max(...pcms.map((p) => p.length));
    for (let i = 0; i < longest; i += 1600) {
      streams.forEach((stream, k) => {
        const pcm = pcms[k]!;
        if (i < pcm.length) stream.write(pcm.subarray(i, i + 1600), i / 16);
      });
    }
    for (const stream of streams) stream.end();
    // Both searches were scored, one decode at a time, and both readers got a raised warp.
    for (const stream of streams) {
      expect(stream.warp.choices).toHaveLength(1);
      expect(stream.warp.factor).toBeGreaterThanOrEqual(1.2);
    }
    expect(engine.scorer.owner).toBeNull();

    // A stream released in the middle of its search gives the scoring decoder back.
    const third = new DecoderStream(engine, await engine.acquireDecoder());
    third.setGrammar(grammar);
    const pcm = reading('rms', 500);
    for (let i = 0; i < pcm.length && engine.scorer.owner === null; i += 1600) third.write(pcm.subarray(i, i + 1600), i / 16);
    expect(engine.scorer.owner).toBe(third.warp);
    third.release();
    expect(engine.scorer.owner).toBeNull();
    for (const stream of streams) stream.release();
  }, 120_000);

  it('gives a released decoder back with the model’s own filter bank', async () => {
    const engine = await loadSoundswallowerEngine();
    const decoder = await engine.acquireDecoder();
    const stream = new DecoderStream(engine, decoder);
    stream.setGrammar(compileGrammar(loadPronouncingDictionary(), { kind: 'reading', words: WORDS }));
    const pcm = soxAvailable ? reading('awb', 500) : reading('slt', 0);
    for (let i = 0; i < pcm.length; i += 1600) stream.write(pcm.subarray(i, i + 1600), i / 16);
    stream.end();
    stream.release();
    const again = await engine.acquireDecoder();
    expect(again).toBe(decoder);
    expect(Number(again.get_config('upperf'))).toBe(engine.band.upperHz);
    engine.releaseDecoder(again);
  }, 120_000);
});

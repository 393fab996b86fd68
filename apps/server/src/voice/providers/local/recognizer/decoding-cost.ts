/**
 * What decoding a reader costs on this machine, measured once when the speech stack loads: Flite reads a
 * fixed passage and the passage is decoded as a reader's live audio is (100 ms writes against the reading
 * grammar of its words, then the turn's end). Machines differ by a factor of three in this cost (a quiet
 * 2-core EPYC took 4.3 % of a core per reader on one day and 15 % on another), so the number of readers
 * an instance takes (../reader-limit.ts) is worked out from it rather than fixed per core.
 */
import { loadPronouncingDictionary } from '../../../../language/lexicon/pronouncing-dictionary';
import { resamplePcm16 } from '../audio/resampler';
import { synthesizeNative } from '../synthesizer/flite-engine';
import { DecoderStream } from './decoder-stream';
import { compileGrammar } from './reading-grammar';
import type { SoundswallowerEngine } from './soundswallower-engine';

/** Plain narrative in a reader's pace: what a class reads. */
const PASSAGE =
  'The little boat drifted down the river past the mill. Sam waved at the children on the bridge, and they waved back. ' +
  'By the time the sun went down, the boat had reached the old stone harbour where his grandmother waited.';
const WRITE_SAMPLES = 1600;

export interface DecodingCost {
  /** Wall time the decoder took per second of audio (ms); the machine was otherwise idle or nearly so. */
  msPerAudioSecond: number;
  audioMs: number;
}

export async function measureDecodingCost(engine: SoundswallowerEngine): Promise<DecodingCost> {
  const speech = synthesizeNative(PASSAGE);
  const pcm = speech.sampleRateHz === 16000 ? speech.samples : resamplePcm16(speech.samples, speech.sampleRateHz, 16000);
  const words = PASSAGE.toLowerCase().replace(/[^a-z' ]/g, '').split(/\s+/).filter(Boolean);
  const grammar = compileGrammar(loadPronouncingDictionary(), { kind: 'reading', words });
  const stream = new DecoderStream(engine, await engine.acquireDecoder());
  const decodeOnce = (): number => {
    const started = performance.now();
    for (let at = 0; at < pcm.length; at += WRITE_SAMPLES) stream.write(pcm.subarray(at, at + WRITE_SAMPLES), at / 16);
    stream.end();
    return performance.now() - started;
  };
  try {
    stream.setGrammar(grammar);
    // The first pass runs partly before WebAssembly's optimising compiler has caught up (about half as
    // fast again): only the second is timed.
    decodeOnce();
    const audioMs = pcm.length / 16;
    return { msPerAudioSecond: (decodeOnce() * 1000) / audioMs, audioMs };
  } finally {
    stream.release();
  }
}

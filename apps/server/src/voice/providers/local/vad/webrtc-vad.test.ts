import { describe, expect, it } from 'vitest';
import { synthesizePcm } from '../../../../../../../tests/support/speech/synthesize-wav';
import { SpeechSegmenter } from './speech-segmenter';
import type { SegmenterEvent } from './types';
import { createWebRtcVad } from './webrtc-vad';

/** First and last 10 ms block above -40 dBFS: where the synthetic speech really is. */
function speechBounds(samples: Int16Array, sampleRateHz: number): { startMs: number; endMs: number } {
  const block = sampleRateHz / 100;
  const loud: number[] = [];
  for (let b = 0; b * block < samples.length; b++) {
    let peak = 0;
    for (let i = b * block; i < Math.min(samples.length, (b + 1) * block); i++) peak = Math.max(peak, Math.abs(samples[i] ?? 0));
    if (peak > 300) loud.push(b);
  }
  return { startMs: (loud[0] ?? 0) * 10, endMs: ((loud.at(-1) ?? 0) + 1) * 10 };
}

/** Adds quiet deterministic noise, so "silence" is room tone rather than digital zero. */
function withNoise(samples: Int16Array, amplitude: number): Int16Array {
  let seed = 7;
  return samples.map((s) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return Math.max(-32768, Math.min(32767, s + ((seed / 0x7fffffff) * 2 - 1) * amplitude));
  });
}

describe('WebRTC VAD with the speech segmenter', () => {
  it('finds the start and end of an utterance embedded in silence', async () => {
    const clean = synthesizePcm('Once upon a time a small fox lived by the river.', {
      sampleRateHz: 16000,
      leadingSilenceMs: 1500,
      trailingSilenceMs: 2500,
    });
    const truth = speechBounds(clean, 16000);
    const audio = withNoise(clean, 150);
    const vad = await createWebRtcVad({ frameMs: 30 });
    const segmenter = new SpeechSegmenter(vad, { silenceDurationMs: 1000, prefixPaddingMs: 300, threshold: 0.5 });
    const events: SegmenterEvent[] = [];
    for (let i = 0; i < audio.length; i += 1600) events.push(...segmenter.push(audio.subarray(i, i + 1600)));
    vad.dispose();

    const control = events.filter((e) => e.type !== 'speech_audio');
    expect(control.map((e) => e.type)).toEqual(['speech_started', 'speech_stopped']);
    const started = control[0]?.type === 'speech_started' ? control[0].audioStartMs : NaN;
    const stopped = control[1]?.type === 'speech_stopped' ? control[1].audioEndMs : NaN;
    // Start: the onset less the 300 ms prefix; end: the last speech plus the 1000 ms silence.
    expect(Math.abs(started - (truth.startMs - 300))).toBeLessThanOrEqual(150);
    expect(Math.abs(stopped - (truth.endMs + 1000))).toBeLessThanOrEqual(250);
    const turnMs = events.reduce((ms, e) => (e.type === 'speech_audio' ? ms + e.pcm.length / 16 : ms), 0);
    expect(Math.abs(turnMs - (stopped - started))).toBeLessThanOrEqual(1);
  });

  it('hears nothing in room tone alone', async () => {
    const vad = await createWebRtcVad({ frameMs: 20 });
    const segmenter = new SpeechSegmenter(vad, { silenceDurationMs: 500, prefixPaddingMs: 300, threshold: 0.3 });
    const noise = withNoise(new Int16Array(16000 * 3), 150);
    expect(segmenter.push(noise)).toEqual([]);
    vad.dispose();
  });
});

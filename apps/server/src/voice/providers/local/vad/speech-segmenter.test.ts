import { describe, expect, it } from 'vitest';
import { SpeechSegmenter, vadAggressivenessForThreshold } from './speech-segmenter';
import { FakeVad } from './testing/fake-vad';
import type { SegmenterEvent } from './types';

/** 16 kHz audio: `pattern` is a list of [loud?, ms] spans. */
function audio(pattern: Array<[boolean, number]>): Int16Array {
  const parts = pattern.flatMap(([loud, ms]) => Array.from({ length: ms * 16 }, (_, i) => (loud ? (i % 2 ? 8000 : -8000) : 0)));
  return Int16Array.from(parts);
}

function feed(segmenter: SpeechSegmenter, samples: Int16Array, chunkSamples: number): SegmenterEvent[] {
  const events: SegmenterEvent[] = [];
  for (let i = 0; i < samples.length; i += chunkSamples) events.push(...segmenter.push(samples.subarray(i, i + chunkSamples)));
  return events;
}

describe('SpeechSegmenter', () => {
  const options = { silenceDurationMs: 600, prefixPaddingMs: 300, threshold: 0.5 };

  it('reports the turn with prefix padding and the silence that ended it, whatever the chunk size', () => {
    const samples = audio([[false, 1200], [true, 900], [false, 300], [true, 300], [false, 1500]]);
    for (const chunk of [160, 1600, 2401]) {
      const events = feed(new SpeechSegmenter(new FakeVad(), options), samples, chunk);
      const control = events.filter((e) => e.type !== 'speech_audio');
      expect(control).toEqual([
        { type: 'speech_started', audioStartMs: 900 },
        { type: 'speech_stopped', audioEndMs: 2700 + 600 },
      ]);
      const turnAudio = events.flatMap((e) => (e.type === 'speech_audio' ? [e] : []));
      expect(turnAudio[0]?.startMs).toBe(900);
      const total = turnAudio.reduce((n, e) => n + e.pcm.length, 0);
      expect(total).toBe((3300 - 900) * 16);
    }
  });

  it('says how long the silence has run with each frame of a turn', () => {
    const events = feed(new SpeechSegmenter(new FakeVad(), options), audio([[false, 300], [true, 300], [false, 900]]), 1600);
    const silences = events.flatMap((e) => (e.type === 'speech_audio' ? [e.silenceMs] : []));
    expect(silences[0]).toBe(0);
    expect(silences.at(-1)).toBe(600);
    expect(Math.max(...silences.map((s) => s ?? 0))).toBe(600);
  });

  it('ignores a click shorter than the minimum speech duration', () => {
    const events = feed(new SpeechSegmenter(new FakeVad(), options), audio([[false, 300], [true, 30], [false, 900]]), 1600);
    expect(events).toEqual([]);
  });

  it('stays silent while disabled and ends an open turn when switched off', () => {
    const segmenter = new SpeechSegmenter(new FakeVad(), { ...options, enabled: false });
    expect(feed(segmenter, audio([[true, 1000]]), 1600)).toEqual([]);
    segmenter.setEnabled(true);
    const started = feed(segmenter, audio([[true, 300]]), 1600).filter((e) => e.type === 'speech_started');
    expect(started).toEqual([{ type: 'speech_started', audioStartMs: 1000 }]);
    expect(segmenter.setEnabled(false)).toEqual([{ type: 'speech_stopped', audioEndMs: 1300 }]);
  });

  it('maps the spec thresholds onto increasingly strict VAD modes', () => {
    expect([0.3, 0.4, 0.5].map(vadAggressivenessForThreshold)).toEqual([1, 1, 2]);
    const vad = new FakeVad();
    const segmenter = new SpeechSegmenter(vad, options);
    segmenter.update({ threshold: 0.3 });
    expect(vad.aggressiveness).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { ManualTimers } from './fake-timers';
import { judgeRecording, TranscriptionGate } from './recording-rules';

describe('judgeRecording', () => {
  it('commits a recording of at least 150 ms with audio', () => {
    expect(judgeRecording(150, 1, 150)).toEqual({ commit: true, durationMs: 150 });
  });

  it('refuses a recording under the minimum, reporting duration and minimum', () => {
    expect(judgeRecording(149, 3, 150)).toEqual({ commit: false, durationMs: 149, minimumMs: 150, reason: 'too_short' });
  });

  it('refuses a recording without chunks however long it was', () => {
    expect(judgeRecording(2000, 0, 150)).toMatchObject({ commit: false, reason: 'no_chunks' });
  });
});

describe('TranscriptionGate', () => {
  it('asks for the reply as soon as the transcription arrives', () => {
    const timers = new ManualTimers();
    const gate = new TranscriptionGate(5000, timers);
    let replies = 0;
    gate.speechStopped(() => (replies += 1));
    timers.advance(1200);
    expect(replies).toBe(0);
    gate.transcriptionCompleted();
    expect(replies).toBe(1);
    timers.advance(10000);
    expect(replies).toBe(1);
  });

  it('proceeds anyway after 5 seconds without a transcription', () => {
    const timers = new ManualTimers();
    const gate = new TranscriptionGate(5000, timers);
    let replies = 0;
    gate.speechStopped(() => (replies += 1));
    timers.advance(4999);
    expect(replies).toBe(0);
    timers.advance(1);
    expect(replies).toBe(1);
    gate.transcriptionCompleted();
    expect(replies).toBe(1);
  });

  it('does nothing for a transcription that no speech stop is waiting for', () => {
    const gate = new TranscriptionGate(5000, new ManualTimers());
    gate.transcriptionCompleted();
    expect(gate.waiting).toBe(false);
  });
});

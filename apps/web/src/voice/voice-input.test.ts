import { describe, expect, it } from 'vitest';
import { ManualTimers } from './fake-timers';
import type { CaptureSource } from './mic-capture';
import type { RealtimeClientEvent, RealtimeServerEvent } from './realtime-protocol';
import { VoiceInput, type RecordingTooShort } from './voice-input';

class FakeCapture implements CaptureSource {
  private sink: ((samples: Int16Array) => void) | null = null;
  stops = 0;
  start(onSamples: (samples: Int16Array) => void): Promise<void> {
    this.sink = onSamples;
    return Promise.resolve();
  }
  stop(): Promise<void> {
    this.sink = null;
    this.stops += 1;
    return Promise.resolve();
  }
  speak(samples: number) {
    this.sink?.(new Int16Array(samples));
  }
}

function setup() {
  const sent: RealtimeClientEvent[] = [];
  const tooShort: RecordingTooShort[] = [];
  const capture = new FakeCapture();
  const timers = new ManualTimers();
  const input = new VoiceInput({
    send: (event) => {
      sent.push(event);
      return true;
    },
    capture,
    now: () => timers.nowMs,
    timers,
    onTooShort: (info) => tooShort.push(info),
  });
  return { sent, tooShort, capture, timers, input };
}

const types = (events: RealtimeClientEvent[]) => events.map((event) => event.type);

describe('push-to-talk', () => {
  it('streams 170 ms chunks while held, then commits and asks for a reply', async () => {
    const { sent, capture, timers, input } = setup();
    await input.startPushToTalk();
    capture.speak(4080 * 2 + 100);
    timers.advance(400);
    expect(await input.endPushToTalk()).toBe(true);
    expect(types(sent)).toEqual([
      'input_audio_buffer.append',
      'input_audio_buffer.append',
      'input_audio_buffer.append',
      'input_audio_buffer.commit',
      'response.create',
    ]);
    expect(capture.stops).toBe(1);
  });

  it('asks for a reply without committing when the server already ended the held turn', async () => {
    const { sent, capture, timers, input } = setup();
    await input.startPushToTalk();
    capture.speak(4080 * 2);
    input.handleServerEvent({ type: 'input_audio_buffer.speech_started', audio_start_ms: 0, item_id: 'i1' });
    input.handleServerEvent({ type: 'input_audio_buffer.speech_stopped', audio_end_ms: 300, item_id: 'i1' });
    timers.advance(2000);
    expect(await input.endPushToTalk()).toBe(true);
    expect(types(sent).slice(-2)).toEqual(['input_audio_buffer.append', 'response.create']);
  });

  it('commits when the child spoke again after the server ended a turn', async () => {
    const { sent, capture, timers, input } = setup();
    await input.startPushToTalk();
    capture.speak(4080 * 2);
    input.handleServerEvent({ type: 'input_audio_buffer.speech_stopped', audio_end_ms: 300, item_id: 'i1' });
    input.handleServerEvent({ type: 'input_audio_buffer.speech_started', audio_start_ms: 900, item_id: 'i2' });
    timers.advance(2000);
    await input.endPushToTalk();
    expect(types(sent).slice(-2)).toEqual(['input_audio_buffer.commit', 'response.create']);
  });

  it('does not commit a press shorter than 150 ms and reports it', async () => {
    const { sent, tooShort, capture, timers, input } = setup();
    await input.startPushToTalk();
    capture.speak(2000);
    timers.advance(100);
    expect(await input.endPushToTalk()).toBe(false);
    expect(types(sent)).not.toContain('input_audio_buffer.commit');
    expect(tooShort).toEqual([{ durationMs: 100, minimumMs: 150 }]);
    expect(input.recording).toBe(false);
  });

  it('does not commit a long press that captured nothing', async () => {
    const { sent, tooShort, timers, input } = setup();
    await input.startPushToTalk();
    timers.advance(1000);
    expect(await input.endPushToTalk()).toBe(false);
    expect(sent).toEqual([]);
    expect(tooShort).toHaveLength(1);
  });
});

describe('continuous mode', () => {
  const stopped = { type: 'input_audio_buffer.speech_stopped', audio_end_ms: 900 } as RealtimeServerEvent;
  const transcribed = {
    type: 'conversation.item.input_audio_transcription.completed',
    item_id: 'i1',
    transcript: 'who is the fox',
  } as RealtimeServerEvent;

  it('waits for the transcription before asking for a reply', async () => {
    const { sent, timers, input } = setup();
    await input.startContinuous();
    input.handleServerEvent(stopped);
    timers.advance(1000);
    expect(types(sent)).not.toContain('response.create');
    input.handleServerEvent(transcribed);
    expect(types(sent)).toEqual(['response.create']);
  });

  it('asks for the reply at once when the turn was too unclear to transcribe', async () => {
    const { sent, timers, input } = setup();
    await input.startContinuous();
    input.handleServerEvent(stopped);
    timers.advance(300);
    input.handleServerEvent({
      type: 'conversation.item.input_audio_transcription.failed',
      item_id: 'i1',
      error: { type: 'invalid_request_error', code: 'unclear_audio', message: 'unclear' },
    });
    expect(types(sent)).toEqual(['response.create']);
  });

  it('asks anyway after 5 s without a transcription, and never commits itself', async () => {
    const { sent, timers, input } = setup();
    await input.startContinuous();
    input.handleServerEvent(stopped);
    timers.advance(5000);
    expect(types(sent)).toEqual(['response.create']);
  });

  it('ignores turn events once continuous listening is stopped', async () => {
    const { sent, timers, input } = setup();
    await input.startContinuous();
    await input.stopContinuous();
    input.handleServerEvent(stopped);
    timers.advance(6000);
    expect(sent).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { ConversationMemory } from './conversation-memory';
import { OutboundQueue } from './outbound-queue';
import { settingsFromSessionUpdate } from './session-settings';
import { parseUpstreamFrame } from './upstream-events';

const silentLogger = { warn: () => undefined, info: () => undefined };

describe('parsing upstream frames', () => {
  it('renames GA audio events to ours and keeps their fields', () => {
    const parsed = parseUpstreamFrame(
      JSON.stringify({ type: 'response.output_audio.delta', response_id: 'r', item_id: 'i', delta: 'AAAA' }),
    );
    expect(parsed).toEqual({
      kind: 'event',
      known: true,
      event: { type: 'response.audio.delta', response_id: 'r', item_id: 'i', delta: 'AAAA' },
    });
  });

  it('passes unknown event types through untouched', () => {
    const frame = { type: 'rate_limits.updated', rate_limits: [{ name: 'tokens', remaining: 10 }] };
    expect(parseUpstreamFrame(JSON.stringify(frame))).toEqual({ kind: 'event', known: false, event: frame });
  });

  it('calls a known event with the wrong shape malformed, naming the field', () => {
    const parsed = parseUpstreamFrame(
      JSON.stringify({ type: 'response.audio.delta', response_id: 'r', item_id: 'i', delta: 42 }),
    );
    expect(parsed).toMatchObject({ kind: 'malformed', reason: expect.stringContaining('delta') as unknown });
    expect(parseUpstreamFrame('[1,2]')).toMatchObject({ kind: 'malformed', reason: 'not an object' });
    expect(parseUpstreamFrame('{"no":"type"}')).toMatchObject({ kind: 'malformed', reason: 'no type' });
  });
});

describe('conversation memory', () => {
  it('keeps the last N turns and replays them as text items', () => {
    const memory = new ConversationMemory(2);
    memory.remember('user', 'what is a den');
    memory.remember('assistant', 'A den is a home for a fox.');
    memory.observeClientFrame({
      type: 'conversation.item.create',
      item: {
        type: 'message',
        role: 'system',
        content: [{ type: 'input_text', text: 'The child finished page 2.' }],
      },
    });
    expect(memory.replayFrames('p-').map((frame) => frame.item)).toEqual([
      { type: 'message', role: 'assistant', content: [{ type: 'text', text: 'A den is a home for a fox.' }] },
      {
        type: 'message',
        role: 'system',
        content: [{ type: 'input_text', text: 'The child finished page 2.' }],
      },
    ]);
  });

  it('holds audio only until it is committed', () => {
    const memory = new ConversationMemory(5);
    memory.observeClientFrame({ type: 'input_audio_buffer.append', audio: 'AAAA' });
    memory.observeClientFrame({ type: 'input_audio_buffer.append', audio: 'BBBB' });
    expect(memory.uncommittedAudio().map((frame) => frame.audio)).toEqual(['AAAA', 'BBBB']);
    memory.observeClientFrame({ type: 'input_audio_buffer.commit' });
    expect(memory.uncommittedAudio()).toEqual([]);
  });
});

describe('outbound queue', () => {
  it('keeps commits and text but drops the oldest audio when an outage runs long', () => {
    const queue = new OutboundQueue(silentLogger);
    const chunk = 'A'.repeat(1_000_000);
    queue.push({ type: 'conversation.item.create', item: {} });
    for (let index = 0; index < 10; index += 1)
      queue.push({ type: 'input_audio_buffer.append', audio: chunk, event_id: `a${index}` });
    queue.push({ type: 'input_audio_buffer.commit' });
    const drained = queue.drain();
    expect(drained[0]?.type).toBe('conversation.item.create');
    expect(drained.at(-1)?.type).toBe('input_audio_buffer.commit');
    expect(
      drained.filter((frame) => frame.type === 'input_audio_buffer.append').map((frame) => frame.event_id),
    ).toEqual(['a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9']);
    expect(queue.size).toBe(0);
  });
});

describe("a client's session.update as relay settings", () => {
  it('maps our fields and fills missing VAD figures with the defaults', () => {
    expect(
      settingsFromSessionUpdate({
        voice: 'coral',
        speaking_rate: 0.9,
        input_audio_transcription: { model: 'whisper-1' },
        turn_detection: { type: 'server_vad', silence_duration_ms: 4000 },
      }),
    ).toEqual({
      voice: 'coral',
      speakingRate: 0.9,
      transcriptionModel: 'whisper-1',
      turnDetection: {
        type: 'server_vad',
        threshold: 0.5,
        prefix_padding_ms: 1000,
        silence_duration_ms: 4000,
      },
    });
    expect(settingsFromSessionUpdate({ turn_detection: null })).toEqual({ turnDetection: null });
    expect(settingsFromSessionUpdate({ temperature: 'hot' })).toEqual({});
  });
});

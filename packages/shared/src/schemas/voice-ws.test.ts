import { describe, expect, it } from 'vitest';
import { readingModeTurnDetection } from '../constants/turn-detection';
import { newConversationId } from './common';
import { parseRequest } from './validation';
import { VoiceClientEventSchema, VoiceServerEventSchema } from './voice-ws';

const conversationId = newConversationId();
const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('voice socket, client → server', () => {
  const frames = [
    {
      type: 'session.update',
      session: {
        voice: 'shimmer',
        modalities: ['text', 'audio'],
        instructions: 'You are a gentle reading companion.',
        turn_detection: readingModeTurnDetection(),
        input_audio_transcription: { model: 'whisper-1' },
        input_audio_format: 'pcm16',
        output_audio_format: 'pcm16',
      },
    },
    { type: 'session.update', session: { turn_detection: null } },
    { type: 'input_audio_buffer.append', audio: 'AAABAAIA', event_id: 'evt_1' },
    { type: 'input_audio_buffer.commit' },
    {
      type: 'conversation.item.create',
      item: {
        type: 'message',
        role: 'user',
        content: [{ type: 'input_text', text: 'What does brave mean?' }],
      },
    },
    { type: 'response.create', response: { modalities: ['text', 'audio'] } },
    { type: 'response.create' },
    { type: 'reading.set_position', word_index: 12, event_id: 'evt_tap' },
  ];

  it('round-trips every frame the client sends', () => {
    for (const frame of frames) expect(VoiceClientEventSchema.parse(roundTrip(frame))).toEqual(frame);
  });

  it('rejects an unknown type, naming the allowed ones', () => {
    const result = parseRequest(VoiceClientEventSchema, { type: 'input_audio_buffer.clear' });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.detail).toMatch(/^type must be one of: session\.update, /);
    const missing = parseRequest(VoiceClientEventSchema, {});
    expect(missing.success ? null : missing.detail).toMatch(/^type must be one of: /);
  });

  it('rejects audio that is not base64 or is empty', () => {
    expect(
      parseRequest(VoiceClientEventSchema, { type: 'input_audio_buffer.append', audio: 'not base64!' }),
    ).toEqual({
      success: false,
      detail: 'audio must be base64',
    });
    expect(VoiceClientEventSchema.safeParse({ type: 'input_audio_buffer.append', audio: '' }).success).toBe(
      false,
    );
  });

  it('takes a tapped word only as a whole, non-negative index', () => {
    for (const word_index of [-1, 2.5, '3', null]) {
      expect(VoiceClientEventSchema.safeParse({ type: 'reading.set_position', word_index }).success).toBe(false);
    }
    expect(VoiceClientEventSchema.safeParse({ type: 'reading.set_position' }).success).toBe(false);
  });

  it('requires at least one text part in a conversation item', () => {
    const frame = { type: 'conversation.item.create', item: { type: 'message', role: 'user', content: [] } };
    expect(VoiceClientEventSchema.safeParse(frame).success).toBe(false);
  });
});

describe('voice socket, server → client', () => {
  const progress = { current_word_index: 12, total_words: 120, completion_percentage: 10, words_read: 12 };
  const frames = [
    { type: 'response.audio.delta', response_id: 'resp_1', item_id: 'item_1', delta: 'AAAA' },
    {
      type: 'response.audio_transcript.delta',
      delta: 'Great ',
      active_persona: 'gentle_teacher',
      intervention_count: 2,
    },
    { type: 'response.audio_transcript.done', transcript: 'Great reading!' },
    {
      type: 'conversation.item.input_audio_transcription.completed',
      item_id: 'item_0',
      transcript: 'the fox ran',
    },
    { type: 'input_audio_buffer.speech_started', audio_start_ms: 1200 },
    { type: 'input_audio_buffer.speech_stopped', audio_end_ms: 3400, event_id: 'evt_9' },
    { type: 'response.created', response: { id: 'resp_1', status: 'in_progress' } },
    { type: 'response.done', response: { id: 'resp_1', status: 'completed' } },
    {
      type: 'reading_progress',
      conversation_id: conversationId,
      progress,
      next_word: {
        next_word: 'elephant',
        syllables: ['el', 'e', 'phant'],
        word_index: 12,
        completion_percentage: 10,
        context_before: 'saw an',
        context_after: 'in the',
      },
      context: { previous: ['saw', 'an'], upcoming: ['in', 'the'] },
    },
    {
      type: 'persona_switched',
      persona: 'pronunciation_coach',
      reason: 'difficult_word',
      milestone: null,
      intervention_count: 3,
      conversation_id: conversationId,
    },
    {
      type: 'error',
      error: { type: 'invalid_request_error', code: 'invalid_frame', message: 'type is required' },
    },
  ];

  it('round-trips every frame the server sends', () => {
    for (const frame of frames) expect(VoiceServerEventSchema.parse(roundTrip(frame))).toEqual(frame);
  });

  it('rejects an unknown type', () => {
    expect(VoiceServerEventSchema.safeParse({ type: 'response.text.delta', delta: 'x' }).success).toBe(false);
  });

  it('rejects a persona the product does not have', () => {
    const frame = {
      type: 'response.done',
      response: { id: 'r', status: 'completed' },
      active_persona: 'pirate',
    };
    expect(VoiceServerEventSchema.safeParse(frame).success).toBe(false);
  });

  it('requires the progress numbers of a reading_progress event', () => {
    const frame = { ...frames[8], progress: { ...progress, total_words: undefined } };
    expect(VoiceServerEventSchema.safeParse(frame).success).toBe(false);
  });
});

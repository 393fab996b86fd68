import { describe, expect, it } from 'vitest';
import { conversationReducer, type ConversationState } from './conversation-state';

const run = (types: string[], from: ConversationState = 'idle'): ConversationState =>
  types.reduce<ConversationState>((state, eventType) => conversationReducer(state, { type: 'server_event', eventType }), from);

describe('conversation state machine', () => {
  it('follows a full turn: listening, processing, speaking, idle', () => {
    expect(run(['input_audio_buffer.speech_started'])).toBe('listening');
    expect(run(['input_audio_buffer.speech_started', 'input_audio_buffer.speech_stopped'])).toBe('processing');
    expect(run(['response.created', 'response.audio.delta'])).toBe('speaking');
    expect(run(['response.created', 'response.audio.delta', 'response.done'])).toBe('idle');
  });

  it('goes to error on an error event and ignores unrelated events', () => {
    expect(run(['response.created', 'error'])).toBe('error');
    expect(run(['response.audio_transcript.delta'], 'speaking')).toBe('speaking');
    expect(run(['reading_progress'], 'listening')).toBe('listening');
  });

  it('resets to idle', () => {
    expect(conversationReducer('error', { type: 'reset' })).toBe('idle');
  });
});

/**
 * The conversation state machine of spec section 4, driven by the voice socket's server events.
 */
export type ConversationState = 'idle' | 'listening' | 'processing' | 'speaking' | 'error';

export type ConversationAction =
  | { type: 'server_event'; eventType: string }
  | { type: 'reset' };

export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case 'reset':
      return 'idle';
    case 'server_event':
      return stateAfterServerEvent(state, action.eventType);
  }
}

function stateAfterServerEvent(state: ConversationState, eventType: string): ConversationState {
  switch (eventType) {
    case 'input_audio_buffer.speech_started':
      return 'listening';
    case 'input_audio_buffer.speech_stopped':
    case 'response.created':
      return 'processing';
    case 'response.audio.delta':
      return 'speaking';
    case 'response.done':
      return 'idle';
    case 'error':
      return 'error';
    default:
      return state;
  }
}

/**
 * The microphone button as a reducer over its inputs plus a derivation in the order of spec section 4:
 * permission, connection, continuous mode, then push-to-talk states.
 */
import type { ConversationState } from './conversation-state';

export type VoiceButtonState =
  | 'permission'
  | 'disconnected'
  | 'ready'
  | 'recording'
  | 'processing'
  | 'speaking'
  | 'error'
  | 'continuous_listening'
  | 'continuous_paused';

export interface VoiceButtonInputs {
  micPermission: boolean;
  connected: boolean;
  continuousMode: boolean;
  recording: boolean;
  conversation: ConversationState;
}

export type VoiceButtonAction =
  | { type: 'permission_changed'; granted: boolean }
  | { type: 'connection_changed'; connected: boolean }
  | { type: 'continuous_mode_changed'; enabled: boolean }
  | { type: 'recording_changed'; recording: boolean }
  | { type: 'conversation_changed'; conversation: ConversationState };

export const initialVoiceButtonInputs: VoiceButtonInputs = {
  micPermission: false,
  connected: false,
  continuousMode: false,
  recording: false,
  conversation: 'idle',
};

export function voiceButtonReducer(inputs: VoiceButtonInputs, action: VoiceButtonAction): VoiceButtonInputs {
  switch (action.type) {
    case 'permission_changed':
      return { ...inputs, micPermission: action.granted };
    case 'connection_changed':
      return action.connected ? { ...inputs, connected: true } : { ...inputs, connected: false, recording: false };
    case 'continuous_mode_changed':
      return { ...inputs, continuousMode: action.enabled };
    case 'recording_changed':
      return { ...inputs, recording: action.recording };
    case 'conversation_changed':
      return { ...inputs, conversation: action.conversation };
  }
}

export function deriveVoiceButtonState(inputs: VoiceButtonInputs): VoiceButtonState {
  if (!inputs.micPermission) return 'permission';
  if (!inputs.connected) return 'disconnected';
  // The open microphone counts as listening too: "Tap to resume listening" over a live microphone would
  // invite the child to switch it off.
  if (inputs.continuousMode) {
    return inputs.conversation === 'listening' || inputs.recording ? 'continuous_listening' : 'continuous_paused';
  }
  if (inputs.conversation === 'listening' || inputs.recording) return 'recording';
  switch (inputs.conversation) {
    case 'processing':
      return 'processing';
    case 'speaking':
      return 'speaking';
    case 'error':
      return 'error';
    case 'idle':
      return 'ready';
  }
}

/** Enabled only with permission and a connection, and when idle or in error (or in continuous mode). */
export function isVoiceButtonEnabled(inputs: VoiceButtonInputs): boolean {
  if (!inputs.micPermission || !inputs.connected) return false;
  if (inputs.continuousMode) return true;
  // While the child holds the button it must stay pressable so the release is seen.
  return inputs.recording || inputs.conversation === 'idle' || inputs.conversation === 'error';
}

import { describe, expect, it } from 'vitest';
import {
  deriveVoiceButtonState,
  initialVoiceButtonInputs,
  isVoiceButtonEnabled,
  voiceButtonReducer,
  type VoiceButtonAction,
  type VoiceButtonInputs,
} from './voice-button-state';

const apply = (...actions: VoiceButtonAction[]): VoiceButtonInputs =>
  actions.reduce(voiceButtonReducer, initialVoiceButtonInputs);

const ready: VoiceButtonAction[] = [
  { type: 'permission_changed', granted: true },
  { type: 'connection_changed', connected: true },
];

describe('voice button state', () => {
  it('asks for permission first, then needs a connection', () => {
    expect(deriveVoiceButtonState(apply({ type: 'connection_changed', connected: true }))).toBe('permission');
    expect(deriveVoiceButtonState(apply({ type: 'permission_changed', granted: true }))).toBe('disconnected');
    expect(deriveVoiceButtonState(apply(...ready))).toBe('ready');
  });

  it('shows recording while the child holds the button or the server hears speech', () => {
    expect(deriveVoiceButtonState(apply(...ready, { type: 'recording_changed', recording: true }))).toBe('recording');
    expect(deriveVoiceButtonState(apply(...ready, { type: 'conversation_changed', conversation: 'listening' }))).toBe(
      'recording',
    );
  });

  it('mirrors processing, speaking and error in push-to-talk mode', () => {
    for (const conversation of ['processing', 'speaking', 'error'] as const) {
      expect(deriveVoiceButtonState(apply(...ready, { type: 'conversation_changed', conversation }))).toBe(conversation);
    }
  });

  it('in continuous mode shows listening or paused', () => {
    const continuous = [...ready, { type: 'continuous_mode_changed', enabled: true } as const];
    expect(deriveVoiceButtonState(apply(...continuous))).toBe('continuous_paused');
    expect(deriveVoiceButtonState(apply(...continuous, { type: 'conversation_changed', conversation: 'listening' }))).toBe(
      'continuous_listening',
    );
    expect(deriveVoiceButtonState(apply(...continuous, { type: 'recording_changed', recording: true }))).toBe(
      'continuous_listening',
    );
  });

  it('is enabled only with permission, a connection and an idle or failed conversation', () => {
    expect(isVoiceButtonEnabled(apply({ type: 'permission_changed', granted: true }))).toBe(false);
    expect(isVoiceButtonEnabled(apply(...ready))).toBe(true);
    expect(isVoiceButtonEnabled(apply(...ready, { type: 'conversation_changed', conversation: 'speaking' }))).toBe(false);
    expect(isVoiceButtonEnabled(apply(...ready, { type: 'conversation_changed', conversation: 'error' }))).toBe(true);
    expect(
      isVoiceButtonEnabled(
        apply(...ready, { type: 'continuous_mode_changed', enabled: true }, { type: 'conversation_changed', conversation: 'speaking' }),
      ),
    ).toBe(true);
  });

  it('drops the recording flag when the connection goes', () => {
    const inputs = apply(...ready, { type: 'recording_changed', recording: true }, { type: 'connection_changed', connected: false });
    expect(inputs.recording).toBe(false);
    expect(deriveVoiceButtonState(inputs)).toBe('disconnected');
  });
});

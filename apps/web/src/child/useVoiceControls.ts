/**
 * The microphone button's behaviour: permission asked on load (tracks released at once), push-to-talk
 * and continuous mode through `VoiceInput`, the derived button state, and the recording-too-short notice.
 */
import { pageCanUseMicrophone } from '../app/secure-address';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { recordingTooShortMessage } from '@shared/display/recording';
import { RECORDING_TOO_SHORT_MESSAGE_MS } from '@shared/constants/timings';
import { appLogger } from '../log/logger';
import type { ConversationState } from '../voice/conversation-state';
import { MicCapture, MicrophoneError, checkMicrophonePermission } from '../voice/mic-capture';
import { audioErrorMessage } from '../voice/mic-errors';
import type { RealtimeClient } from '../voice/realtime-client';
import type { ConnectionState } from '../voice/reconnecting-socket';
import {
  deriveVoiceButtonState,
  initialVoiceButtonInputs,
  isVoiceButtonEnabled,
  voiceButtonReducer,
  type VoiceButtonState,
} from '../voice/voice-button-state';
import { VoiceInput } from '../voice/voice-input';

export interface VoiceControls {
  buttonState: VoiceButtonState;
  enabled: boolean;
  continuousMode: boolean;
  recording: boolean;
  micError: string | null;
  tooShortMessage: string | null;
  requestPermission: () => Promise<boolean>;
  pressStart: () => void;
  pressEnd: () => void;
  toggleListening: () => void;
  setContinuousMode: (enabled: boolean) => void;
  startContinuous: () => Promise<void>;
  stopContinuous: () => Promise<void>;
  dismissMicError: () => void;
}

export function useVoiceControls(
  client: RealtimeClient,
  connectionState: ConnectionState,
  conversation: ConversationState,
): VoiceControls {
  const [inputs, dispatch] = useReducer(voiceButtonReducer, initialVoiceButtonInputs);
  const [micError, setMicError] = useState<string | null>(null);
  const [tooShortMessage, setTooShortMessage] = useState<string | null>(null);

  const voiceInput = useMemo(
    () =>
      new VoiceInput({
        send: (event) => client.send(event),
        capture: new MicCapture(),
        onTooShort: ({ durationMs, minimumMs }) => {
          appLogger.info('Recording too short', { durationMs, minimumMs });
          dispatch({ type: 'recording_changed', recording: false });
          setTooShortMessage(recordingTooShortMessage(minimumMs));
        },
      }),
    [client],
  );

  useEffect(() => {
    const off = client.onEvent((event) => voiceInput.handleServerEvent(event));
    return () => {
      off();
      void voiceInput.dispose();
    };
  }, [client, voiceInput]);

  useEffect(() => dispatch({ type: 'connection_changed', connected: connectionState === 'connected' }), [connectionState]);
  useEffect(() => dispatch({ type: 'conversation_changed', conversation }), [conversation]);

  useEffect(() => {
    if (!tooShortMessage) return;
    const timer = setTimeout(() => setTooShortMessage(null), RECORDING_TOO_SHORT_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [tooShortMessage]);

  const reportMicFailure = useCallback((error: unknown) => {
    appLogger.warn('Microphone unavailable', { error: String(error) });
    // Over plain http from another device there is no microphone API: the secure-address notice says
    // what to do, and an "audio system" error would point at the wrong cause.
    if (pageCanUseMicrophone()) setMicError(audioErrorMessage(error instanceof MicrophoneError ? error.errorName : 'Error'));
    dispatch({ type: 'permission_changed', granted: false });
  }, []);

  const requestPermission = useCallback(async () => {
    try {
      await checkMicrophonePermission();
      dispatch({ type: 'permission_changed', granted: true });
      setMicError(null);
      return true;
    } catch (error) {
      reportMicFailure(error);
      return false;
    }
  }, [reportMicFailure]);

  useEffect(() => {
    checkMicrophonePermission()
      .then(() => dispatch({ type: 'permission_changed', granted: true }))
      .catch(reportMicFailure);
  }, [reportMicFailure]);

  const startCapture = useCallback(
    async (start: () => Promise<void>) => {
      dispatch({ type: 'recording_changed', recording: true });
      try {
        await start();
      } catch (error) {
        dispatch({ type: 'recording_changed', recording: false });
        reportMicFailure(error);
      }
    },
    [reportMicFailure],
  );

  const pressStart = useCallback(() => {
    if (inputs.continuousMode || !isVoiceButtonEnabled(inputs) || voiceInput.recording) return;
    void startCapture(() => voiceInput.startPushToTalk());
  }, [inputs, startCapture, voiceInput]);

  const pressEnd = useCallback(() => {
    if (inputs.continuousMode || !voiceInput.recording) return;
    void voiceInput.endPushToTalk().finally(() => dispatch({ type: 'recording_changed', recording: false }));
  }, [inputs.continuousMode, voiceInput]);

  const startContinuous = useCallback(() => startCapture(() => voiceInput.startContinuous()), [startCapture, voiceInput]);

  const stopContinuous = useCallback(async () => {
    await voiceInput.stopContinuous();
    dispatch({ type: 'recording_changed', recording: false });
  }, [voiceInput]);

  const toggleListening = useCallback(() => {
    if (!inputs.continuousMode) return;
    if (voiceInput.continuous) void stopContinuous();
    else void startContinuous();
  }, [inputs.continuousMode, startContinuous, stopContinuous, voiceInput]);

  const setContinuousMode = useCallback((enabled: boolean) => {
    dispatch({ type: 'continuous_mode_changed', enabled });
  }, []);

  return {
    buttonState: deriveVoiceButtonState(inputs),
    enabled: isVoiceButtonEnabled(inputs),
    continuousMode: inputs.continuousMode,
    recording: inputs.recording,
    micError,
    tooShortMessage,
    requestPermission,
    pressStart,
    pressEnd,
    toggleListening,
    setContinuousMode,
    startContinuous,
    stopContinuous,
    dismissMicError: () => setMicError(null),
  };
}

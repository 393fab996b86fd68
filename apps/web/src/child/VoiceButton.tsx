/**
 * The floating microphone button. Push-to-talk: hold with pointer, Space or Enter. Continuous mode: a tap
 * toggles listening. Permission and error states retry on press. Where it sits, whether it floats or is
 * docked, and its pulse follow the UI-state channel; the small arrow button moves it to the next spot.
 */
import { pageCanUseMicrophone } from '../app/secure-address';
import type { KeyboardEvent } from 'react';
import type { AgeProfile } from '@shared/age/profile-schema';
import type { VoiceButtonState } from '../voice/voice-button-state';
import { Icon, type IconName } from './Icon';
import { nextMicPosition, type MicPlacement } from './mic-placement';
import { voiceButtonCaption } from './status-text';
import type { VoiceControls } from './useVoiceControls';

export interface VoiceButtonProps {
  voice: VoiceControls;
  profile: AgeProfile;
  mic: MicPlacement;
  onMove: () => void;
}

const SPOT_NAMES = { 'middle-right': 'the middle right', 'bottom-right': 'the bottom right', 'bottom-centre': 'the bottom centre' } as const;

const ICONS: Record<VoiceButtonState, IconName> = {
  permission: 'lock',
  disconnected: 'off',
  ready: 'mic',
  recording: 'mic',
  processing: 'dots',
  speaking: 'speaker',
  error: 'alert',
  continuous_listening: 'ear',
  continuous_paused: 'pause',
};

export function VoiceButton({ voice, profile, mic, onMove }: VoiceButtonProps) {
  const state = voice.buttonState;
  const caption = voiceButtonCaption(state, profile, pageCanUseMicrophone());
  const pushToTalk = !voice.continuousMode && state !== 'permission';
  const pressable = state === 'permission' || voice.enabled;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!pushToTalk || event.repeat || (event.key !== ' ' && event.key !== 'Enter')) return;
    event.preventDefault();
    voice.pressStart();
  };
  const onKeyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!pushToTalk || (event.key !== ' ' && event.key !== 'Enter')) return;
    event.preventDefault();
    voice.pressEnd();
  };
  const onClick = () => {
    if (state === 'permission') void voice.requestPermission();
    else if (voice.continuousMode) voice.toggleListening();
  };

  return (
    <div className={`lc-mic lc-mic-${mic.position} lc-mic-${mic.floating ? 'floating' : 'docked'} lc-mic-server-${mic.state}`}>
      <div className="lc-mic-stage">
      {/* Keyed by the pulse count, so each invitation restarts the animation without touching the button. */}
      {mic.pulseSeq > 0 ? <span key={mic.pulseSeq} className="lc-mic-pulse" aria-hidden="true" /> : null}
      <button
        type="button"
        className={`lc-mic-button lc-mic-${state}`}
        aria-label={`${profile.content.buttonLabels.startRecording}: ${caption}`}
        aria-pressed={state === 'recording' || state === 'continuous_listening'}
        aria-disabled={!pressable}
        onPointerDown={(event) => {
          if (!pushToTalk || event.button !== 0) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          voice.pressStart();
        }}
        onPointerUp={() => pushToTalk && voice.pressEnd()}
        onPointerCancel={() => pushToTalk && voice.pressEnd()}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        onClick={onClick}
        onContextMenu={(event) => event.preventDefault()}
      >
        <Icon name={ICONS[state]} size="45%" />
      </button>
      <button
        type="button"
        className="lc-mic-move"
        aria-label={`Move the microphone button to ${SPOT_NAMES[nextMicPosition(mic.position)]}`}
        title="Move the microphone button"
        onClick={onMove}
      >
        <Icon name="move" />
      </button>
      </div>
      <p className="lc-mic-caption" aria-live="polite">
        {caption}
      </p>
      {voice.tooShortMessage ? (
        <p className="lc-mic-note" role="status">
          {voice.tooShortMessage}
        </p>
      ) : null}
    </div>
  );
}

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getAgeProfile } from '@shared/age/profiles';
import { initialMicPlacement } from './mic-placement';
import type { VoiceControls } from './useVoiceControls';
import { VoiceButton } from './VoiceButton';

const voice: VoiceControls = {
  buttonState: 'ready',
  enabled: true,
  continuousMode: false,
  recording: false,
  micError: null,
  tooShortMessage: null,
  requestPermission: () => Promise.resolve(true),
  pressStart: () => undefined,
  pressEnd: () => undefined,
  toggleListening: () => undefined,
  setContinuousMode: () => undefined,
  startContinuous: () => Promise.resolve(),
  stopContinuous: () => Promise.resolve(),
  dismissMicError: () => undefined,
};

const render = (mic = initialMicPlacement) =>
  renderToStaticMarkup(<VoiceButton voice={voice} profile={getAgeProfile(10)} mic={mic} onMove={() => undefined} />);

describe('VoiceButton placement', () => {
  it('sits where the UI state says, floating, without a pulse at first', () => {
    const html = render();
    expect(html).toContain('lc-mic-middle-right lc-mic-floating lc-mic-server-idle');
    expect(html).not.toContain('lc-mic-pulse');
    expect(html).toContain('Move the microphone button to the bottom right');
  });

  it('docks, pulses and names the next spot after a server move to the bottom centre', () => {
    const html = render({ position: 'bottom-centre', state: 'attention', floating: false, pulseSeq: 2 });
    expect(html).toContain('lc-mic-bottom-centre lc-mic-docked lc-mic-server-attention');
    expect(html).toContain('lc-mic-pulse');
    expect(html).toContain('Move the microphone button to the middle right');
  });
});

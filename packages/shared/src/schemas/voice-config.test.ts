import { describe, expect, it } from 'vitest';
import { buildVoiceSessionConfig, VoiceSessionConfigSchema } from './voice-config';

const input = {
  voice: 'coral',
  instructions: 'Be kind.',
  turnDetection: null,
  transcriptionModel: 'whisper-1',
  temperature: 0.7,
  speakingRate: 0.8,
};

describe('buildVoiceSessionConfig', () => {
  it('asks for noise suppression and echo cancellation only when told to', () => {
    const browser = buildVoiceSessionConfig({ ...input, audioEnhancements: true });
    expect(browser.input_audio_noise_reduction).toEqual({ type: 'azure_deep_noise_suppression' });
    expect(browser.input_audio_echo_cancellation).toEqual({ type: 'server_echo_cancellation' });
    const relay = buildVoiceSessionConfig({ ...input, audioEnhancements: false });
    expect('input_audio_noise_reduction' in relay).toBe(false);
    expect('input_audio_echo_cancellation' in relay).toBe(false);
  });

  it('keeps the speaking rate within what the schema accepts', () => {
    const fast = buildVoiceSessionConfig({ ...input, speakingRate: 3, audioEnhancements: false });
    expect(fast.speaking_rate).toBe(1.5);
    expect(VoiceSessionConfigSchema.safeParse(fast).success).toBe(true);
  });
});

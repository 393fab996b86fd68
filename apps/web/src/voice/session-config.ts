/**
 * The voice session's starting configuration: the backend's `session_config` (POST /api/config/session)
 * or, when that call fails, one built here from the age profile (child-side spec 9). The first
 * `session.update` on each connection carries its voice, turn detection and audio handling; the
 * instructions stay the server's, which knows the story and the persona.
 */
import type { AgeProfile } from '@shared/age/profile-schema';
import { fallbackTurnDetection } from '@shared/constants/turn-detection';
import {
  buildVoiceSessionConfig,
  type VoiceSessionConfig,
  type VoiceSessionUpdate,
} from '@shared/schemas/voice-config';

export type SessionConfigSource = 'backend' | 'fallback';

export interface StartingSessionConfig {
  source: SessionConfigSource;
  config: VoiceSessionConfig;
}

/** server_vad, threshold 0.5, prefix 300 ms, filler words removed, the profile's silence; pcm16 in and out. */
export function fallbackSessionConfig(profile: AgeProfile): VoiceSessionConfig {
  return buildVoiceSessionConfig({
    voice: profile.voice_name,
    instructions: profile.system_prompt,
    turnDetection: fallbackTurnDetection(profile.silence_duration),
    transcriptionModel: 'whisper-1',
    temperature: profile.temperature,
    speakingRate: profile.speaking_rate,
    audioEnhancements: true,
  });
}

/** What the client asks for when a connection opens; fields the config leaves out are not sent. */
export function firstSessionUpdate(config: VoiceSessionConfig): VoiceSessionUpdate {
  const update: VoiceSessionUpdate = { voice: config.voice, turn_detection: config.turn_detection };
  if (config.input_audio_format) update.input_audio_format = config.input_audio_format;
  if (config.output_audio_format) update.output_audio_format = config.output_audio_format;
  if (config.input_audio_noise_reduction) update.input_audio_noise_reduction = config.input_audio_noise_reduction;
  if (config.input_audio_echo_cancellation) update.input_audio_echo_cancellation = config.input_audio_echo_cancellation;
  return update;
}

/**
 * Our relay settings in OpenAI Realtime's beta session shape (the `OpenAI-Beta: realtime=v1`
 * protocol): voice, instructions, temperature, server VAD or none, Whisper-style transcription,
 * PCM16 both ways and the speaking rate as `speed`.
 */
import type { VoiceSessionConfig } from '@shared';
import { describeUpstreamSession } from '../relay-core/session-settings';
import type { RelaySessionSettings } from '../relay-types';

/** OpenAI Realtime accepts temperatures in [0.6, 1.2] and speeds in [0.25, 1.5]. */
const TEMPERATURE_RANGE = [0.6, 1.2] as const;
const SPEED_RANGE = [0.25, 1.5] as const;

const clamp = (value: number, [min, max]: readonly [number, number]): number =>
  Math.min(max, Math.max(min, value));

export function openAiSessionUpdate(settings: RelaySessionSettings): Record<string, unknown> {
  const vad = settings.turnDetection;
  return {
    modalities: ['text', 'audio'],
    voice: settings.voice,
    instructions: settings.instructions,
    temperature: clamp(settings.temperature, TEMPERATURE_RANGE),
    speed: clamp(settings.speakingRate, SPEED_RANGE),
    input_audio_format: 'pcm16',
    output_audio_format: 'pcm16',
    input_audio_transcription: { model: settings.transcriptionModel },
    // remove_filler_words is ours and Azure's; OpenAI rejects unknown turn_detection fields.
    turn_detection:
      vad === null
        ? null
        : {
            type: 'server_vad',
            threshold: vad.threshold,
            prefix_padding_ms: vad.prefix_padding_ms,
            silence_duration_ms: vad.silence_duration_ms,
          },
  };
}

/** OpenAI's beta session object already uses our field names. */
export function describeOpenAiSession(
  upstream: Record<string, unknown>,
  settings: RelaySessionSettings,
): VoiceSessionConfig {
  return describeUpstreamSession(upstream, settings, [
    'voice',
    'modalities',
    'instructions',
    'turn_detection',
    'input_audio_transcription',
    'input_audio_format',
    'output_audio_format',
    'temperature',
    'max_response_output_tokens',
  ]);
}

/**
 * Our relay settings in Voice Live's session shape: an Azure voice object with its speaking rate,
 * Azure semantic VAD (or plain server VAD) with our threshold, padding and silence, server-side
 * noise suppression and echo cancellation, 24 kHz PCM16 in and out, and word timestamps for
 * reading tracking.
 */
import type { VoiceSessionConfig } from '@shared';
import { describeUpstreamSession } from '../relay-core/session-settings';
import type { RelaySessionSettings } from '../relay-types';
import { azureVoiceFor, isHdVoice } from './azure-voices';

export type AzureTurnDetectionType = 'azure_semantic_vad' | 'server_vad';

export interface AzureSessionOptions {
  /** Default azure_semantic_vad: better at ignoring noise and filler words, works with all models. */
  turnDetectionType?: AzureTurnDetectionType;
  /** Server-side noise suppression (azure_deep_noise_suppression). Default on. */
  noiseReduction?: boolean;
  /** Server-side echo cancellation, for tablets playing the reply through a speaker. Default on. */
  echoCancellation?: boolean;
}

/** Voice Live's speaking rate range, sent as a string. */
const RATE_RANGE = [0.5, 1.5] as const;

export function azureSessionUpdate(
  settings: RelaySessionSettings,
  options: AzureSessionOptions = {},
): Record<string, unknown> {
  const voiceName = azureVoiceFor(settings.voice);
  const rate = Math.min(RATE_RANGE[1], Math.max(RATE_RANGE[0], settings.speakingRate));
  const voice: Record<string, unknown> = { name: voiceName, type: 'azure-standard', rate: rate.toFixed(2) };
  if (isHdVoice(voiceName)) voice.temperature = Math.min(1, Math.max(0, settings.temperature));
  const vad = settings.turnDetection;
  return {
    modalities: ['text', 'audio'],
    instructions: settings.instructions,
    temperature: settings.temperature,
    voice,
    input_audio_format: 'pcm16',
    output_audio_format: 'pcm16',
    input_audio_sampling_rate: 24000,
    input_audio_transcription: { model: settings.transcriptionModel },
    turn_detection:
      vad === null
        ? null
        : {
            type: options.turnDetectionType ?? 'azure_semantic_vad',
            threshold: vad.threshold,
            prefix_padding_ms: vad.prefix_padding_ms,
            silence_duration_ms: vad.silence_duration_ms,
            remove_filler_words: vad.remove_filler_words ?? false,
          },
    input_audio_noise_reduction:
      options.noiseReduction === false ? null : { type: 'azure_deep_noise_suppression' },
    input_audio_echo_cancellation:
      options.echoCancellation === false ? null : { type: 'server_echo_cancellation' },
    output_audio_timestamp_types: ['word'],
  };
}

/**
 * Voice Live answers with an Azure voice object and Azure VAD types, which our protocol cannot
 * carry; those two come from our settings, the rest from the upstream when it fits our schema.
 */
export function describeAzureSession(
  upstream: Record<string, unknown>,
  settings: RelaySessionSettings,
): VoiceSessionConfig {
  const config = describeUpstreamSession(upstream, settings, [
    'modalities',
    'instructions',
    'input_audio_transcription',
    'input_audio_format',
    'output_audio_format',
    'temperature',
    'max_response_output_tokens',
  ]);
  return {
    ...config,
    input_audio_noise_reduction: pickType(upstream.input_audio_noise_reduction),
    input_audio_echo_cancellation: pickType(upstream.input_audio_echo_cancellation),
  };
}

function pickType(value: unknown): { type: string } | null {
  if (typeof value !== 'object' || value === null) return null;
  const type = (value as { type?: unknown }).type;
  return typeof type === 'string' && type.length > 0 ? { type } : null;
}

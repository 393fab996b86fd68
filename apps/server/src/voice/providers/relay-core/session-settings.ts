/**
 * Between our session configuration and the relay settings: a client's session.update read as
 * settings (so the relay re-applies it after a reopen instead of passing it through once), and the
 * upstream's session described back in our shape.
 */
import {
  buildVoiceSessionConfig,
  defaultTurnDetection,
  VoiceSessionUpdateSchema,
  type TurnDetectionConfig,
  type VoiceSessionConfig,
} from '@shared';
import type { RelaySessionSettings } from '../relay-types';

export function settingsFromSessionUpdate(session: unknown): Partial<RelaySessionSettings> {
  const parsed = VoiceSessionUpdateSchema.safeParse(session);
  if (!parsed.success) return {};
  const update = parsed.data;
  const settings: Partial<RelaySessionSettings> = {};
  if (update.voice !== undefined) settings.voice = update.voice;
  if (update.instructions !== undefined) settings.instructions = update.instructions;
  if (update.temperature !== undefined) settings.temperature = update.temperature;
  if (update.speaking_rate !== undefined) settings.speakingRate = update.speaking_rate;
  if (update.input_audio_transcription?.model !== undefined) {
    settings.transcriptionModel = update.input_audio_transcription.model;
  }
  if (update.turn_detection === null) settings.turnDetection = null;
  else if (update.turn_detection !== undefined) {
    // Our settings carry server VAD figures; missing ones take the spec's defaults.
    const defaults = defaultTurnDetection();
    const turnDetection: TurnDetectionConfig = {
      type: 'server_vad',
      threshold: update.turn_detection.threshold ?? defaults.threshold,
      prefix_padding_ms: update.turn_detection.prefix_padding_ms ?? defaults.prefix_padding_ms,
      silence_duration_ms: update.turn_detection.silence_duration_ms ?? defaults.silence_duration_ms,
    };
    if (update.turn_detection.remove_filler_words !== undefined) {
      turnDetection.remove_filler_words = update.turn_detection.remove_filler_words;
    }
    settings.turnDetection = turnDetection;
  }
  return settings;
}

/** Our session configuration as the settings describe it (what we asked the upstream for). */
export function sessionConfigFromSettings(settings: RelaySessionSettings): VoiceSessionConfig {
  return buildVoiceSessionConfig({
    voice: settings.voice,
    instructions: settings.instructions,
    turnDetection: settings.turnDetection,
    transcriptionModel: settings.transcriptionModel,
    temperature: settings.temperature,
    speakingRate: settings.speakingRate,
    audioEnhancements: false,
  });
}

/** The upstream's session where it says something valid in our shape, our settings elsewhere. */
export function describeUpstreamSession(
  upstream: Record<string, unknown>,
  settings: RelaySessionSettings,
  upstreamFields: readonly (keyof VoiceSessionConfig)[],
): VoiceSessionConfig {
  const config: VoiceSessionConfig = sessionConfigFromSettings(settings);
  const picked: Record<string, unknown> = {};
  for (const field of upstreamFields) if (upstream[field] !== undefined) picked[field] = upstream[field];
  const parsed = VoiceSessionUpdateSchema.safeParse(picked);
  return parsed.success ? { ...config, ...stripUndefined(parsed.data) } : config;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}

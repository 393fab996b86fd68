/**
 * VoiceLive connection settings edited in the System Configuration panel (teacher-side sections 3, 5
 * and 9). Keys are the wire keys; delays and the health-check interval are in seconds.
 */
export const VOICELIVE_CONFIG_KEYS = [
  'voicelive_connection_initial_delay',
  'voicelive_connection_max_delay',
  'voicelive_connection_backoff_multiplier',
  'voicelive_connection_jitter_enabled',
  'voicelive_connection_max_retries',
  'voicelive_connection_health_check_interval',
  'voicelive_transport_error_patterns',
] as const;
export type VoiceLiveConfigKey = (typeof VOICELIVE_CONFIG_KEYS)[number];

/** Category sent with each entry of `PUT /v1/dashboard/config/voicelive`. */
export const VOICELIVE_CONFIG_CATEGORY = 'voicelive_connection';

export interface VoiceLiveConfigValues {
  voicelive_connection_initial_delay: number;
  voicelive_connection_max_delay: number;
  voicelive_connection_backoff_multiplier: number;
  voicelive_connection_jitter_enabled: boolean;
  voicelive_connection_max_retries: number;
  voicelive_connection_health_check_interval: number;
  voicelive_transport_error_patterns: string;
}

export const VOICELIVE_CONFIG_DEFAULTS: VoiceLiveConfigValues = {
  voicelive_connection_initial_delay: 1,
  voicelive_connection_max_delay: 60,
  voicelive_connection_backoff_multiplier: 2,
  voicelive_connection_jitter_enabled: true,
  voicelive_connection_max_retries: 10,
  voicelive_connection_health_check_interval: 30,
  voicelive_transport_error_patterns: 'closing transport,connection closed,transport closed',
};

export interface NumberFieldRange {
  min: number;
  max: number;
  step: number;
  unit: 'seconds' | 'factor' | 'count';
}

export type VoiceLiveNumberKey =
  | 'voicelive_connection_initial_delay'
  | 'voicelive_connection_max_delay'
  | 'voicelive_connection_backoff_multiplier'
  | 'voicelive_connection_max_retries'
  | 'voicelive_connection_health_check_interval';

export const VOICELIVE_CONFIG_RANGES: Record<VoiceLiveNumberKey, NumberFieldRange> = {
  voicelive_connection_initial_delay: { min: 0.1, max: 10, step: 0.1, unit: 'seconds' },
  voicelive_connection_max_delay: { min: 1, max: 300, step: 1, unit: 'seconds' },
  voicelive_connection_backoff_multiplier: { min: 1.1, max: 10, step: 0.1, unit: 'factor' },
  voicelive_connection_max_retries: { min: 1, max: 50, step: 1, unit: 'count' },
  voicelive_connection_health_check_interval: { min: 5, max: 300, step: 1, unit: 'seconds' },
};

/** Splits the comma-separated transport error patterns field, dropping blanks. */
export function parseTransportErrorPatterns(text: string): string[] {
  return text
    .split(',')
    .map((pattern) => pattern.trim())
    .filter((pattern) => pattern.length > 0);
}

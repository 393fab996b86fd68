/**
 * The VoiceLive connection settings (teacher-side 3, 5 and 9) as stored in the settings table, with
 * the spec's defaults for any key never saved. `getVoiceliveConfig` is what the voice relays read, so
 * a value saved in the dashboard changes how they reconnect.
 */
import {
  VOICELIVE_CONFIG_CATEGORY,
  VOICELIVE_CONFIG_DEFAULTS,
  VOICELIVE_CONFIG_KEYS,
  voiceliveValueProblem,
  type VoiceLiveConfigKey,
  type VoiceLiveConfigValues,
} from '@shared';
import type { Repositories } from '../db/repositories';
import type { SettingInput } from '../db/repositories/settings';
import type { SettingRow } from '../db/schema';

export const VOICELIVE_DESCRIPTIONS: Record<VoiceLiveConfigKey, string> = {
  voicelive_connection_initial_delay: 'Seconds to wait before the first reconnection attempt',
  voicelive_connection_max_delay: 'Longest wait in seconds between reconnection attempts',
  voicelive_connection_backoff_multiplier: 'Factor the wait grows by after each failed attempt',
  voicelive_connection_jitter_enabled: 'Randomise waits so many clients do not reconnect at once',
  voicelive_connection_max_retries: 'Reconnection attempts before giving up',
  voicelive_connection_health_check_interval: 'Seconds between connection health checks',
  voicelive_transport_error_patterns: 'Comma-separated error texts that mean the transport dropped',
};

export function dataTypeOf(key: VoiceLiveConfigKey): 'number' | 'boolean' | 'string' {
  const value = VOICELIVE_CONFIG_DEFAULTS[key];
  return typeof value === 'boolean' ? 'boolean' : typeof value === 'number' ? 'number' : 'string';
}

/** A stored text value as its typed value; an unreadable stored value falls back to the default. */
function typedValue<K extends VoiceLiveConfigKey>(
  key: K,
  text: string | undefined,
): VoiceLiveConfigValues[K] {
  const fallback = VOICELIVE_CONFIG_DEFAULTS[key];
  if (text === undefined || voiceliveValueProblem(key, text) !== null) return fallback;
  switch (dataTypeOf(key)) {
    case 'boolean':
      return (text === 'true') as VoiceLiveConfigValues[K];
    case 'number':
      return Number(text) as VoiceLiveConfigValues[K];
    case 'string':
      return text as VoiceLiveConfigValues[K];
  }
}

export async function getVoiceliveConfig(repos: Pick<Repositories, 'settings'>): Promise<VoiceLiveConfigValues> {
  const stored = new Map((await repos.settings.list(VOICELIVE_CONFIG_CATEGORY)).map((s) => [s.key, s.value]));
  const read = <K extends VoiceLiveConfigKey>(key: K) => typedValue(key, stored.get(key));
  return {
    voicelive_connection_initial_delay: read('voicelive_connection_initial_delay'),
    voicelive_connection_max_delay: read('voicelive_connection_max_delay'),
    voicelive_connection_backoff_multiplier: read('voicelive_connection_backoff_multiplier'),
    voicelive_connection_jitter_enabled: read('voicelive_connection_jitter_enabled'),
    voicelive_connection_max_retries: read('voicelive_connection_max_retries'),
    voicelive_connection_health_check_interval: read('voicelive_connection_health_check_interval'),
    voicelive_transport_error_patterns: read('voicelive_transport_error_patterns'),
  };
}

/** The settings rows to show: stored ones, plus a default row for each VoiceLive key never saved. */
export async function settingsWithDefaults(repos: Pick<Repositories, 'settings'>, nowIso: string): Promise<SettingRow[]> {
  const stored = await repos.settings.list();
  const present = new Set(stored.map((s) => s.key));
  const defaults = VOICELIVE_CONFIG_KEYS.filter((key) => !present.has(key)).map((key): SettingRow => ({
    ...settingFor(key, String(VOICELIVE_CONFIG_DEFAULTS[key])),
    updated_at: nowIso,
  }));
  return [...stored, ...defaults];
}

export function settingFor(key: VoiceLiveConfigKey, value: string): SettingInput {
  return {
    key,
    value,
    description: VOICELIVE_DESCRIPTIONS[key],
    data_type: dataTypeOf(key),
    category: VOICELIVE_CONFIG_CATEGORY,
  };
}

import { describe, expect, it } from 'vitest';
import {
  VOICELIVE_CONFIG_CATEGORY,
  VOICELIVE_CONFIG_DEFAULTS,
  VOICELIVE_CONFIG_KEYS,
  VOICELIVE_CONFIG_RANGES,
  parseTransportErrorPatterns,
} from './voicelive-config';

describe('VoiceLive connection settings', () => {
  it('defaults to the spec values for every key', () => {
    expect(Object.keys(VOICELIVE_CONFIG_DEFAULTS)).toEqual([...VOICELIVE_CONFIG_KEYS]);
    expect(VOICELIVE_CONFIG_DEFAULTS).toEqual({
      voicelive_connection_initial_delay: 1,
      voicelive_connection_max_delay: 60,
      voicelive_connection_backoff_multiplier: 2,
      voicelive_connection_jitter_enabled: true,
      voicelive_connection_max_retries: 10,
      voicelive_connection_health_check_interval: 30,
      voicelive_transport_error_patterns: 'closing transport,connection closed,transport closed',
    });
    expect(VOICELIVE_CONFIG_CATEGORY).toBe('voicelive_connection');
  });

  it('bounds the number fields as the settings form does', () => {
    const bounds = Object.fromEntries(
      Object.entries(VOICELIVE_CONFIG_RANGES).map(([key, range]) => [
        key,
        [range.min, range.max, range.step],
      ]),
    );
    expect(bounds).toEqual({
      voicelive_connection_initial_delay: [0.1, 10, 0.1],
      voicelive_connection_max_delay: [1, 300, 1],
      voicelive_connection_backoff_multiplier: [1.1, 10, 0.1],
      voicelive_connection_max_retries: [1, 50, 1],
      voicelive_connection_health_check_interval: [5, 300, 1],
    });
  });

  it('keeps every default inside its range', () => {
    for (const [key, range] of Object.entries(VOICELIVE_CONFIG_RANGES)) {
      const value = VOICELIVE_CONFIG_DEFAULTS[key as keyof typeof VOICELIVE_CONFIG_RANGES];
      expect(value).toBeGreaterThanOrEqual(range.min);
      expect(value).toBeLessThanOrEqual(range.max);
    }
  });

  it('splits the comma-separated error patterns', () => {
    expect(parseTransportErrorPatterns(VOICELIVE_CONFIG_DEFAULTS.voicelive_transport_error_patterns)).toEqual(
      ['closing transport', 'connection closed', 'transport closed'],
    );
    expect(parseTransportErrorPatterns(' a , ,b,')).toEqual(['a', 'b']);
  });
});

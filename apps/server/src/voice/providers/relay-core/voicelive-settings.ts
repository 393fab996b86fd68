/**
 * The teacher's VoiceLive connection settings (System Configuration panel, seconds as shown there)
 * as relay options: the retry policy and the health-check interval.
 */
import { parseTransportErrorPatterns, type VoiceLiveConfigValues } from '@shared';
import type { RelayRetryPolicy } from '../relay-types';

export function relayOptionsFromVoiceLiveConfig(values: VoiceLiveConfigValues): {
  retryPolicy: RelayRetryPolicy;
  healthCheckIntervalMs: number;
} {
  return {
    retryPolicy: {
      initialDelaySeconds: values.voicelive_connection_initial_delay,
      maxDelaySeconds: values.voicelive_connection_max_delay,
      backoffMultiplier: values.voicelive_connection_backoff_multiplier,
      jitter: values.voicelive_connection_jitter_enabled,
      maxRetries: values.voicelive_connection_max_retries,
      transportErrorPatterns: parseTransportErrorPatterns(values.voicelive_transport_error_patterns),
    },
    healthCheckIntervalMs: values.voicelive_connection_health_check_interval * 1000,
  };
}

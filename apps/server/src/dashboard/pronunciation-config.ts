/**
 * The default pronunciation assessment settings: what the scorers of this product do (the local scorer
 * and the Azure adapter share them). An administrator's saved settings (PUT /pronunciation/config)
 * override them; `pronunciation/config-store.ts` merges the two.
 */
import { MIN_AUDIO_MS, PRONUNCIATION_TIER_MIN_SCORES, type PronunciationConfig } from '@shared';

export function pronunciationConfig(): PronunciationConfig {
  return {
    enabled: true,
    locale: 'en-US',
    // Both scorers report phone-level evidence (the local one from forced alignment).
    granularity: 'phoneme',
    enable_miscue: true,
    // Azure scores prosody itself; the local scorer derives it from pauses and timing.
    enable_prosody: true,
    coach_threshold: PRONUNCIATION_TIER_MIN_SCORES.fair,
    min_audio_ms: MIN_AUDIO_MS,
  };
}

/** The scorers' options as the pronunciation configuration in force sets them. */
import type { PronunciationConfig } from '@shared';
import type { ScoringOptions } from './scoring/types';

export function scoringOptionsFrom(config: PronunciationConfig): ScoringOptions {
  return { enableMiscue: config.enable_miscue, enableProsody: config.enable_prosody, granularity: config.granularity };
}

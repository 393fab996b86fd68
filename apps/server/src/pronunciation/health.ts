/**
 * GET /pronunciation/health: which scorer is in use and whether it works. The local scorer is checked by
 * scoring a known phrase (it needs the CMU dictionary and the hyphenation patterns); any scorer whose
 * last assessment failed is reported degraded with the error.
 */
import type { PronunciationHealth } from '@shared';
import type { PronunciationAssessmentService } from './assessment-service';
import { scoreLocally } from './scoring/local-scorer';

const PROBE = [{ word: 'reading', index: 0 }, { word: 'together.', index: 1 }];
const PROBE_HEARD = [{ word: 'reading', startMs: 0, endMs: 450 }, { word: 'together', startMs: 520, endMs: 1100 }];

export function pronunciationHealth(service: PronunciationAssessmentService): PronunciationHealth {
  const scorer = service.scorer.capabilities.name;
  try {
    const probe = scoreLocally({ referenceWords: PROBE, recognized: PROBE_HEARD });
    if (probe.scores.accuracy < 90 || probe.words.some((w) => w.syllables.length === 0)) {
      return { status: 'unhealthy', scorer, details: 'The local scorer could not score a known phrase.' };
    }
  } catch (error) {
    return { status: 'unhealthy', scorer, details: `The local scorer failed: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (service.lastScorerError !== null) {
    return { status: 'degraded', scorer, details: `The last assessment failed: ${service.lastScorerError}` };
  }
  const details =
    scorer === 'azure'
      ? 'Azure pronunciation assessment; utterances without audio are scored locally.'
      : 'Local scorer: CMU phone distance and timing; prosody is an estimate from pauses and pace.';
  return { status: 'healthy', scorer, details };
}

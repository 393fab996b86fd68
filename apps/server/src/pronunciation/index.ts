/**
 * Pronunciation assessment: the scorer the configuration calls for (Azure when AZURE_SPEECH_KEY and
 * AZURE_SPEECH_REGION are set, else the local scorer) and one assessment service per running server.
 * Routes and the voice session reach the same service through `pronunciationServiceFor`, keyed by the
 * server's repositories, so neither has to be handed it.
 */
import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import type { EventBus } from '../bus/types';
import type { Repositories } from '../db/repositories';
import { PronunciationAssessmentService } from './assessment-service';
import { AzurePronunciationScorer } from './azure/azure-scorer';
import { LocalPronunciationScorer } from './scoring/local-scorer';
import type { PronunciationScorer } from './scoring/types';

export { PronunciationAssessmentService, type HeardUtterance, type ReadingView } from './assessment-service';
export type { PronunciationScorer, Assessment, AssessmentInput } from './scoring/types';

export interface PronunciationDeps {
  config: AppConfig;
  logger: Logger;
  repos: Repositories;
  bus: EventBus;
}

export function createPronunciationScorer(config: AppConfig, logger: Logger): PronunciationScorer {
  const local = new LocalPronunciationScorer();
  if (!config.azureSpeech) return local;
  return new AzurePronunciationScorer({ key: config.azureSpeech.key, region: config.azureSpeech.region }, local, logger);
}

const services = new WeakMap<Repositories, PronunciationAssessmentService>();

export function pronunciationServiceFor(deps: PronunciationDeps): PronunciationAssessmentService {
  let service = services.get(deps.repos);
  if (!service) {
    const logger = deps.logger.child({ area: 'pronunciation' });
    service = new PronunciationAssessmentService({ repos: deps.repos, bus: deps.bus, logger, scorer: createPronunciationScorer(deps.config, logger) });
    services.set(deps.repos, service);
  }
  return service;
}

/** What a voice session needs from the running server. */
import type { Logger } from 'pino';
import type { AppConfig } from '../../config';
import type { EventBus } from '../../bus/types';
import type { Repositories } from '../../db/repositories';
import type { CompanionRuntime } from '../../companion-runtime/companion-runtime';
import type { UiStateService } from '../../ui-state/ui-state-service';
import type { LocalSpeechStack } from '../local-stack';

export interface VoiceDeps {
  config: AppConfig;
  logger: Logger;
  repos: Repositories;
  bus: EventBus;
  uiState: UiStateService;
  companion: CompanionRuntime;
  speech: () => Promise<LocalSpeechStack>;
}

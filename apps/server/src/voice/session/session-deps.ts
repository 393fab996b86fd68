/** What a voice session needs from the running server: narrow services, not the whole app context. */
import type { Logger } from 'pino';
import type { EventBus } from '../../bus/types';
import type { Repositories } from '../../db/repositories';
import type { CompanionRuntime } from '../../companion-runtime/companion-runtime';
import type { HeardUtterance, ReadingView } from '../../pronunciation';
import type { SessionProviderFactory } from '../provider-factory';

export interface SessionDeps {
  logger: Logger;
  repos: Repositories;
  bus: Pick<EventBus, 'subscribe'>;
  companion: Pick<CompanionRuntime, 'loadState' | 'turn'>;
  /** Pronunciation assessment: each heard turn is evidence while an assessment runs. */
  pronunciation: { onUtterance(conversationId: string, utterance: HeardUtterance, reading: ReadingView | null): void };
  providers: SessionProviderFactory;
  /** RETAIN_AUDIO: keep children's audio. */
  retainAudio: boolean;
}

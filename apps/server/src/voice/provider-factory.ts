/**
 * Which provider serves a voice session: the offline one, or the configured cloud provider wrapped in
 * a fallback to the offline one. The cloud relay's connection settings come from the teacher's
 * VoiceLive settings; the session supplies what it injects (voice, instructions, turn detection).
 */
import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import type { Repositories } from '../db/repositories';
import { getVoiceliveConfig } from '../settings/voicelive-config';
import { AzureVoiceLiveRelay } from './providers/azure-voicelive/azure-voicelive-relay';
import { OpenAiRealtimeRelay } from './providers/openai/openai-realtime-relay';
import { relayOptionsFromVoiceLiveConfig } from './providers/relay-core/voicelive-settings';
import type { RealtimeRelay, RelaySessionSettings } from './providers/relay-types';
import { RelayProvider } from './providers/relay-provider';
import { FallbackProvider } from './providers/fallback-provider';
import { LocalProvider } from './providers/local/local-provider';
import { soundsUnsafe } from '../guardrails/safety/unclear-speech';
import type { SpeechStackSource } from './providers/local/speech-stack';
import type { VoiceProvider, VoiceProviderEvents } from './providers/types';

/** What one session tells the factory about itself. */
export interface SessionProviderContext {
  sessionId: string;
  speakingRate: number;
  logger: Logger;
  /** What a cloud provider is opened with (asked only when there is one). */
  cloudSettings: () => Promise<RelaySessionSettings>;
}

export type SessionProviderFactory = (events: VoiceProviderEvents, session: SessionProviderContext) => VoiceProvider;

async function createRelay(config: AppConfig, repos: Repositories, logger: Logger): Promise<RealtimeRelay | null> {
  const options = { ...relayOptionsFromVoiceLiveConfig(await getVoiceliveConfig(repos)), logger };
  if (config.voiceProvider === 'openai' && config.openai.apiKey) {
    return new OpenAiRealtimeRelay({ ...options, apiKey: config.openai.apiKey, model: config.openai.model, url: config.openai.url });
  }
  if (config.voiceProvider === 'azure-voicelive' && config.azureVoiceLive.endpoint && config.azureVoiceLive.apiKey) {
    return new AzureVoiceLiveRelay({
      ...options,
      endpoint: config.azureVoiceLive.endpoint,
      apiKey: config.azureVoiceLive.apiKey,
      model: config.azureVoiceLive.model,
    });
  }
  return null;
}

export function sessionProviderFactory(deps: { config: AppConfig; repos: Repositories; speech: SpeechStackSource }): SessionProviderFactory {
  return (events, session) => {
    const local = (localEvents: VoiceProviderEvents) =>
      new LocalProvider(
        { speech: deps.speech, sessionId: session.sessionId, speakingRate: session.speakingRate, logger: session.logger, secondOpinionFor: soundsUnsafe },
        localEvents,
      );
    if (deps.config.voiceProvider === 'local') return local(events);
    return new FallbackProvider(
      {
        primary: async (cloudEvents) => {
          const relay = await createRelay(deps.config, deps.repos, session.logger);
          if (!relay) return { unavailable: `${deps.config.voiceProvider} is not fully configured` };
          return new RelayProvider(relay, await session.cloudSettings(), cloudEvents);
        },
        fallback: local,
      },
      events,
    );
  };
}

/**
 * Relay to OpenAI Realtime over WebSocket (`wss://api.openai.com/v1/realtime?model=…`, beta protocol).
 * Our browser protocol is OpenAI's, so client frames pass through unchanged; upstream events are
 * parsed and normalised by the shared relay core (GA event names are renamed to the beta ones).
 */
import { ReconnectingRelay } from '../relay-core/reconnecting-relay';
import type { RelayCoreOptions, RelayDialect } from '../relay-core/types';
import { describeOpenAiSession, openAiSessionUpdate } from './openai-session';

export const OPENAI_REALTIME_URL = 'wss://api.openai.com/v1/realtime';

export interface OpenAiRealtimeRelayOptions extends RelayCoreOptions {
  apiKey: string;
  /** e.g. gpt-realtime or gpt-4o-realtime-preview. */
  model: string;
  /** Default wss://api.openai.com/v1/realtime; tests point it at a local fake. */
  url?: string;
}

export function openAiRealtimeUrl(baseUrl: string, model: string): string {
  const url = new URL(baseUrl);
  url.searchParams.set('model', model);
  return url.toString();
}

export function openAiDialect(options: OpenAiRealtimeRelayOptions): RelayDialect {
  return {
    capabilities: { provider: 'openai', wordTimestamps: false, serverVad: true },
    url: openAiRealtimeUrl(options.url ?? OPENAI_REALTIME_URL, options.model),
    headers: { Authorization: `Bearer ${options.apiKey}`, 'OpenAI-Beta': 'realtime=v1' },
    sessionUpdate: openAiSessionUpdate,
    describeSession: describeOpenAiSession,
    translateClientFrame: (frame) => frame,
  };
}

export class OpenAiRealtimeRelay extends ReconnectingRelay {
  constructor(options: OpenAiRealtimeRelayOptions) {
    super(openAiDialect(options), options);
  }
}

/**
 * Relay to Azure Voice Live (`wss://<resource>/voice-live/realtime?api-version=2025-10-01&model=…`,
 * `api-key` header). Voice Live speaks OpenAI Realtime's beta events with Azure extensions, so client
 * frames pass through and the shared relay core normalises its events; the session shape differs
 * (Azure voices, Azure semantic VAD, server noise suppression and echo cancellation).
 */
import { ReconnectingRelay } from '../relay-core/reconnecting-relay';
import type { RelayCoreOptions, RelayDialect } from '../relay-core/types';
import {
  azureSessionUpdate,
  describeAzureSession,
  type AzureSessionOptions,
} from './azure-voicelive-session';

export const VOICE_LIVE_API_VERSION = '2025-10-01';

export interface AzureVoiceLiveRelayOptions extends RelayCoreOptions, AzureSessionOptions {
  /** The resource, e.g. https://my-foundry.services.ai.azure.com (wss:// and bare hosts work too). */
  endpoint: string;
  apiKey: string;
  /** e.g. gpt-realtime, gpt-4o-mini-realtime-preview or gpt-4.1. */
  model: string;
  apiVersion?: string;
}

/** https → wss, http → ws (local fakes), a bare host → wss; the realtime path is added if missing. */
export function voiceLiveUrl(endpoint: string, model: string, apiVersion = VOICE_LIVE_API_VERSION): string {
  const withScheme = /^[a-z]+:\/\//i.test(endpoint) ? endpoint : `wss://${endpoint}`;
  const url = new URL(withScheme);
  if (url.protocol === 'https:') url.protocol = 'wss:';
  else if (url.protocol === 'http:') url.protocol = 'ws:';
  if (!url.pathname.endsWith('/voice-live/realtime')) {
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/voice-live/realtime`;
  }
  url.searchParams.set('api-version', apiVersion);
  url.searchParams.set('model', model);
  return url.toString();
}

export function azureVoiceLiveDialect(options: AzureVoiceLiveRelayOptions): RelayDialect {
  return {
    capabilities: { provider: 'azure-voicelive', wordTimestamps: true, serverVad: true },
    url: voiceLiveUrl(options.endpoint, options.model, options.apiVersion),
    headers: { 'api-key': options.apiKey },
    sessionUpdate: (settings) => azureSessionUpdate(settings, options),
    describeSession: describeAzureSession,
    translateClientFrame: (frame) => frame,
  };
}

export class AzureVoiceLiveRelay extends ReconnectingRelay {
  constructor(options: AzureVoiceLiveRelayOptions) {
    super(azureVoiceLiveDialect(options), options);
  }
}

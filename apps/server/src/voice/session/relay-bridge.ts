/**
 * A voice session's link to a cloud provider (OpenAI Realtime or Azure Voice Live). Our server stays in
 * the middle: the browser's frames go up through the relay; the upstream's events come back, are
 * checked against our protocol, tapped (transcripts for reading tracking, safety, drift and the
 * teacher's transcript) and forwarded with the persona stamp. If the upstream cannot be reached at
 * start, or gives up mid-session, the session carries on with the local provider.
 */
import { VoiceServerEventSchema, type TurnDetectionConfig } from '@shared';
import type { AppConfig } from '../../config';
import { getVoiceliveConfig } from '../../settings/voicelive-config';
import type { Repositories } from '../../db/repositories';
import { AzureVoiceLiveRelay } from '../providers/azure-voicelive/azure-voicelive-relay';
import { OpenAiRealtimeRelay } from '../providers/openai/openai-realtime-relay';
import { relayOptionsFromVoiceLiveConfig } from '../providers/relay-core/voicelive-settings';
import type { RealtimeRelay, RelaySessionSettings } from '../providers/relay-types';
import type { OutgoingEvent } from './client-channel';

export interface RelayTaps {
  /** A user turn transcribed upstream. */
  userTranscript(itemId: string, transcript: string): void;
  /** The assistant's full reply text. */
  assistantTranscript(itemId: string, transcript: string): void;
  forward(event: OutgoingEvent): void;
  /** The upstream is gone for good: continue locally. */
  lost(reason: string): void;
}

async function createRelay(config: AppConfig, repos: Repositories, logger: RelayLoggerLike): Promise<RealtimeRelay | null> {
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

interface RelayLoggerLike {
  warn(details: object, msg: string): void;
  info(details: object, msg: string): void;
}

function stripCommon(event: Record<string, unknown>): OutgoingEvent {
  const { event_id: _id, active_persona: _persona, intervention_count: _count, ...rest } = event;
  return rest as OutgoingEvent;
}

export class RelayBridge {
  private constructor(
    private readonly relay: RealtimeRelay,
    private settings: RelaySessionSettings,
  ) {}

  /** Opens the upstream; answers the reason when the session must run locally instead. */
  static async open(opts: {
    config: AppConfig;
    repos: Repositories;
    logger: RelayLoggerLike;
    settings: RelaySessionSettings;
    taps: RelayTaps;
  }): Promise<RelayBridge | { fallbackReason: string }> {
    const relay = await createRelay(opts.config, opts.repos, opts.logger);
    if (!relay) return { fallbackReason: `${opts.config.voiceProvider} is not fully configured` };
    const bridge = new RelayBridge(relay, opts.settings);
    relay.onEvent((raw) => bridge.onUpstream(raw, opts.taps));
    relay.onStatus((status) => {
      if (status.state === 'closed') opts.taps.lost(status.reason);
    });
    try {
      await relay.connect(opts.settings);
    } catch (error) {
      await relay.close().catch(() => undefined);
      return { fallbackReason: `The cloud voice could not be reached: ${error instanceof Error ? error.message : String(error)}` };
    }
    return bridge;
  }

  private onUpstream(raw: Record<string, unknown> & { type: string }, taps: RelayTaps): void {
    const parsed = VoiceServerEventSchema.safeParse(raw);
    if (!parsed.success) return; // upstream-only events (conversation.item.created, rate limits…) stay upstream
    const event = parsed.data;
    // Our server speaks for the session itself: the upstream's own session events stay upstream.
    if (event.type === 'session.created' || event.type === 'session.updated') return;
    if (event.type === 'conversation.item.input_audio_transcription.completed') taps.userTranscript(event.item_id, event.transcript);
    if (event.type === 'response.audio_transcript.done' && event.item_id) taps.assistantTranscript(event.item_id, event.transcript);
    taps.forward(stripCommon(event));
  }

  send(frame: Record<string, unknown> & { type: string }): void {
    this.relay.send(frame);
  }

  setTurnDetection(turnDetection: TurnDetectionConfig | null): void {
    this.settings = { ...this.settings, turnDetection };
    this.relay.updateSettings({ turnDetection });
  }

  setInstructions(instructions: string): void {
    if (instructions === this.settings.instructions) return;
    this.settings = { ...this.settings, instructions };
    this.relay.updateSettings({ instructions });
  }

  /** Has the upstream model say `text` (announcements, safety redirects) as its next response. */
  say(text: string): void {
    this.relay.send({
      type: 'conversation.item.create',
      item: { type: 'message', role: 'system', content: [{ type: 'input_text', text: `Say exactly this to the child, and nothing else: "${text}"` }] },
    });
    this.relay.send({ type: 'response.create', response: { modalities: ['text', 'audio'] } });
  }

  close(): Promise<void> {
    return this.relay.close();
  }
}

/**
 * A cloud provider (OpenAI Realtime or Azure Voice Live) behind the provider interface. Our server stays
 * in the middle: the browser's frames go up through the relay; the upstream's events come back, are
 * checked against our protocol, forwarded, and their transcripts reported as heard turns and replies
 * (for reading tracking, safety, drift and the teacher's transcript).
 */
import { VoiceServerEventSchema, type TurnDetectionConfig, type VoiceClientEvent } from '@shared';
import type { RealtimeRelay, RelaySessionSettings } from './relay-types';
import type { ClientFrame, HeardTurn, OutgoingEvent, SpokenReply, VoiceProvider, VoiceProviderCapabilities, VoiceProviderEvents } from './types';

/** Words of a cloud transcript get evenly spaced times ending now (cloud transcripts carry none). */
const SPOKEN_WORD_MS = 350;
/** How long an announcement the upstream speaks is taken to last, per word, before it reports back. */
const ANNOUNCED_WORD_MS = 450;

/**
 * What of a child's frame may reach the upstream model. The model's instructions, tools and voice are the
 * server's (set through session.update by the relay); a client response.create carries only its
 * modalities, so a child cannot replace the age-appropriate instructions for one response. Typed
 * messages go up only as the child's own (user) items; anything else the child side sends stays here.
 */
export function upstreamClientFrame(frame: ClientFrame): (Record<string, unknown> & { type: string }) | null {
  const eventId = frame.event_id === undefined ? {} : { event_id: frame.event_id };
  switch (frame.type) {
    case 'response.create': {
      const modalities = frame.response?.modalities;
      return { type: 'response.create', ...eventId, ...(modalities ? { response: { modalities } } : {}) };
    }
    case 'conversation.item.create':
      return frame.item.role === 'user' ? { ...frame } : null;
    case 'input_audio_buffer.commit':
      return { type: frame.type, ...eventId };
    case 'session.update':
    case 'reading.set_position':
      return null;
  }
}

function stripCommon(event: Record<string, unknown>): OutgoingEvent {
  const { event_id: _id, active_persona: _persona, intervention_count: _count, ...rest } = event;
  return rest as OutgoingEvent;
}

export class RelayProvider implements VoiceProvider {
  readonly capabilities: VoiceProviderCapabilities;
  readonly fallbackReason = null;
  private readonly startedAtMs = Date.now();
  private heardQueue: Promise<void> = Promise.resolve();

  constructor(
    private readonly relay: RealtimeRelay,
    private settings: RelaySessionSettings,
    private readonly events: VoiceProviderEvents,
  ) {
    this.capabilities = {
      name: relay.capabilities.provider,
      modelReplies: true,
      wordTimings: false,
      streamingPartials: false,
      grammars: false,
      openVocabulary: true,
    };
  }

  async start(): Promise<void> {
    this.relay.onEvent((raw) => this.onUpstream(raw));
    this.relay.onStatus((status) => {
      if (status.state === 'closed') this.events.lost(status.reason);
    });
    try {
      await this.relay.connect(this.settings);
    } catch (error) {
      await this.relay.close().catch(() => undefined);
      throw new Error(`The cloud voice could not be reached: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }

  private onUpstream(raw: Record<string, unknown> & { type: string }): void {
    const parsed = VoiceServerEventSchema.safeParse(raw);
    if (!parsed.success) return; // upstream-only events (conversation.item.created, rate limits…) stay upstream
    const event = parsed.data;
    // Our server speaks for the session itself: the upstream's own session events stay upstream.
    if (event.type === 'session.created' || event.type === 'session.updated') return;
    // The session shows the child's words once it has stored them, as with every provider.
    if (event.type === 'conversation.item.input_audio_transcription.completed') {
      this.heardTranscript(event.item_id, event.transcript);
      return;
    }
    if (event.type === 'response.audio_transcript.done' && event.item_id) this.events.replyTranscript(event.item_id, event.transcript);
    this.events.toClient(stripCommon(event));
  }

  /** Heard turns are handed on one at a time, in the order the upstream transcribed them. */
  private heardTranscript(itemId: string, transcript: string): void {
    const text = transcript.trim();
    if (text.length === 0) return;
    const words = text.split(/\s+/);
    const endMs = Date.now() - this.startedAtMs;
    const timed = words.map((word, i) => {
      const startMs = Math.max(0, endMs - (words.length - i) * SPOKEN_WORD_MS);
      return { word, startMs, endMs: startMs + SPOKEN_WORD_MS };
    });
    const turn: HeardTurn = {
      itemId,
      evidence: 'transcript',
      transcript: text,
      text,
      words: timed,
      hypothesis: { words: timed, final: true },
      intent: null,
      startMs: timed[0]?.startMs ?? endMs,
      endMs,
      audio: null,
    };
    this.heardQueue = this.heardQueue.then(() => this.events.heard(turn)).catch(() => undefined);
  }

  appendAudio(_pcm24k: Int16Array, frame: Extract<VoiceClientEvent, { type: 'input_audio_buffer.append' }>): void {
    this.relay.send(frame);
  }

  commit(frame: Extract<VoiceClientEvent, { type: 'input_audio_buffer.commit' }>): boolean {
    this.relay.send(frame);
    return true;
  }

  forward(frame: ClientFrame): void {
    const upstream = upstreamClientFrame(frame);
    if (upstream) this.relay.send(upstream);
  }

  /** Has the upstream model say `text` (announcements, safety redirects) as its next response. */
  say(text: string): Promise<SpokenReply> {
    this.relay.send({
      type: 'conversation.item.create',
      item: { type: 'message', role: 'system', content: [{ type: 'input_text', text: `Say exactly this to the child, and nothing else: "${text}"` }] },
    });
    this.relay.send({ type: 'response.create', response: { modalities: ['text', 'audio'] } });
    // The reply's transcript arrives later as an upstream event.
    return Promise.resolve({ itemId: '', transcript: '', durationMs: text.split(/\s+/).length * ANNOUNCED_WORD_MS });
  }

  setTurnDetection(turnDetection: TurnDetectionConfig | null): void {
    this.settings = { ...this.settings, turnDetection };
    this.relay.updateSettings({ turnDetection });
  }

  /** The upstream's turn detection is switched off for announcements instead. */
  setSuspended(_suspended: boolean): void {}

  setGrammar(): void {}

  setInstructions(instructions: string): void {
    if (instructions === this.settings.instructions) return;
    this.settings = { ...this.settings, instructions };
    this.relay.updateSettings({ instructions });
  }

  async idle(): Promise<void> {
    await this.heardQueue;
  }

  close(): Promise<void> {
    return this.relay.close();
  }
}

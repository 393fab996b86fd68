/**
 * A provider that is a cloud provider while it serves, and the offline one when it cannot: at start
 * (not configured, unreachable) or mid-session (the upstream gave up). It implements the same interface,
 * so the session never knows which one it has (as livekit's FallbackAdapter is itself an STT). The
 * listening settings of the moment are replayed into the offline provider when it takes over.
 */
import type { TurnDetectionConfig, VoiceClientEvent } from '@shared';
import type { GrammarSpec } from './local/recognizer/types';
import type { ClientFrame, SpokenReply, VoiceProvider, VoiceProviderCapabilities, VoiceProviderEvents, VoiceProviderFactory } from './types';

export interface FallbackOptions {
  /** Makes the cloud provider, or answers why there is none (not fully configured). */
  primary: (events: VoiceProviderEvents) => Promise<VoiceProvider | { unavailable: string }>;
  fallback: VoiceProviderFactory;
}

export class FallbackProvider implements VoiceProvider {
  private current: VoiceProvider | null = null;
  private usingFallback = false;
  private reason: string | null = null;
  private turnDetection: TurnDetectionConfig | null | undefined = undefined;
  private suspended = false;
  private grammar: GrammarSpec | null = null;
  private instructions: string | null = null;

  constructor(
    private readonly options: FallbackOptions,
    private readonly events: VoiceProviderEvents,
  ) {}

  get capabilities(): VoiceProviderCapabilities {
    if (!this.current) throw new Error('The voice provider has not started');
    return this.current.capabilities;
  }

  get fallbackReason(): string | null {
    return this.reason;
  }

  async start(): Promise<void> {
    let provider: VoiceProvider | null = null;
    const made = await this.options.primary({ ...this.events, lost: (reason) => void this.lose(provider, reason) });
    if ('unavailable' in made) {
      await this.startFallback(made.unavailable);
      return;
    }
    provider = made;
    try {
      await provider.start();
      this.current = provider;
    } catch (error) {
      await this.startFallback(error instanceof Error ? error.message : String(error));
    }
  }

  /** The serving cloud provider gave up: carry on offline rather than end the child's session. */
  private async lose(provider: VoiceProvider | null, reason: string): Promise<void> {
    if (!provider || this.current !== provider || this.usingFallback) return;
    this.current = null;
    await provider.close().catch(() => undefined);
    try {
      await this.startFallback(reason);
      this.events.providerChanged(reason);
    } catch (error) {
      this.events.problem('provider_failed', 'The voice stopped working. Please reconnect.', 'server_error');
      this.reason = `${reason}; the offline voice could not start: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  private async startFallback(reason: string): Promise<void> {
    this.reason = reason;
    this.usingFallback = true;
    const provider = this.options.fallback(this.events);
    await provider.start();
    this.current = provider;
    if (this.grammar) provider.setGrammar(this.grammar);
    if (this.instructions !== null) provider.setInstructions(this.instructions);
    provider.setSuspended(this.suspended);
    if (this.turnDetection !== undefined && !this.suspended) provider.setTurnDetection(this.turnDetection);
  }

  appendAudio(pcm24k: Int16Array, frame: Extract<VoiceClientEvent, { type: 'input_audio_buffer.append' }>): void {
    this.current?.appendAudio(pcm24k, frame);
  }

  commit(frame: Extract<VoiceClientEvent, { type: 'input_audio_buffer.commit' }>): boolean {
    return this.current?.commit(frame) ?? false;
  }

  forward(frame: ClientFrame): void {
    this.current?.forward(frame);
  }

  say(text: string, signal: AbortSignal): Promise<SpokenReply> {
    if (!this.current) return Promise.resolve({ itemId: '', transcript: '', durationMs: 0 });
    return this.current.say(text, signal);
  }

  setTurnDetection(config: TurnDetectionConfig | null): void {
    this.turnDetection = config;
    this.current?.setTurnDetection(config);
  }

  setSuspended(suspended: boolean): void {
    this.suspended = suspended;
    this.current?.setSuspended(suspended);
  }

  setGrammar(spec: GrammarSpec): void {
    this.grammar = spec;
    this.current?.setGrammar(spec);
  }

  setInstructions(instructions: string): void {
    this.instructions = instructions;
    this.current?.setInstructions(instructions);
  }

  async idle(): Promise<void> {
    await this.current?.idle();
  }

  async close(): Promise<void> {
    const provider = this.current;
    this.current = null;
    await provider?.close();
  }
}

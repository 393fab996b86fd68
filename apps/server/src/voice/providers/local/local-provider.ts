/**
 * The offline provider: listens with the local pipeline (local-listener.ts: VAD, streaming grammar
 * recognition on the speech workers) and speaks with Flite (speak.ts). It has no model of its own to
 * compose replies: the session's companion does, and the provider says them.
 */
import type { Logger } from 'pino';
import type { TurnDetectionConfig } from '@shared';
import type { GrammarSpec } from './recognizer/types';
import type { ClientFrame, SpokenReply, VoiceProvider, VoiceProviderCapabilities, VoiceProviderEvents } from '../types';
import type { SpeechStackSource } from './speech-stack';
import { LocalListener } from './local-listener';
import { speakResponse, type SpokenPiece } from './speak';

export interface LocalProviderOptions {
  speech: SpeechStackSource;
  sessionId: string;
  /** The age profile's speaking rate. */
  speakingRate: number;
  logger: Logger;
  /** Lines worth a second, open-vocabulary hearing (ListenerOptions). */
  secondOpinionFor?: (text: string) => boolean;
}

export class LocalProvider implements VoiceProvider {
  capabilities: VoiceProviderCapabilities = {
    name: 'local',
    modelReplies: false,
    wordTimings: true,
    streamingPartials: true,
    grammars: true,
    openVocabulary: false,
  };
  readonly fallbackReason = null;
  private listener: LocalListener | null = null;
  private suspended = false;

  constructor(
    private readonly options: LocalProviderOptions,
    private readonly events: VoiceProviderEvents,
  ) {}

  async start(): Promise<void> {
    if (this.listener) return;
    const stack = await this.options.speech.get();
    this.capabilities = { ...this.capabilities, openVocabulary: stack.recognizer.capabilities.openVocabulary };
    const events = this.events;
    this.listener = await LocalListener.create(
      stack,
      this.options.sessionId,
      null,
      {
        speechStarted: (itemId, audioStartMs) => events.speechStarted(itemId, audioStartMs),
        partial: (itemId, hypothesis) => events.partial(itemId, hypothesis),
        speechStopped: (itemId, audioEndMs) => events.speechStopped(itemId, audioEndMs),
        final: (turn) => events.heard(turn),
        failed: (error) => {
          this.options.logger.error({ err: error }, 'speech recognition failed');
          events.problem('recognition_failed', 'I could not listen just now. Please try again.', 'server_error');
        },
        overflow: (maxMs) =>
          events.problem(
            'input_audio_buffer_overflow',
            `More than ${maxMs / 1000} seconds of audio waited for input_audio_buffer.commit: the oldest audio was dropped. Commit to end the turn.`,
          ),
      },
      this.options.logger,
      this.options.secondOpinionFor ? { secondOpinionFor: this.options.secondOpinionFor } : {},
    );
  }

  appendAudio(pcm24k: Int16Array): void {
    this.listener?.push(pcm24k);
  }

  commit(): boolean {
    return this.listener?.commit() ?? false;
  }

  /** Typed messages and response.create are the session's to answer: there is no model to tell. */
  forward(_frame: ClientFrame): void {}

  async say(text: string, signal: AbortSignal): Promise<SpokenReply> {
    let durationMs = 0;
    const audio = text.length > 0 ? this.audioFor(text, signal, (ms) => (durationMs += ms)) : undefined;
    const spoken = await speakResponse({ send: (event) => this.events.toClient(event), text, ...(audio ? { audio } : {}), signal });
    return { itemId: spoken.itemId, transcript: spoken.transcript, durationMs };
  }

  private async *audioFor(text: string, signal: AbortSignal, addMs: (ms: number) => void): AsyncIterable<SpokenPiece> {
    const stack = await this.options.speech.get();
    for await (const chunk of stack.synthesizer.synthesize(text, { rate: this.options.speakingRate }, signal)) {
      addMs(chunk.durationMs);
      yield { pcm: chunk.pcm, text: chunk.text };
    }
  }

  /** While suspended the listener hears nothing; how turns end is applied once it listens again. */
  setTurnDetection(config: TurnDetectionConfig | null): void {
    if (!this.suspended) this.listener?.setTurnDetection(config);
  }

  setSuspended(suspended: boolean): void {
    this.suspended = suspended;
    this.listener?.setSuspended(suspended);
  }

  setGrammar(spec: GrammarSpec): void {
    this.listener?.setGrammar(spec);
  }

  setInstructions(_instructions: string): void {}

  async idle(): Promise<void> {
    await this.listener?.idle();
  }

  async close(): Promise<void> {
    await this.listener?.close();
  }
}

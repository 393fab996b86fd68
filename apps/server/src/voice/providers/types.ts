/**
 * The one interface a voice session talks to, whichever provider serves it: the offline pipeline
 * (local/), a cloud relay (relay-provider.ts) or a fallback that wraps both (fallback-provider.ts).
 * Audio and control go down through `VoiceProvider`; what the provider hears comes back up through
 * `VoiceProviderEvents`, never by reaching into the session. Where providers differ, they say so in
 * their capabilities instead of the session asking which one it has.
 */
import type { TurnDetectionConfig, VoiceClientEvent, VoiceServerEvent } from '@shared';
import type { FinalRecognition, GrammarSpec, Hypothesis } from './local/recognizer/types';

type WithoutCommon<T> = T extends unknown ? Omit<T, 'event_id' | 'active_persona' | 'intervention_count'> : never;
/** A server event of the child's protocol before the session stamps it (event id, persona status). */
export type OutgoingEvent = WithoutCommon<VoiceServerEvent>;

export interface VoiceProviderCapabilities {
  /** 'local', 'openai' or 'azure-voicelive': what the session status reports. */
  readonly name: 'local' | 'openai' | 'azure-voicelive';
  /** The provider's model composes the replies itself; otherwise the session's companion does. */
  readonly modelReplies: boolean;
  /** Heard words carry their own times (otherwise they are spread evenly, ending now). */
  readonly wordTimings: boolean;
  /** Partial hypotheses arrive while the child is still speaking. */
  readonly streamingPartials: boolean;
  /** Listens against the session's grammar (reading and request grammars). */
  readonly grammars: boolean;
  /** Can transcribe free speech (a cloud model, or Debian's PocketSphinx language model). */
  readonly openVocabulary: boolean;
}

/** One turn the provider heard from the child, as the session acts on it. */
export interface HeardTurn extends FinalRecognition {
  itemId: string;
  /**
   * 'grammar': the hypothesis holds only words heard as story words (the reading grammar's branch);
   * 'transcript': it holds every word of a free transcript, reading only where they move the highlight.
   */
  evidence: 'grammar' | 'transcript';
  /** What the child and the teacher read as the child's words (may be empty). */
  transcript: string;
  /** The transcript is the open-vocabulary decoder's, of speech no grammar heard (see Hearing.overheard). */
  overheard?: boolean;
  /** The open-vocabulary decoder's words for a turn the grammars heard as an unsafe line (Hearing.secondOpinion). */
  secondOpinion?: string;
  startMs: number;
  endMs: number;
  /** The turn's audio (at most 30 s) where the provider has it: pronunciation evidence and RETAIN_AUDIO. */
  audio: { pcm: Int16Array; sampleRateHz: number } | null;
}

export interface SpokenReply {
  itemId: string;
  /** What was spoken (empty when nothing was, or when the transcript arrives later as an event). */
  transcript: string;
  durationMs: number;
}

export interface VoiceProviderEvents {
  speechStarted(itemId: string, audioStartMs: number): void;
  speechStopped(itemId: string, audioEndMs: number): void;
  /** Words heard so far in the turn (providers with streaming partials). */
  partial(itemId: string, hypothesis: Hypothesis): void;
  /** A whole turn heard; the provider waits for it before it hears the next. */
  heard(turn: HeardTurn): Promise<void>;
  /** The companion's words as the provider's model spoke them (providers with model replies). */
  replyTranscript(itemId: string, transcript: string): void;
  /** A protocol event the provider produced for the child's screen (speech, upstream events). */
  toClient(event: OutgoingEvent): void;
  /** Something the child should know about; the session stays open. */
  problem(code: string, message: string, type?: string): void;
  /** The provider is gone for good (a fallback provider catches this and carries on). */
  lost(reason: string): void;
  /** Another provider took over mid-session (a fallback); capabilities may have changed. */
  providerChanged(reason: string): void;
}

export type ClientFrame = Exclude<VoiceClientEvent, { type: 'input_audio_buffer.append' }>;

export interface VoiceProvider {
  readonly capabilities: VoiceProviderCapabilities;
  /** Why the configured provider is not the one serving (a fallback), or null. */
  readonly fallbackReason: string | null;
  /** Opens the provider; rejects when it cannot serve (a fallback provider then tries the next). */
  start(): Promise<void>;
  /** Browser audio: 24 kHz PCM16, with the validated frame it came in (relays forward the frame). */
  appendAudio(pcm24k: Int16Array, frame: Extract<VoiceClientEvent, { type: 'input_audio_buffer.append' }>): void;
  /** The client ends its turn (push-to-talk); false when there was nothing to commit. */
  commit(frame: Extract<VoiceClientEvent, { type: 'input_audio_buffer.commit' }>): boolean;
  /** A client frame the provider's model should see too (typed messages, response.create). */
  forward(frame: ClientFrame): void;
  /** Says `text` to the child as one response; resolves when the last audio has been sent. */
  say(text: string, signal: AbortSignal): Promise<SpokenReply>;
  /** null: the client commits turns itself. */
  setTurnDetection(config: TurnDetectionConfig | null): void;
  /** While the companion makes an announcement the microphone hears it: ignore all audio. */
  setSuspended(suspended: boolean): void;
  /** What to listen for next (providers with grammars). */
  setGrammar(spec: GrammarSpec): void;
  /** The model's instructions (providers with model replies). */
  setInstructions(instructions: string): void;
  /** Resolves once every turn heard so far has been handed on. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** Makes a provider that reports to `events`; the session hands out its own events object. */
export type VoiceProviderFactory = (events: VoiceProviderEvents) => VoiceProvider;

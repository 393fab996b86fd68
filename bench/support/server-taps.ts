/**
 * Read-only taps on the in-process server for the voice benches, installed from the bench so that
 * production code carries no timing hooks: every event a voice session sends (ClientChannel.send), every
 * call into the speech worker pool (its round trip, and for audio writes which audio they carried), and
 * each companion turn. All times are performance.now() on the server's (this process's) clock.
 */
import { ClientChannel } from '../../apps/server/src/voice/session/client-channel';
import type { OutgoingEvent } from '../../apps/server/src/voice/providers/types';
import type { CompanionRuntime } from '../../apps/server/src/companion-runtime/companion-runtime';
import type { SpeechBackend } from '../../apps/server/src/voice/providers/local/worker-pool/types';
import type { SpeechRequest } from '../../apps/server/src/voice/providers/local/worker-pool/protocol';

export interface SentEvent {
  event: OutgoingEvent;
  atMs: number;
}

export interface BackendCall {
  type: SpeechRequest['type'];
  /** Stream id (`<conversation id>#n`) for recognition calls. */
  affinity: string | undefined;
  startedMs: number;
  endedMs: number;
  /** Audio writes: the session-clock position the written audio starts at, and its length. */
  audioStartMs?: number;
  audioMs?: number;
}

type SendFn = (this: ClientChannel, event: OutgoingEvent) => boolean;
const sentListeners = new Set<(sent: SentEvent) => void>();
let channelTapped = false;

/** Calls `listener` with every event any voice session sends, stamped just before it is sent. */
export function onServerEvent(listener: (sent: SentEvent) => void): () => void {
  if (!channelTapped) {
    channelTapped = true;
    const original = Object.getOwnPropertyDescriptor(ClientChannel.prototype, 'send')?.value as SendFn;
    const tapped: SendFn = function (this: ClientChannel, event) {
      const atMs = performance.now();
      const sent = original.call(this, event);
      if (sent) for (const l of sentListeners) l({ event, atMs });
      return sent;
    };
    Object.defineProperty(ClientChannel.prototype, 'send', { value: tapped, writable: true, configurable: true });
  }
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

/** Records every call into the speech backend (the worker pool) from now on. */
export function tapBackend(backend: SpeechBackend, onCall: (call: BackendCall) => void): void {
  const original = backend.call.bind(backend);
  const tapped = async (request: SpeechRequest, affinity?: string): Promise<unknown> => {
    const audio = request.type === 'write' ? { audioStartMs: request.startMs, audioMs: request.pcm.length / 16 } : {};
    const startedMs = performance.now();
    const result: unknown = await (original as (r: SpeechRequest, a?: string) => Promise<unknown>)(request, affinity);
    onCall({ type: request.type, affinity, startedMs, endedMs: performance.now(), ...audio });
    return result;
  };
  backend.call = tapped as SpeechBackend['call'];
}

export interface CompanionTurnTiming {
  conversationId: string;
  startedMs: number;
  endedMs: number;
  reply: string;
}

/** Records each companion turn (the reply to response.create) from now on. */
export function tapCompanion(companion: CompanionRuntime, onTurn: (turn: CompanionTurnTiming) => void): void {
  const original = companion.turn.bind(companion);
  companion.turn = async (opts) => {
    const startedMs = performance.now();
    const result = await original(opts);
    onTurn({ conversationId: opts.conversationId, startedMs, endedMs: performance.now(), reply: result.reply });
    return result;
  };
}

/** Times every call of a synchronous method on a prototype (main-thread cost of a hot path). */
export function timeSyncMethod(prototype: object, name: string, sink: (durationMs: number) => void): void {
  const original = Object.getOwnPropertyDescriptor(prototype, name)?.value as ((...args: unknown[]) => unknown) | undefined;
  if (typeof original !== 'function') throw new Error(`no method ${name} to time`);
  const timed = function (this: unknown, ...args: unknown[]): unknown {
    const startedMs = performance.now();
    try {
      return original.apply(this, args);
    } finally {
      sink(performance.now() - startedMs);
    }
  };
  Object.defineProperty(prototype, name, { value: timed, writable: true, configurable: true });
}

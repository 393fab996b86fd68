/**
 * The server → browser side of one voice socket: every event gets an id and the persona status
 * (active_persona, intervention_count) so the child's persona indicator stays current.
 */
import { randomUUID } from 'node:crypto';
import type { PersonaType } from '@shared';
import type { OutgoingEvent } from '../providers/types';
import type { ClientPort } from './ports';

/** The part of a `ws` socket the channel uses (a test drives a session with a plain object). */
export interface SocketLike {
  readonly readyState: number;
  readonly OPEN: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface PersonaStamp {
  active_persona: PersonaType;
  intervention_count: number;
}

/** Past this much unsent data the child's connection is too slow: audio deltas are dropped, not queued. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

export class ClientChannel implements ClientPort {
  constructor(
    private readonly socket: SocketLike,
    private readonly personaStamp: () => PersonaStamp | null,
  ) {}

  get open(): boolean {
    return this.socket.readyState === this.socket.OPEN;
  }

  send(event: OutgoingEvent): boolean {
    if (!this.open) return false;
    if (event.type === 'response.audio.delta' && this.socket.bufferedAmount > MAX_BUFFERED_BYTES) return false;
    const stamp = this.personaStamp();
    this.socket.send(JSON.stringify({ event_id: `evt_${randomUUID()}`, ...event, ...(stamp ?? {}) }));
    return true;
  }

  /** Ends the socket from our side (a newer connection for the same conversation replaced it). */
  close(code: number, reason: string): void {
    if (this.open) this.socket.close(code, reason);
  }

  error(code: string, message: string, type = 'invalid_request_error', eventId?: string): void {
    this.send({ type: 'error', error: { type, code, message, event_id: eventId ?? null } });
  }
}

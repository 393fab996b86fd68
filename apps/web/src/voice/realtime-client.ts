/**
 * Client of the realtime voice socket `WS /api/voicelive/ws/{conversation_id}`: connection state,
 * reconnects, JSON framing and typed events. Malformed frames are logged and ignored.
 */
import { VOICE_SOCKET_RECONNECT } from '@shared/constants/reconnect';
import type { VoiceSessionUpdate } from '@shared/schemas/voice-config';
import type { Logger } from '../log/logger';
import type { TimerApi } from './recording-rules';
import { ReconnectingSocket, type ConnectionState, type SocketFactory } from './reconnecting-socket';
import { parseServerFrame, type RealtimeClientEvent, type RealtimeServerEvent } from './realtime-protocol';

type Listener<T> = (value: T) => void;

export interface RealtimeClientOptions {
  url: string;
  logger: Logger;
  createSocket?: SocketFactory;
  timers?: TimerApi;
  /** Sent as `session.update` each time a connection opens, before anyone hears of the new state. */
  initialSession?: VoiceSessionUpdate;
}

export class RealtimeClient {
  private readonly socket: ReconnectingSocket;
  private readonly eventListeners = new Set<Listener<RealtimeServerEvent>>();
  private readonly stateListeners = new Set<Listener<ConnectionState>>();
  private readonly errorListeners = new Set<Listener<string>>();
  /** The child's messages the server has not acknowledged (stored) yet, by item id, in order. */
  private readonly unacknowledged = new Map<string, RealtimeClientEvent>();
  private connectedBefore = false;

  constructor(private readonly options: RealtimeClientOptions) {
    this.socket = new ReconnectingSocket({
      url: options.url,
      policy: VOICE_SOCKET_RECONNECT,
      logger: options.logger,
      ...(options.createSocket ? { createSocket: options.createSocket } : {}),
      ...(options.timers ? { timers: options.timers } : {}),
      onState: (state) => {
        // A reconnect reaches a fresh server session, which needs the starting configuration again.
        if (state === 'connected' && options.initialSession) this.send({ type: 'session.update', session: options.initialSession });
        // Nothing the child said is lost to a dropped socket: resend what the server never confirmed.
        if (state === 'connected' && this.connectedBefore) this.unacknowledged.forEach((event) => this.send(event));
        if (state === 'connected') this.connectedBefore = true;
        this.stateListeners.forEach((listener) => listener(state));
      },
      onMessage: (data) => this.handleFrame(data),
      onGiveUp: (message) => this.errorListeners.forEach((listener) => listener(message)),
    });
  }

  get state(): ConnectionState {
    return this.socket.state;
  }

  get url(): string {
    return this.options.url;
  }

  connect(): void {
    this.socket.connect();
  }

  disconnect(): void {
    this.socket.disconnect();
  }

  /**
   * Returns false when the socket is not open. A user message (conversation.item.create, role user)
   * is kept until the server acknowledges it with conversation.item.created, and resent after a
   * reconnect; the server stores each item id once, so a resend never duplicates it.
   */
  send(event: RealtimeClientEvent): boolean {
    let outgoing = event;
    if (event.type === 'conversation.item.create' && event.item.role === 'user') {
      const id = event.item.id ?? `item_${globalThis.crypto.randomUUID()}`;
      outgoing = { ...event, item: { ...event.item, id } };
      this.unacknowledged.set(id, outgoing);
    }
    return this.socket.send(JSON.stringify(outgoing));
  }

  /** How many of the child's messages wait for the server's acknowledgement. */
  get pendingMessages(): number {
    return this.unacknowledged.size;
  }

  onEvent(listener: Listener<RealtimeServerEvent>): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  onState(listener: Listener<ConnectionState>): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  onError(listener: Listener<string>): () => void {
    this.errorListeners.add(listener);
    return () => this.errorListeners.delete(listener);
  }

  private handleFrame(data: unknown): void {
    if (typeof data !== 'string') {
      this.options.logger.warn('Ignored non-text voice frame');
      return;
    }
    const frame = parseServerFrame(data);
    switch (frame.kind) {
      case 'event':
        if (frame.event.type === 'conversation.item.created') this.unacknowledged.delete(frame.event.item.id);
        this.eventListeners.forEach((listener) => listener(frame.event));
        return;
      case 'unknown':
        this.options.logger.debug('Ignored voice event of unknown type', { type: frame.type });
        return;
      case 'malformed':
        this.options.logger.warn('Ignored malformed voice message', { preview: data.slice(0, 120) });
        return;
    }
  }
}

/** Socket address from a backend-provided `websocket_url` (absolute or a path) and the page address. */
export function resolveSocketUrl(websocketUrl: string, page: { protocol: string; host: string }): string {
  if (/^wss?:\/\//i.test(websocketUrl)) return websocketUrl;
  if (/^https?:\/\//i.test(websocketUrl)) return websocketUrl.replace(/^http/i, 'ws');
  const scheme = page.protocol === 'https:' ? 'wss' : 'ws';
  const path = websocketUrl.startsWith('/') ? websocketUrl : `/${websocketUrl}`;
  return `${scheme}://${page.host}${path}`;
}

/**
 * Client of the UI-state channel `WS /api/ui-state/ws/{conversation_id}`: floating panel and microphone
 * control from the server, and topic-drift notices. Reconnects 5 times at a fixed 2 s, except after close
 * code 1006 (backend unavailable), where the app carries on in standalone mode.
 */
import { UI_CHANNEL_RECONNECT, UI_CHANNEL_STANDALONE_CLOSE_CODE } from '@shared/constants/reconnect';
import type { UiStateClientUpdateEvent, VoiceliveClientEvent } from '@shared/schemas/ui-state-ws';
import type { Logger } from '../log/logger';
import type { TimerApi } from './recording-rules';
import { ReconnectingSocket, type ConnectionState, type SocketFactory } from './reconnecting-socket';
import { parseUiStateEvent, type UiStateServerEvent } from './ui-state-protocol';

export interface UiStateClientOptions {
  url: string;
  conversationId: string;
  logger: Logger;
  createSocket?: SocketFactory;
  timers?: TimerApi;
  onEvent(event: UiStateServerEvent): void;
  onState?(state: ConnectionState): void;
}

export class UiStateClient {
  private readonly socket: ReconnectingSocket;

  constructor(private readonly options: UiStateClientOptions) {
    this.socket = new ReconnectingSocket({
      url: options.url,
      policy: UI_CHANNEL_RECONNECT,
      logger: options.logger,
      ...(options.createSocket ? { createSocket: options.createSocket } : {}),
      ...(options.timers ? { timers: options.timers } : {}),
      allowReconnect: (code) => {
        if (code !== UI_CHANNEL_STANDALONE_CLOSE_CODE) return true;
        options.logger.info('UI state channel unavailable, continuing in standalone mode');
        return false;
      },
      onState: (state) => options.onState?.(state),
      onMessage: (data) => this.handleFrame(data),
      onGiveUp: (message) => options.logger.warn('UI state channel gave up', { message }),
    });
  }

  get state(): ConnectionState {
    return this.socket.state;
  }

  connect(): void {
    this.socket.connect();
  }

  disconnect(): void {
    this.socket.disconnect();
  }

  /** Returns false when the socket is not open; nothing is queued. */
  sendUiStateUpdate(data: UiStateClientUpdateEvent['data']): boolean {
    return this.socket.send(
      JSON.stringify({ type: 'ui_state_update', conversation_id: this.options.conversationId, data }),
    );
  }

  sendVoiceliveEvent(data: VoiceliveClientEvent['data']): boolean {
    return this.socket.send(
      JSON.stringify({ type: 'voicelive_event', conversation_id: this.options.conversationId, data }),
    );
  }

  private handleFrame(data: unknown): void {
    const event = typeof data === 'string' ? parseUiStateEvent(data) : null;
    if (!event) {
      this.options.logger.warn('Ignored malformed UI state message');
      return;
    }
    this.options.onEvent(event);
  }
}

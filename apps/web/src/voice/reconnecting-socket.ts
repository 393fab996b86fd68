/**
 * A WebSocket that follows the connection state machine of spec section 4 and reconnects after an
 * unclean close according to a backoff policy. Both the voice socket and the UI-state channel use it;
 * the browser socket sits behind `SocketFactory` so the policy can be tested without a network.
 */
import { canReconnect, reconnectDelayMs, type BackoffPolicy } from '@shared/constants/reconnect';
import type { Logger } from '../log/logger';
import { browserTimers, type TimerApi } from './recording-rules';

export type ConnectionState = 'disconnected' | 'connecting' | 'connected' | 'reconnecting' | 'error';

export interface SocketHandlers {
  onOpen(): void;
  onClose(code: number, wasClean: boolean): void;
  onError(): void;
  onMessage(data: unknown): void;
}

export interface SocketLike {
  isOpen(): boolean;
  send(data: string): void;
  close(code?: number): void;
}

export type SocketFactory = (url: string, handlers: SocketHandlers) => SocketLike;

export const browserSocketFactory: SocketFactory = (url, handlers) => {
  const socket = new WebSocket(url);
  socket.onopen = () => handlers.onOpen();
  socket.onclose = (event) => handlers.onClose(event.code, event.wasClean);
  socket.onerror = () => handlers.onError();
  socket.onmessage = (event: MessageEvent<unknown>) => handlers.onMessage(event.data);
  return {
    isOpen: () => socket.readyState === WebSocket.OPEN,
    send: (data) => socket.send(data),
    close: (code) => socket.close(code),
  };
};

export interface ReconnectingSocketOptions {
  url: string;
  policy: BackoffPolicy;
  logger: Logger;
  createSocket?: SocketFactory;
  timers?: TimerApi;
  /** Extra veto on reconnecting after an unclean close (the UI channel refuses on code 1006). */
  allowReconnect?: (code: number) => boolean;
  onState(state: ConnectionState): void;
  onMessage(data: unknown): void;
  /** Reconnect attempts are used up. */
  onGiveUp(message: string): void;
}

export const MAX_RECONNECT_MESSAGE = 'Max reconnection attempts reached';

/**
 * Clean closes that mean the server is going away (shutting down, restarting, overloaded), not that the
 * child is done: reconnected like a drop, or a restart would leave the page on "Connection lost" for good.
 */
const SERVER_GOING_AWAY = new Set([1001, 1012, 1013]);

export class ReconnectingSocket {
  private socket: SocketLike | null = null;
  private attempts = 0;
  private retryTimer: unknown = null;
  private closedByUser = false;
  private everConnected = false;
  private current: ConnectionState = 'disconnected';
  private readonly timers: TimerApi;

  constructor(private readonly options: ReconnectingSocketOptions) {
    this.timers = options.timers ?? browserTimers;
  }

  get state(): ConnectionState {
    return this.current;
  }

  get reconnectAttempts(): number {
    return this.attempts;
  }

  connect(): void {
    this.closedByUser = false;
    this.attempts = 0;
    this.cancelRetry();
    this.open();
  }

  disconnect(): void {
    this.closedByUser = true;
    this.cancelRetry();
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000);
    this.setState('disconnected');
  }

  send(data: string): boolean {
    if (!this.socket?.isOpen()) return false;
    this.socket.send(data);
    return true;
  }

  private open(): void {
    this.setState(this.attempts > 0 ? 'reconnecting' : 'connecting');
    const factory = this.options.createSocket ?? browserSocketFactory;
    const socket: SocketLike = factory(this.options.url, {
      onOpen: () => {
        if (this.socket !== socket) return;
        this.attempts = 0;
        this.everConnected = true;
        this.setState('connected');
      },
      onClose: (code, wasClean) => {
        if (this.socket !== socket) return;
        this.socket = null;
        this.handleClose(code, wasClean);
      },
      onError: () => {
        // Once connected, an error is the first sign of a drop: the close that follows reconnects, and
        // "Connection failed" waits until the attempts are used up.
        if (this.socket === socket && !this.everConnected) this.setState('error');
      },
      onMessage: (data) => {
        if (this.socket === socket) this.options.onMessage(data);
      },
    });
    this.socket = socket;
  }

  private handleClose(code: number, wasClean: boolean): void {
    const allowed = this.options.allowReconnect?.(code) ?? true;
    const goingAway = SERVER_GOING_AWAY.has(code);
    if (this.closedByUser || (wasClean && !goingAway) || !allowed) {
      this.setState('disconnected');
      return;
    }
    if (!canReconnect(this.options.policy, this.attempts)) {
      this.setState('error');
      this.options.onGiveUp(MAX_RECONNECT_MESSAGE);
      return;
    }
    this.attempts += 1;
    const delayMs = reconnectDelayMs(this.options.policy, this.attempts);
    this.options.logger.info('Socket closed, reconnecting', { code, attempt: this.attempts, delayMs });
    this.setState('reconnecting');
    this.retryTimer = this.timers.setTimeout(() => {
      this.retryTimer = null;
      this.open();
    }, delayMs);
  }

  private cancelRetry(): void {
    if (this.retryTimer !== null) this.timers.clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private setState(state: ConnectionState): void {
    if (state === this.current) return;
    this.current = state;
    this.options.onState(state);
  }
}

/**
 * A dead upstream does not always close: a NAT drops the flow, a load balancer forgets it, and the
 * child talks into a socket nobody reads. Pinging every interval and cutting the socket when the
 * previous ping got no pong turns that silence into a close, which the relay then reopens.
 */
import type WebSocket from 'ws';

export class Heartbeat {
  private timer: NodeJS.Timeout | null = null;
  private answered = true;

  constructor(
    private readonly socket: WebSocket,
    private readonly intervalMs: number,
    private readonly onSilent: () => void,
  ) {}

  start(): this {
    if (this.intervalMs <= 0) return this;
    this.socket.on('pong', this.onPong);
    this.timer = setInterval(() => {
      if (!this.answered) {
        this.stop();
        this.onSilent();
        return;
      }
      this.answered = false;
      this.socket.ping();
    }, this.intervalMs);
    return this;
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    this.socket.off('pong', this.onPong);
  }

  private readonly onPong = (): void => {
    this.answered = true;
  };
}

/**
 * A voice-socket client that loses nothing across reconnects, the way the browser's realtime client is
 * meant to: every text turn (conversation.item.create) stays in an outbox until the server acknowledges
 * it with conversation.item.created (sent only after the message is stored), and whatever is still in
 * the outbox is resent, in order, on the next connection. The server stores idempotently per item id, so
 * a message whose acknowledgement was lost is not doubled.
 */
import WebSocket from 'ws';

export interface ServerFrame {
  type: string;
  [key: string]: unknown;
}

export class ResendingVoiceClient {
  /** Item id → text, in the order the child said them. */
  readonly outbox = new Map<string, string>();
  readonly acknowledged = new Set<string>();
  readonly received: ServerFrame[] = [];
  socket: WebSocket | null = null;
  connections = 0;
  /** Messages sent again because a drop came before their acknowledgement. */
  resent = 0;
  private ready: Promise<void> | null = null;

  constructor(private readonly url: string) {}

  /** Opens a socket, waits for session.created, and resends every unacknowledged message. */
  connect(): Promise<void> {
    const socket = new WebSocket(this.url);
    this.socket = socket;
    this.connections += 1;
    this.ready = new Promise<void>((resolve, reject) => {
      socket.on('error', reject);
      socket.on('close', () => reject(new Error('socket closed before the session started')));
      socket.on('message', (data: Buffer) => {
        const frame = JSON.parse(data.toString()) as ServerFrame;
        this.received.push(frame);
        if (frame.type === 'session.created') {
          for (const [id, text] of this.outbox) {
            this.resent += 1;
            this.transmit(socket, id, text);
          }
          resolve();
        }
        if (frame.type === 'conversation.item.created') {
          const id = (frame.item as { id?: unknown } | undefined)?.id;
          if (typeof id === 'string' && this.outbox.delete(id)) this.acknowledged.add(id);
        }
      });
    });
    return this.ready;
  }

  /** Queues a message and sends it now if the socket is open. */
  say(id: string, text: string): void {
    this.outbox.set(id, text);
    if (this.socket?.readyState === WebSocket.OPEN) this.transmit(this.socket, id, text);
  }

  askForAnswer(): void {
    if (this.socket?.readyState === WebSocket.OPEN)
      this.socket.send(JSON.stringify({ type: 'response.create' }));
  }

  /** A forced drop: no close handshake, the TCP connection is destroyed. */
  drop(): Promise<void> {
    const socket = this.socket;
    if (!socket || socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      socket.once('close', () => resolve());
      socket.terminate();
    });
  }

  /** Resolves once every message has been acknowledged (reconnecting is the caller's business). */
  async drained(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.outbox.size > 0) {
      if (Date.now() > deadline) throw new Error(`${this.outbox.size} messages never acknowledged`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  close(): Promise<void> {
    const socket = this.socket;
    if (!socket || socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      socket.once('close', () => resolve());
      socket.close();
    });
  }

  private transmit(socket: WebSocket, id: string, text: string): void {
    socket.send(
      JSON.stringify({
        type: 'conversation.item.create',
        item: { id, type: 'message', role: 'user', content: [{ type: 'input_text', text }] },
      }),
    );
  }
}

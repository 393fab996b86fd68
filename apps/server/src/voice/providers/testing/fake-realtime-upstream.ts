/**
 * A local upstream that speaks a realtime voice protocol over a real socket on 127.0.0.1, so the
 * relays are exercised for real in tests and benchmarks. The protocol-specific parts (auth, session
 * shape, how the session ends) come from a `FakeProtocol`; the conversation engine is shared: it
 * answers session.update, turns appended audio + commit into a user turn with a transcript, and
 * answers response.create with a streamed reply of real PCM16 audio and transcript deltas.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import WebSocket, { WebSocketServer } from 'ws';
import { answerFrame, type ConnectionState } from './fake-conversation';
import type { FakeProtocol, FakeScript } from './fake-protocol';

/** accept; reset the TCP connection; hang without answering; hold until released; drop each new session at once. */
export type RefuseMode = 'accept' | 'reset' | 'hang' | 'hold' | 'drop';

export interface ReceivedFrame {
  /** 1-based index of the upstream connection (a reopen is a new connection). */
  connection: number;
  frame: Record<string, unknown> & { type: string };
  atMs: number;
}

export class FakeRealtimeUpstream {
  readonly received: ReceivedFrame[] = [];
  readonly requestUrls: string[] = [];
  readonly script: FakeScript = {
    transcripts: [],
    replies: [],
    audioDeltas: 3,
    deltaMs: 100,
    stallResponses: false,
  };
  private server: Server | null = null;
  // Pongs are answered by hand so a test can make the upstream go silent like a dead network path.
  private readonly wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, autoPong: false });
  private silent = false;
  private readonly connections = new Map<number, WebSocket>();
  private readonly held: (() => void)[] = [];
  private readonly hung = new Set<Duplex>();
  private readonly frameListeners: ((frame: ReceivedFrame) => void)[] = [];
  private connectionCount = 0;
  private refuseMode: RefuseMode = 'accept';
  private port = 0;

  constructor(readonly protocol: FakeProtocol) {}

  async start(): Promise<this> {
    const server = createServer((_request, response) => response.writeHead(426).end());
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) =>
      this.onUpgrade(request, socket, head),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('fake upstream has no port');
    this.port = address.port;
    this.server = server;
    return this;
  }

  /** host:port of the listening socket. */
  get hostPort(): string {
    return `127.0.0.1:${this.port}`;
  }

  get connectionsOpened(): number {
    return this.connectionCount;
  }

  get openConnections(): number {
    return [...this.connections.values()].filter((socket) => socket.readyState === WebSocket.OPEN).length;
  }

  setRefuseMode(mode: RefuseMode): void {
    this.refuseMode = mode;
    if (mode !== 'hold') this.releaseHeld();
  }

  /** Stops answering pings (the connection looks dead to a health check) until called with false. */
  goSilent(silent: boolean): void {
    this.silent = silent;
  }

  releaseHeld(): void {
    for (const release of this.held.splice(0)) release();
  }

  onFrame(listener: (frame: ReceivedFrame) => void): void {
    this.frameListeners.push(listener);
  }

  framesOf(connection: number): ReceivedFrame['frame'][] {
    return this.received.filter((entry) => entry.connection === connection).map((entry) => entry.frame);
  }

  /** The session objects of every session.update received, oldest first. */
  sessionUpdates(connection?: number): Record<string, unknown>[] {
    return this.received
      .filter(
        (entry) =>
          entry.frame.type === 'session.update' &&
          (connection === undefined || entry.connection === connection),
      )
      .map((entry) => entry.frame.session as Record<string, unknown>);
  }

  /** Sends an event on the newest open connection. */
  push(event: Record<string, unknown> & { type: string }): void {
    this.current().send(JSON.stringify(event));
  }

  sendRaw(text: string): void {
    this.current().send(text);
  }

  /** Ends the current session the way the provider does when it caps a session. */
  expireSession(): void {
    this.protocol.expire(this.current());
  }

  /** Reports a broken transport in an error event and leaves the socket open (the relay must act). */
  failTransport(message: string): void {
    this.push({
      type: 'error',
      error: { type: 'server_error', code: 'server_error', message, param: null, event_id: null },
    });
  }

  async close(): Promise<void> {
    this.releaseHeld();
    for (const socket of this.hung) socket.destroy();
    for (const socket of this.wss.clients) socket.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
    const server = this.server;
    this.server = null;
    if (server !== null) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private current(): WebSocket {
    const open = [...this.connections.values()].filter((socket) => socket.readyState === WebSocket.OPEN);
    const socket = open[open.length - 1];
    if (socket === undefined) throw new Error('fake upstream has no open connection');
    return socket;
  }

  private onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    switch (this.refuseMode) {
      case 'reset':
        socket.destroy();
        return;
      case 'hang':
        this.hung.add(socket);
        socket.once('close', () => this.hung.delete(socket));
        return;
      case 'hold':
        this.held.push(() => this.accept(request, socket, head));
        return;
      case 'accept':
      case 'drop':
        this.accept(request, socket, head);
        return;
    }
  }

  private accept(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    if (socket.destroyed) return;
    this.requestUrls.push(request.url ?? '');
    const verdict = this.protocol.authenticate(request);
    if (verdict.kind === 'reject-handshake') {
      const body = JSON.stringify(verdict.body);
      socket.end(
        `HTTP/1.1 ${verdict.status} ${verdict.statusText}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
      return;
    }
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      const connection = ++this.connectionCount;
      this.connections.set(connection, ws);
      ws.once('close', () => this.connections.delete(connection));
      ws.on('ping', (data) => {
        if (!this.silent) ws.pong(data);
      });
      if (this.refuseMode === 'drop') {
        ws.close(1011, 'transport closed');
        return;
      }
      if (verdict.kind === 'reject-session') {
        ws.send(JSON.stringify(verdict.error));
        ws.close(verdict.closeCode, verdict.closeReason);
        return;
      }
      this.serve(ws, connection);
    });
  }

  private serve(ws: WebSocket, connection: number): void {
    const state: ConnectionState = {
      connection,
      session: this.protocol.initialSession(),
      pendingAudioBytes: 0,
      audioCursorMs: 0,
      nextId: 1,
      lastItemId: null,
    };
    ws.send(
      JSON.stringify({ type: 'session.created', event_id: `event_c${connection}_0`, session: state.session }),
    );
    ws.on('message', (data) => {
      const text = Buffer.isBuffer(data)
        ? data.toString('utf8')
        : Buffer.concat(data as Buffer[]).toString('utf8');
      let frame: ReceivedFrame['frame'];
      try {
        frame = JSON.parse(text) as ReceivedFrame['frame'];
      } catch {
        const message = 'The server could not parse the event as JSON.';
        ws.send(
          JSON.stringify({
            type: 'error',
            error: { type: 'invalid_request_error', code: 'invalid_json', message },
          }),
        );
        return;
      }
      const entry: ReceivedFrame = { connection, frame, atMs: performance.now() };
      this.received.push(entry);
      for (const listener of this.frameListeners) listener(entry);
      for (const event of answerFrame(frame, state, this.protocol, this.script)) {
        if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(event));
      }
    });
  }
}

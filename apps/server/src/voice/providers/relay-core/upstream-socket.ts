/**
 * Opening one upstream WebSocket: handshake headers, a deadline so an unreachable provider fails
 * fast (the session then falls back to the local provider), and the provider's own words when it
 * refuses the handshake (HTTP 401 with a JSON body, typically).
 */
import WebSocket from 'ws';
import { isFatalHandshakeStatus } from './upstream-end';

export class UpstreamConnectError extends Error {
  constructor(
    message: string,
    /** True when retrying cannot help (wrong key, unknown deployment). */
    readonly fatal: boolean,
    readonly statusCode?: number,
  ) {
    super(message);
    this.name = 'UpstreamConnectError';
  }
}

const MAX_ERROR_BODY_CHARS = 500;
const CLOSE_GRACE_MS = 1000;

/**
 * An open socket and what it said before its owner started listening: the upstream greets at once
 * (session.created, or an error and a close for a wrong key), possibly before the promise resolves.
 */
export interface OpenedUpstream {
  socket: WebSocket;
  /** Stops buffering and hands over the frames and the close received so far. */
  takeEarly(): { frames: WebSocket.RawData[]; close: { code: number; reason: string } | null };
}

function bufferEarly(socket: WebSocket): OpenedUpstream {
  const frames: WebSocket.RawData[] = [];
  let close: { code: number; reason: string } | null = null;
  const onMessage = (data: WebSocket.RawData): void => {
    frames.push(data);
  };
  const onClose = (code: number, reason: Buffer): void => {
    close = { code, reason: reason.toString('utf8') };
  };
  socket.on('message', onMessage);
  socket.on('close', onClose);
  return {
    socket,
    takeEarly: () => {
      socket.off('message', onMessage);
      socket.off('close', onClose);
      return { frames, close };
    },
  };
}

/** Resolves with an open socket, or rejects within `timeoutMs`. */
export function openUpstreamSocket(
  url: string,
  headers: Readonly<Record<string, string>>,
  timeoutMs: number,
): Promise<OpenedUpstream> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, {
      headers: { ...headers },
      handshakeTimeout: timeoutMs,
      // Audio frames barely compress; deflate would only cost CPU and latency.
      perMessageDeflate: false,
    });
    const early = bufferEarly(socket);
    let settled = false;
    const finish = (error: Error | null): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.off('open', onOpen);
      // onError stays attached (finish ignores it now), so an error before the owner listens is not
      // an unhandled 'error' event.
      if (error === null) {
        resolve(early);
        return;
      }
      // Late errors of an abandoned handshake have nobody to tell.
      socket.on('error', () => undefined);
      early.takeEarly();
      if (socket.readyState !== WebSocket.CLOSED) socket.terminate();
      reject(error);
    };
    const onOpen = (): void => finish(null);
    const onError = (error: Error): void =>
      finish(new UpstreamConnectError(`Upstream unreachable: ${error.message}`, false));
    const timer = setTimeout(
      () => finish(new UpstreamConnectError(`Upstream did not answer within ${timeoutMs} ms`, false)),
      timeoutMs,
    );
    socket.once('open', onOpen);
    socket.on('error', onError);
    socket.once('unexpected-response', (request, response) => {
      const status = response.statusCode ?? 0;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (body.length < MAX_ERROR_BODY_CHARS) body += chunk;
      });
      response.once('end', () => {
        const detail = body.trim().slice(0, MAX_ERROR_BODY_CHARS);
        const message = `Upstream refused the connection: HTTP ${status}${detail ? ` ${detail}` : ''}`;
        finish(new UpstreamConnectError(message, isFatalHandshakeStatus(status), status));
        request.destroy();
      });
      response.once('error', () => request.destroy());
    });
  });
}

export function rawText(data: WebSocket.RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

export function rawLength(data: WebSocket.RawData): number {
  if (Array.isArray(data)) return data.reduce((sum, part) => sum + part.length, 0);
  return data.byteLength;
}

/** Closes with a normal close frame, or cuts the socket if the peer does not answer in time. */
export function closeGracefully(socket: WebSocket): Promise<void> {
  if (socket.readyState === WebSocket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => socket.terminate(), CLOSE_GRACE_MS);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.on('error', () => undefined);
    if (socket.readyState === WebSocket.OPEN) socket.close(1000, 'relay closing');
    else if (socket.readyState === WebSocket.CONNECTING) socket.terminate();
  });
}

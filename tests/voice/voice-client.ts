/** A test client for the realtime voice socket: sends frames, collects server events, waits for types. */
import WebSocket from 'ws';

export interface ServerEvent {
  type: string;
  [key: string]: unknown;
}

export class VoiceTestClient {
  readonly events: ServerEvent[] = [];
  private waiters: Array<{ predicate: (e: ServerEvent) => boolean; resolve: (e: ServerEvent) => void }> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const event = JSON.parse(data.toString()) as ServerEvent;
      this.events.push(event);
      this.waiters = this.waiters.filter((w) => {
        if (!w.predicate(event)) return true;
        w.resolve(event);
        return false;
      });
    });
  }

  static connect(url: string, headers: Record<string, string> = {}): Promise<VoiceTestClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { headers });
      socket.once('open', () => resolve(new VoiceTestClient(socket)));
      socket.once('error', reject);
    });
  }

  send(event: Record<string, unknown>): void {
    this.socket.send(JSON.stringify(event));
  }

  /** Streams 24 kHz PCM16 in 170 ms chunks, paced at `speed` × real time (0 = as fast as possible). */
  async streamAudio(pcm: Int16Array, speed = 0): Promise<void> {
    const chunk = 4080; // 170 ms at 24 kHz
    for (let offset = 0; offset < pcm.length; offset += chunk) {
      const slice = pcm.subarray(offset, offset + chunk);
      this.send({ type: 'input_audio_buffer.append', audio: Buffer.from(slice.buffer, slice.byteOffset, slice.byteLength).toString('base64') });
      if (speed > 0) await new Promise((r) => setTimeout(r, 170 / speed));
    }
  }

  waitFor(predicate: (e: ServerEvent) => boolean, timeoutMs = 20_000, after = 0): Promise<ServerEvent> {
    const seen = this.events.slice(after).find(predicate);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`timed out waiting; saw: ${this.events.map((e) => e.type).join(', ')}`)),
        timeoutMs,
      );
      this.waiters.push({ predicate, resolve: (e) => (clearTimeout(timer), resolve(e)) });
    });
  }

  waitForType(type: string, timeoutMs?: number, after?: number): Promise<ServerEvent> {
    return this.waitFor((e) => e.type === type, timeoutMs, after);
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.socket.readyState === WebSocket.CLOSED) return resolve();
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }

  closed(): Promise<{ code: number; reason: string }> {
    return new Promise((resolve) => this.socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }
}

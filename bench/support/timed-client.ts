/**
 * The tests' voice socket client plus the arrival time (performance.now(), this process's clock) of
 * every server event, and microphone-like streaming: a 100 ms chunk is sent once its 100 ms have
 * "been spoken", so audio position p ms is in the child's mouth at `t0 + p`.
 */
import { VoiceTestClient, type ServerEvent } from '../../tests/voice/voice-client';

export interface TimedEvent {
  event: ServerEvent;
  atMs: number;
}

export interface StreamOptions {
  chunkMs?: number;
  /** From this audio position on, send `tailSpeed` × faster (trailing silence only matters to the VAD). */
  fastFromMs?: number;
  tailSpeed?: number;
  /** Called after each chunk is sent, with the audio position its end reaches. */
  onChunk?: (audioEndMs: number, sentAtMs: number) => void;
}

const RATE_HZ = 24_000;
const sleep = (delayMs: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.max(0, delayMs)));

export class TimedVoiceClient {
  readonly timed: TimedEvent[] = [];

  private constructor(readonly inner: VoiceTestClient) {
    inner.socket.on('message', (data: Buffer) => {
      this.timed.push({ event: JSON.parse(data.toString()) as ServerEvent, atMs: performance.now() });
    });
  }

  static async connect(url: string): Promise<TimedVoiceClient> {
    return new TimedVoiceClient(await VoiceTestClient.connect(url));
  }

  get events(): ServerEvent[] {
    return this.inner.events;
  }

  send(event: Record<string, unknown>): void {
    this.inner.send(event);
  }

  waitForType(type: string, timeoutMs?: number, after?: number): Promise<ServerEvent> {
    return this.inner.waitForType(type, timeoutMs, after);
  }

  waitFor(predicate: (e: ServerEvent) => boolean, timeoutMs?: number, after?: number): Promise<ServerEvent> {
    return this.inner.waitFor(predicate, timeoutMs, after);
  }

  sendChunk(pcm: Int16Array): void {
    this.send({ type: 'input_audio_buffer.append', audio: Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength).toString('base64') });
  }

  /** Streams 24 kHz PCM16 at 1× real time in `chunkMs` chunks; resolves with t0 (audio position 0). */
  async streamRealtime(pcm: Int16Array, opts: StreamOptions = {}): Promise<number> {
    const chunkMs = opts.chunkMs ?? 100;
    const samples = (RATE_HZ * chunkMs) / 1000;
    const t0 = performance.now();
    let dueMs = t0;
    for (let offset = 0; offset < pcm.length; offset += samples) {
      const audioEndMs = (Math.min(pcm.length, offset + samples) * 1000) / RATE_HZ;
      const fast = opts.fastFromMs !== undefined && audioEndMs > opts.fastFromMs;
      dueMs += fast ? chunkMs / (opts.tailSpeed ?? 4) : chunkMs;
      await sleep(dueMs - performance.now());
      this.sendChunk(pcm.subarray(offset, offset + samples));
      opts.onChunk?.(audioEndMs, performance.now());
    }
    return t0;
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

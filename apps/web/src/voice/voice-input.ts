/**
 * Turn-taking on the child's side of the voice socket. Push-to-talk: hold streams 170 ms chunks, release
 * commits (unless too short) and asks for a reply. Continuous mode: audio streams until toggled off; the
 * server's voice activity detection ends turns and the reply waits for the child's transcription.
 */
import { AUDIO_SAMPLE_RATE_HZ, CHUNK_DURATION_MS, MIN_AUDIO_MS } from '@shared/constants/audio';
import { TRANSCRIPTION_WAIT_TIMEOUT_MS } from '@shared/constants/timings';
import { PcmChunker } from './chunker';
import type { CaptureSource } from './mic-capture';
import { encodePcm16Base64 } from './pcm16';
import type { RealtimeClientEvent, RealtimeServerEvent } from './realtime-protocol';
import { judgeRecording, TranscriptionGate, type TimerApi } from './recording-rules';

export interface RecordingTooShort {
  durationMs: number;
  minimumMs: number;
}

export interface VoiceInputOptions {
  send(event: RealtimeClientEvent): boolean;
  capture: CaptureSource;
  now?: () => number;
  timers?: TimerApi;
  onTooShort(info: RecordingTooShort): void;
}

export const RESPONSE_CREATE: RealtimeClientEvent = {
  type: 'response.create',
  response: { modalities: ['text', 'audio'] },
};

export class VoiceInput {
  private readonly chunker = new PcmChunker(AUDIO_SAMPLE_RATE_HZ, CHUNK_DURATION_MS);
  private readonly gate: TranscriptionGate;
  private readonly now: () => number;
  private mode: 'idle' | 'push' | 'continuous' = 'idle';
  private startedAtMs = 0;
  private chunkCount = 0;
  /** The server's voice detection already ended the held turn (and no new speech began since). */
  private turnClosedByServer = false;

  constructor(private readonly options: VoiceInputOptions) {
    this.now = options.now ?? (() => performance.now());
    this.gate = new TranscriptionGate(TRANSCRIPTION_WAIT_TIMEOUT_MS, options.timers);
  }

  get continuous(): boolean {
    return this.mode === 'continuous';
  }

  get recording(): boolean {
    return this.mode !== 'idle';
  }

  async startPushToTalk(): Promise<void> {
    await this.begin('push');
  }

  /** Ends a push-to-talk turn; returns whether the audio was committed. */
  async endPushToTalk(): Promise<boolean> {
    if (this.mode !== 'push') return false;
    await this.end();
    const verdict = judgeRecording(this.now() - this.startedAtMs, this.chunkCount, MIN_AUDIO_MS);
    if (!verdict.commit) {
      this.options.onTooShort({ durationMs: verdict.durationMs, minimumMs: verdict.minimumMs });
      return false;
    }
    // A turn the server already closed has nothing left to commit: asking would only earn an error.
    if (!this.turnClosedByServer) this.options.send({ type: 'input_audio_buffer.commit' });
    this.options.send(RESPONSE_CREATE);
    return true;
  }

  async startContinuous(): Promise<void> {
    await this.begin('continuous');
  }

  async stopContinuous(): Promise<void> {
    if (this.mode !== 'continuous') return;
    this.gate.cancel();
    await this.end();
  }

  /** Feed every server event here. */
  handleServerEvent(event: RealtimeServerEvent): void {
    if (this.mode === 'push') {
      if (event.type === 'input_audio_buffer.speech_stopped') this.turnClosedByServer = true;
      else if (event.type === 'input_audio_buffer.speech_started') this.turnClosedByServer = false;
      return;
    }
    if (this.mode !== 'continuous') return;
    if (event.type === 'input_audio_buffer.speech_stopped') {
      this.gate.speechStopped(() => this.options.send(RESPONSE_CREATE));
    } else if (event.type === 'conversation.item.input_audio_transcription.completed' || event.type === 'conversation.item.input_audio_transcription.failed') {
      // An unclear turn has no transcript to wait for: the companion asks again now, not after 5 s.
      this.gate.transcriptionCompleted();
    }
  }

  async dispose(): Promise<void> {
    this.gate.cancel();
    await this.end();
  }

  private async begin(mode: 'push' | 'continuous'): Promise<void> {
    if (this.mode !== 'idle') await this.end();
    this.chunker.reset();
    this.chunkCount = 0;
    this.turnClosedByServer = false;
    this.startedAtMs = this.now();
    this.mode = mode;
    try {
      await this.options.capture.start((samples) => this.sendChunks(this.chunker.push(samples)));
    } catch (error) {
      this.mode = 'idle';
      throw error;
    }
  }

  private async end(): Promise<void> {
    if (this.mode === 'idle') return;
    await this.options.capture.stop();
    const rest = this.chunker.flush();
    if (rest) this.sendChunks([rest]);
    this.mode = 'idle';
  }

  private sendChunks(chunks: Int16Array[]): void {
    for (const chunk of chunks) {
      if (this.options.send({ type: 'input_audio_buffer.append', audio: encodePcm16Base64(chunk) })) {
        this.chunkCount += 1;
      }
    }
  }
}

/**
 * Plays the assistant's `response.audio.delta` chunks (24 kHz PCM16) through one AudioContext, queued with
 * the playback schedule. `clear()` stops everything queued: a new response must not talk over the old one.
 */
import { AUDIO_SAMPLE_RATE_HZ, PLAYBACK_GAP_MS } from '@shared/constants/audio';
import type { Logger } from '../log/logger';
import { PlaybackSchedule } from './playback-schedule';
import { decodePcm16Base64 } from './pcm16';

export class AudioPlayer {
  private context: AudioContext | null = null;
  private readonly schedule = new PlaybackSchedule(PLAYBACK_GAP_MS);
  private readonly sources = new Set<AudioBufferSourceNode>();

  constructor(private readonly logger: Logger) {}

  enqueueBase64(deltaBase64: string): void {
    try {
      const samples = decodePcm16Base64(deltaBase64);
      if (samples.length === 0) return;
      const context = this.ensureContext();
      const buffer = context.createBuffer(1, samples.length, AUDIO_SAMPLE_RATE_HZ);
      buffer.getChannelData(0).set(samples);
      const source = context.createBufferSource();
      source.buffer = buffer;
      source.connect(context.destination);
      source.onended = () => this.sources.delete(source);
      this.sources.add(source);
      source.start(this.schedule.schedule(context.currentTime, buffer.duration));
    } catch (error) {
      this.logger.error('Audio playback failed', { error: String(error) });
    }
  }

  clear(): void {
    for (const source of this.sources) {
      try {
        source.stop();
      } catch {
        // A source that never started cannot be stopped; it is dropped with the set below anyway.
      }
    }
    this.sources.clear();
    this.schedule.reset();
  }

  isPlaying(): boolean {
    return this.context !== null && this.schedule.isPlaying(this.context.currentTime);
  }

  async close(): Promise<void> {
    this.clear();
    const context = this.context;
    this.context = null;
    if (context) await context.close();
  }

  private ensureContext(): AudioContext {
    if (!this.context) this.context = new AudioContext({ sampleRate: AUDIO_SAMPLE_RATE_HZ });
    if (this.context.state === 'suspended') {
      this.context.resume().catch((error: unknown) => {
        this.logger.warn('Audio context could not resume', { error: String(error) });
      });
    }
    return this.context;
  }
}

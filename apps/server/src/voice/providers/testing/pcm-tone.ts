/** A real PCM16 sine tone, so fakes send audio a player could play and tests can compare bytes. */
export interface ToneOptions {
  frequencyHz: number;
  durationMs: number;
  sampleRateHz?: number;
  /** Peak level, 0–1 of full scale. */
  amplitude?: number;
  /** Phase offset in samples, so consecutive chunks join without a click. */
  startSample?: number;
}

export function pcm16Tone(options: ToneOptions): Buffer {
  const sampleRateHz = options.sampleRateHz ?? 24_000;
  const amplitude = options.amplitude ?? 0.3;
  const startSample = options.startSample ?? 0;
  const samples = Math.round((options.durationMs / 1000) * sampleRateHz);
  const buffer = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1) {
    const value = Math.sin((2 * Math.PI * options.frequencyHz * (startSample + i)) / sampleRateHz);
    buffer.writeInt16LE(Math.round(value * amplitude * 32767), i * 2);
  }
  return buffer;
}

/** Duration of 24 kHz mono PCM16 bytes. */
export function pcm16DurationMs(bytes: number, sampleRateHz = 24_000): number {
  return (bytes / 2 / sampleRateHz) * 1000;
}

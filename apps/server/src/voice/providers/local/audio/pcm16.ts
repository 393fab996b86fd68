/**
 * PCM16 conversions at the edges of the pipeline: the realtime protocol carries base64 little-endian
 * PCM16, the recogniser wants float samples in [-1, 1], and the synthesizer produces PCM16.
 */

/** Decodes base64 little-endian PCM16 (the realtime protocol's audio payload) into samples. */
export function base64ToPcm16(base64: string): Int16Array {
  const bytes = Buffer.from(base64, 'base64');
  const samples = new Int16Array(bytes.length >> 1);
  for (let i = 0; i < samples.length; i++) samples[i] = bytes.readInt16LE(i * 2);
  return samples;
}

/** Encodes PCM16 samples as base64 little-endian bytes. */
export function pcm16ToBase64(samples: Int16Array): string {
  const bytes = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++) bytes.writeInt16LE(samples[i] ?? 0, i * 2);
  return bytes.toString('base64');
}

export function pcm16ToFloat32(samples: Int16Array): Float32Array {
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = (samples[i] ?? 0) / 32768;
  return out;
}

export function float32ToPcm16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = clampToInt16((samples[i] ?? 0) * 32768);
  return out;
}

export function clampToInt16(value: number): number {
  const rounded = Math.round(value);
  return rounded > 32767 ? 32767 : rounded < -32768 ? -32768 : rounded;
}

export function concatPcm16(chunks: readonly Int16Array[]): Int16Array {
  let length = 0;
  for (const chunk of chunks) length += chunk.length;
  const out = new Int16Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

export function samplesToMs(sampleCount: number, sampleRateHz: number): number {
  return (sampleCount * 1000) / sampleRateHz;
}

export function msToSamples(durationMs: number, sampleRateHz: number): number {
  return Math.round((durationMs * sampleRateHz) / 1000);
}

/** Root-mean-square level of a span of samples, 0–1 (used to tell silence from sound in tests and logs). */
export function rmsLevel(samples: Int16Array, start = 0, end = samples.length): number {
  let sum = 0;
  for (let i = start; i < end; i++) {
    const s = (samples[i] ?? 0) / 32768;
    sum += s * s;
  }
  return end > start ? Math.sqrt(sum / (end - start)) : 0;
}

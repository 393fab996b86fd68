/**
 * PCM16 framing of the voice socket: the browser captures float samples in [-1, 1]; the wire carries
 * little-endian signed 16-bit samples as base64 (`input_audio_buffer.append`, `response.audio.delta`).
 */

/** Converts float samples to PCM16, clipping out-of-range values instead of wrapping them. */
export function floatToPcm16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i += 1) {
    const clipped = Math.max(-1, Math.min(1, samples[i] ?? 0));
    out[i] = clipped < 0 ? Math.round(clipped * 0x8000) : Math.round(clipped * 0x7fff);
  }
  return out;
}

/** Converts PCM16 samples back to floats for playback through Web Audio. */
export function pcm16ToFloat(samples: Int16Array): Float32Array {
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i += 1) {
    const value = samples[i] ?? 0;
    out[i] = value < 0 ? value / 0x8000 : value / 0x7fff;
  }
  return out;
}

/** Little-endian bytes of PCM16 samples, whatever the platform's byte order. */
export function pcm16ToBytes(samples: Int16Array): Uint8Array {
  const bytes = new Uint8Array(samples.length * 2);
  const view = new DataView(bytes.buffer);
  samples.forEach((value, i) => view.setInt16(i * 2, value, true));
  return bytes;
}

export function bytesToPcm16(bytes: Uint8Array): Int16Array {
  const count = Math.floor(bytes.length / 2);
  const out = new Int16Array(count);
  const view = new DataView(bytes.buffer, bytes.byteOffset, count * 2);
  for (let i = 0; i < count; i += 1) out[i] = view.getInt16(i * 2, true);
  return out;
}

// btoa takes a binary string; building it in slices keeps String.fromCharCode within argument limits.
const BASE64_SLICE_BYTES = 0x8000;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += BASE64_SLICE_BYTES) {
    binary += String.fromCharCode(...bytes.subarray(start, start + BASE64_SLICE_BYTES));
  }
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Float samples → base64 PCM16, the payload of `input_audio_buffer.append`. */
export function encodePcm16Base64(samples: Int16Array): string {
  return bytesToBase64(pcm16ToBytes(samples));
}

/** base64 PCM16 (a `response.audio.delta`) → float samples ready for an AudioBuffer. */
export function decodePcm16Base64(base64: string): Float32Array {
  return pcm16ToFloat(bytesToPcm16(base64ToBytes(base64)));
}

/**
 * Minimal RIFF/WAVE PCM16 encoding and decoding: Flite writes WAV, tests feed WAV to the server and to
 * Chromium's fake microphone, and RETAIN_AUDIO stores utterances as WAV.
 */

export interface DecodedWav {
  sampleRateHz: number;
  /** Channel count of the file; `samples` is always mono (channels averaged). */
  channels: number;
  samples: Int16Array;
}

export function encodeWav(samples: Int16Array, sampleRateHz: number): Buffer {
  const dataBytes = samples.length * 2;
  const out = Buffer.alloc(44 + dataBytes);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(sampleRateHz, 24);
  out.writeUInt32LE(sampleRateHz * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < samples.length; i++) out.writeInt16LE(samples[i] ?? 0, 44 + i * 2);
  return out;
}

/** Decodes a PCM16 WAV file. Throws on anything else (float, 8-bit, compressed). */
export function decodeWav(file: Uint8Array): DecodedWav {
  const buf = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  if (buf.length < 12 || buf.toString('ascii', 0, 4) !== 'RIFF' || buf.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('Not a RIFF/WAVE file');
  }
  let offset = 12;
  let channels = 0;
  let sampleRateHz = 0;
  while (offset + 8 <= buf.length) {
    const id = buf.toString('ascii', offset, offset + 4);
    // Streaming writers (Flite among them) may leave the size unset; clamp it to the file.
    const declared = buf.readUInt32LE(offset + 4);
    const size = Math.min(declared, buf.length - offset - 8);
    const body = offset + 8;
    if (id === 'fmt ') {
      const format = buf.readUInt16LE(body);
      channels = buf.readUInt16LE(body + 2);
      sampleRateHz = buf.readUInt32LE(body + 4);
      const bitsPerSample = buf.readUInt16LE(body + 14);
      if (format !== 1 || bitsPerSample !== 16) throw new Error(`Unsupported WAV format ${format}/${bitsPerSample}-bit`);
    } else if (id === 'data') {
      if (channels === 0) throw new Error('WAV data chunk before fmt chunk');
      const frames = Math.floor(size / (2 * channels));
      const samples = new Int16Array(frames);
      for (let i = 0; i < frames; i++) {
        let sum = 0;
        for (let c = 0; c < channels; c++) sum += buf.readInt16LE(body + (i * channels + c) * 2);
        samples[i] = Math.round(sum / channels);
      }
      return { sampleRateHz, channels, samples };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV file has no data chunk');
}

/**
 * PCM16 WAV in and out through wavefile: Flite writes WAV, tests feed WAV to the server and to
 * Chromium's fake microphone, and RETAIN_AUDIO stores utterances as WAV.
 */
import wavefile from 'wavefile';

export interface DecodedWav {
  sampleRateHz: number;
  /** Channel count of the file; `samples` is always mono (channels averaged). */
  channels: number;
  samples: Int16Array;
}

export function encodeWav(samples: Int16Array, sampleRateHz: number): Buffer {
  const wav = new wavefile.WaveFile();
  wav.fromScratch(1, sampleRateHz, '16', samples);
  return Buffer.from(wav.toBuffer());
}

/** Decodes a PCM16 WAV file. Throws on anything else (float, 8-bit, compressed). */
export function decodeWav(file: Uint8Array): DecodedWav {
  let wav: InstanceType<typeof wavefile.WaveFile>;
  try {
    wav = new wavefile.WaveFile(file);
  } catch (error) {
    throw new Error(`Not a RIFF/WAVE file: ${(error as Error).message}`, { cause: error });
  }
  const fmt = wav.fmt as { audioFormat: number; bitsPerSample: number; numChannels: number; sampleRate: number };
  if (fmt.audioFormat !== 1 || fmt.bitsPerSample !== 16) throw new Error(`Unsupported WAV format ${fmt.audioFormat}/${fmt.bitsPerSample}-bit`);
  const channels = fmt.numChannels;
  const interleaved = wav.getSamples(true, Int16Array) as unknown as Int16Array;
  if (channels === 1) return { sampleRateHz: fmt.sampleRate, channels, samples: interleaved };
  const frames = Math.floor(interleaved.length / channels);
  const samples = new Int16Array(frames);
  for (let i = 0; i < frames; i++) {
    let sum = 0;
    for (let c = 0; c < channels; c++) sum += interleaved[i * channels + c] ?? 0;
    samples[i] = Math.round(sum / channels);
  }
  return { sampleRateHz: fmt.sampleRate, channels, samples };
}

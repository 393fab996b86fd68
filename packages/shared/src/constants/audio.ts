/** Audio format and framing of the realtime voice session (child-side section 9). */
export const AUDIO_SAMPLE_RATE_HZ = 24000;
export const AUDIO_CHANNEL_COUNT = 1;
export const AUDIO_BITS_PER_SAMPLE = 16;
/** Wire name of the format on both sides of the voice socket. */
export const AUDIO_FORMAT = 'pcm16';
/** Samples per capture callback in the browser. */
export const CAPTURE_BUFFER_SAMPLES = 4096;
/** Recordings shorter than this (or without chunks) are not committed. */
export const MIN_AUDIO_MS = 150;
export const CHUNK_DURATION_MS = 170;
/** Pause between queued playback chunks. */
export const PLAYBACK_GAP_MS = 10;
export const TRANSCRIPTION_MODEL = 'whisper-1';

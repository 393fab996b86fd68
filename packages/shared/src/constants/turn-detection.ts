/**
 * Turn-detection presets of child-side section 9, in the wire shape of `session_config.turn_detection`.
 * The server applies them to the local VAD or forwards them to a cloud provider via `session.update`.
 */
export interface TurnDetectionConfig {
  type: 'server_vad';
  threshold: number;
  prefix_padding_ms: number;
  silence_duration_ms: number;
  remove_filler_words?: boolean;
}

/** Silence used by child-friendly mode when the child's age is not known. */
export const CHILD_FRIENDLY_UNKNOWN_AGE_SILENCE_MS = 2500;

function serverVad(threshold: number, prefixPaddingMs: number, silenceMs: number): TurnDetectionConfig {
  return {
    type: 'server_vad',
    threshold,
    prefix_padding_ms: prefixPaddingMs,
    silence_duration_ms: silenceMs,
  };
}

/** Silence for the four "up to 8 / up to 11 / up to 14 / older" bands (not the profile ranges). */
function silenceByAgeBand(age: number, byBand: readonly [number, number, number, number]): number {
  if (age <= 8) return byBand[0];
  if (age <= 11) return byBand[1];
  if (age <= 14) return byBand[2];
  return byBand[3];
}

/** Default: threshold 0.5, prefix padding 1000 ms, silence 1000 ms. */
export function defaultTurnDetection(): TurnDetectionConfig {
  return serverVad(0.5, 1000, 1000);
}

/**
 * Child-friendly: threshold 0.4, prefix 400 ms; silence 3000 ms at 8 or under, 2500 up to 11,
 * 2000 up to 14, 1800 older, 2500 when the age is unknown.
 */
export function childFriendlyTurnDetection(age?: number): TurnDetectionConfig {
  const silenceMs =
    age === undefined || !Number.isFinite(age)
      ? CHILD_FRIENDLY_UNKNOWN_AGE_SILENCE_MS
      : silenceByAgeBand(age, [3000, 2500, 2000, 1800]);
  return serverVad(0.4, 400, silenceMs);
}

/** Reading mode waits long for the reader: threshold 0.5, prefix 500 ms, silence 4000 ms. */
export function readingModeTurnDetection(): TurnDetectionConfig {
  return serverVad(0.5, 500, 4000);
}

/**
 * Story-context session: threshold 0.3, prefix 300 ms; silence 4000 ms up to 8, 3500 up to 11,
 * 3000 up to 14, 2500 older.
 */
export function storyContextTurnDetection(age: number): TurnDetectionConfig {
  return serverVad(0.3, 300, silenceByAgeBand(age, [4000, 3500, 3000, 2500]));
}

/** Locally built config when the session-config call fails: silence from the age profile. */
export function fallbackTurnDetection(profileSilenceMs: number): TurnDetectionConfig {
  return { ...serverVad(0.5, 300, profileSilenceMs), remove_filler_words: true };
}

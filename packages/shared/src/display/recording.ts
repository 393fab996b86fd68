/** The 'recording too short' message of child-side section 4. */

/** The minimum in seconds, rounded up to a tenth: 150 ms → 0.2. */
export function recordingMinimumSeconds(minimumMs: number): number {
  // Round the ms value first so float noise (e.g. 0.30000000000000004 × 1000) cannot push it up a tenth.
  return Math.ceil(Math.round(minimumMs) / 100) / 10;
}

export function recordingTooShortMessage(minimumMs: number): string {
  return `Please speak for at least ${recordingMinimumSeconds(minimumMs)} seconds for better voice recognition.`;
}

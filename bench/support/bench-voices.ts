/**
 * The voices of the listening benches, one list for all of them: the four bundled Flite voices (the
 * tuning voices) and the held-out ones, eSpeak NG at a child-like pitch and Flite shifted toward a child
 * with SoX, so that the reading and conversation benches hold out the same voices.
 */
export const FLITE_VOICES = ['kal16', 'rms', 'slt', 'awb'] as const;
/** eSpeak NG voices (language + variant) with a child-like pitch (eSpeak's default is 50). */
export const ESPEAK_VOICES = [
  { voice: 'en-us+f3', pitch: 80 },
  { voice: 'en-gb+f4', pitch: 85 },
  { voice: 'en-us+m3', pitch: 75 },
  { voice: 'en+f2', pitch: 82 },
] as const;
/**
 * Festival's voices (Debian's festvox-kallpc16k, festvox-kdlpc16k, festvox-us-slt-hts), two raised
 * toward a child with SoX: another engine than both, held out since 29 November, when eSpeak's voices
 * had been looked at reading by reading on the tuning stories.
 */
export const FESTIVAL_VOICES = [
  { voice: 'kal_diphone', pitchCents: 0 },
  { voice: 'ked_diphone', pitchCents: 300 },
  { voice: 'cmu_us_slt_arctic_hts', pitchCents: 0 },
  { voice: 'kal_diphone', pitchCents: 500 },
] as const;
/** Pitch raised toward a child's, in cents, and the tempo slowed with it. */
export const PITCH_CENTS = [300, 400, 500, 600] as const;
export const TEMPOS = [0.85, 0.9, 0.95] as const;

/**
 * Cleans recogniser output before alignment. Decoders emit silence and noise markers (`<sil>`,
 * `[NOISE]`, `<unk>`, `++garbage++`), alternative-pronunciation suffixes (`read(2)`) and hesitation
 * fillers ("um"); none of them is an attempt at a story word.
 *
 * The one exception, when asked for: the local recogniser's reading grammar turns a word it did not
 * expect (an inserted word, a swap for a word outside the offered sound-alikes) into `<unk>` from a
 * phone loop. One long enough to be a spoken word is evidence the reading tracker needs, so it is kept
 * as `UNKNOWN_WORD`; shorter ones are breaths and clicks.
 */
import { normalizeWord } from '@shared';
import type { RecognizedWord } from '../types';

export interface HeardWord {
  /** Normalised like story words (see `normalizeWord`), or `UNKNOWN_WORD`. */
  norm: string;
  startMs: number;
  endMs: number;
  /** The recogniser found a lost reader again here: words passed over before it went unheard. */
  refound?: boolean;
  /** Heard through a re-find: credited when it matches, never evidence of a miscue (RecognizedWord.uncertain). */
  uncertain?: boolean;
}

export interface HeardWordsOptions {
  /** Keep `<unk>` tokens at least this long as `UNKNOWN_WORD`; absent: drop them all. */
  keepUnknownMinMs?: number;
}

/** A word was said but the recogniser could not tell which. */
export const UNKNOWN_WORD = '<unk>';

const MARKER = /^[<[+(]|[>\])+]$/;
const PRONUNCIATION_VARIANT = /\(\d+\)$/;
const FILLERS = new Set('uh um umm uhm uhh er erm ah ahh eh hmm hm mm mmm mhm'.split(' '));

export function isUnknownWord(norm: string): boolean {
  return norm === UNKNOWN_WORD;
}

export function heardWords(words: readonly RecognizedWord[], options: HeardWordsOptions = {}): HeardWord[] {
  const heard: HeardWord[] = [];
  for (const word of words) {
    if (!Number.isFinite(word.startMs) || !Number.isFinite(word.endMs)) continue;
    const endMs = Math.max(word.startMs, word.endMs);
    const raw = word.word.trim().replace(PRONUNCIATION_VARIANT, '');
    if (raw.toLowerCase() === UNKNOWN_WORD) {
      const keepMs = options.keepUnknownMinMs;
      if (keepMs !== undefined && endMs - word.startMs >= keepMs) {
        heard.push({ norm: UNKNOWN_WORD, startMs: word.startMs, endMs });
      }
      continue;
    }
    if (raw.length === 0 || MARKER.test(raw)) continue;
    const norm = normalizeWord(raw);
    if (norm.length === 0 || FILLERS.has(norm)) continue;
    heard.push({ norm, startMs: word.startMs, endMs, ...(word.refound ? { refound: true } : {}), ...(word.uncertain ? { uncertain: true } : {}) });
  }
  return heard;
}

/**
 * Match qualities between heard words and story words, computed once per distinct heard word over the
 * story's vocabulary, so that re-aligning a growing partial hypothesis costs array look-ups only.
 */
import { matchQuality } from '../../language/sound-alike';
import { isUnknownWord } from '../words/heard-words';
import type { MatchQuality } from '../types';

/** 0 = far, 1 = near (sound-alike), 2 = exact. */
export type MatchCode = 0 | 1 | 2;

const CODE: Record<MatchQuality, MatchCode> = { far: 0, near: 1, exact: 2 };
const QUALITY: readonly MatchQuality[] = ['far', 'near', 'exact'];
const MAX_CACHED_ROWS = 4_000;

export function qualityOf(code: MatchCode): MatchQuality {
  return QUALITY[code] ?? 'far';
}

export class MatchTable {
  private readonly vocabulary: string[] = [];
  private readonly vocabularyIdOfWord: Int32Array;
  private readonly rows = new Map<string, Uint8Array>();

  constructor(
    storyNorms: readonly string[],
    private readonly nearMaxDistance: number,
  ) {
    const ids = new Map<string, number>();
    this.vocabularyIdOfWord = new Int32Array(storyNorms.length);
    storyNorms.forEach((norm, index) => {
      let id = ids.get(norm);
      if (id === undefined) {
        id = this.vocabulary.length;
        ids.set(norm, id);
        this.vocabulary.push(norm);
      }
      this.vocabularyIdOfWord[index] = id;
    });
  }

  /** A function giving the match code of `heard` against the story word at a global index. */
  codesFor(heard: string): (wordIndex: number) => MatchCode {
    const row = this.row(heard);
    const ids = this.vocabularyIdOfWord;
    return (wordIndex) => (row[ids[wordIndex] ?? 0] ?? 0) as MatchCode;
  }

  private row(heard: string): Uint8Array {
    const cached = this.rows.get(heard);
    if (cached) return cached;
    const row = new Uint8Array(this.vocabulary.length);
    // A word the recogniser could not name matches no story word: it can only stand in for one.
    if (isUnknownWord(heard)) return row;
    this.vocabulary.forEach((expected, id) => {
      row[id] = CODE[matchQuality(heard, expected, this.nearMaxDistance)];
    });
    if (this.rows.size >= MAX_CACHED_ROWS) this.rows.clear();
    this.rows.set(heard, row);
    return row;
  }
}

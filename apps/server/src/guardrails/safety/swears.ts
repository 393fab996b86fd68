/**
 * Swear words as a speech recogniser or a child may write them, brought back to their plain form so
 * one word list covers them all: vowels swapped or misheard ("fack", "fuk", "shyt", "biatch"), a word
 * split in two ("sh it", "bit ch", "wan ker") and spelled-out letters already joined by
 * obfuscationFree ("f u c k" → "fuck", "f u ck" → "fu ck" → "fuck").
 *
 * The match is on a consonant key (vowels dropped, "ck"/"c"/"q" read as "k", doubles collapsed), which
 * "sheet", "fake", "duck" and "beach" share with swears too; so a word that only matches by key must
 * also be unknown to WordNet and rare in film subtitles. Those word lists are only consulted for such
 * near misses, so most messages never load them. Minced oaths ("heck", "darn", "gosh", "fudge", "shoot", "frigging", "freaking", "crikey")
 * have keys of their own and stay what they are.
 */
import { zipfFrequency } from '../../language/lexicon/frequency';
import { isKnownWord } from '../../language/lexicon/wordnet';

/** Zipf frequency at which a word is common English whatever WordNet says ("where", "were", "her"). */
const COMMON_ZIPF = 3.5;
/** Below this a piece is not a word of its own; interjections such as "sh" (3.7) and "fu" (3.9) are under it. */
const FRAGMENT_ZIPF = 4;
/**
 * A piece of a split word: no WordNet entry and not common on its own ("sh", "fu", "ch", "ker"); "where"
 * and "it" are words, so "where it" is never read as one.
 */
function isFragment(piece: string): boolean {
  return !isKnownWord(piece) && zipfFrequency(piece) < FRAGMENT_ZIPF;
}
/** An English word in its own right: in WordNet, or common in film subtitles (function words are not in WordNet). */
function isEnglish(word: string): boolean {
  return isKnownWord(word) || zipfFrequency(word) >= COMMON_ZIPF;
}

/** Swears whose misspellings and splits are brought back; each maps to the form the word list knows. */
const BASES = [
  'fuck', 'shit', 'bitch', 'cunt', 'dick', 'dickhead', 'bastard', 'wanker', 'asshole', 'arsehole', 'motherfucker',
  'bullshit', 'bollocks', 'twat', 'prick', 'slut', 'whore', 'tosser', 'bellend', 'dipshit', 'shithead',
] as const;
/** Endings a swear takes ("fuckers", "shitty", "fucking", "fkn"), as consonant keys. */
const ENDINGS = ['', 's', 'd', 'r', 'rs', 'n', 'ng', 'ngs', 'hd', 'hds'];

export function consonantKey(word: string): string {
  const k = word
    .replace(/tch/g, 'ch')
    .replace(/ph/g, 'f')
    .replace(/ck|q|c(?!h)|kh/g, 'k')
    .replace(/z/g, 's');
  return (k.slice(0, 1) + k.slice(1).replace(/[aeiouy]/g, '')).replace(/(.)\1+/g, '$1');
}

const BY_KEY = new Map<string, string>();
for (const base of BASES) for (const ending of ENDINGS) if (!BY_KEY.has(consonantKey(base) + ending)) BY_KEY.set(consonantKey(base) + ending, base);
const EXACT = new Set<string>(BASES);
/** "shh it's a secret" is hushing, not a split swear. */
const SHUSH = /^s?hh+$/;
const PIECE_MAX = 5;

/** Answers for words already seen: conversations repeat their words, and long messages are read in overlapping windows. */
const seen = new Map<string, string | null>();
const SEEN_LIMIT = 20_000;

/** The swear a word stands for, or null. Known English words ("sheet", "fake") never stand for one. */
export function swearOf(word: string): string | null {
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return null;
  const known = seen.get(word);
  if (known !== undefined) return known;
  if (seen.size >= SEEN_LIMIT) seen.clear();
  const answer = lookUp(word);
  seen.set(word, answer);
  return answer;
}

function lookUp(word: string): string | null {
  if (EXACT.has(word)) return word;
  const base = BY_KEY.get(consonantKey(word));
  if (!base || Math.abs(word.length - base.length) > 4) return null;
  return isEnglish(word) ? null : base;
}

/**
 * The text with swear look-alikes replaced by the swear they stand for. Two neighbouring pieces are
 * joined when together they make a swear and at least one piece is a fragment rather than a word
 * ("sh it", "bit ch"), so "where it" or "cock tail" are left as they are.
 */
export function swearForm(text: string): string {
  const words = text.split(' ');
  const cores = words.map((w) => /^[a-z]+(?=[^a-z*']*$)/.exec(w)?.[0] ?? '');
  const swears = cores.map((core) => (core.length >= 3 ? swearOf(core) : null));
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] ?? '';
    const core = cores[i] ?? '';
    const next = cores[i + 1] ?? '';
    // Pieces of a split swear are short ("sh it", "bit ch", "bas tard"); longer pairs are never looked up.
    if (core === word && next.length > 0 && core.length <= PIECE_MAX && next.length <= PIECE_MAX && swears[i] === null && swears[i + 1] === null) {
      const joined = swearOf(core + next);
      if (joined !== null && !SHUSH.test(core) && (isFragment(core) || isFragment(next))) {
        out.push(joined + (words[i + 1] ?? '').slice(next.length));
        i += 1;
        continue;
      }
    }
    const swear = swears[i] ?? null;
    out.push(swear === null ? word : swear + word.slice(core.length));
  }
  return out.join(' ');
}

/**
 * Pronunciations for words a pronouncing dictionary lacks but whose parts it has. The CMU dictionary
 * is American and has the common forms of words, so a story's "croaked", "wriggled", "crossly",
 * "organised", "programmes" or "noticeboard" were sounded out by letter-to-sound rules ("croaked" as
 * K R OW K EH D), and a child reading them right did not match. Here such a word is built from a word
 * the dictionary has:
 * - a British spelling from its American one ("organised" from "organized", "colour", "programme",
 *   "offence", "travelled", "centre", "plough", "catalogue");
 * - an inflected word from its base, with the ending said as English says it after the base's last
 *   sound ("croaked" K R OW K + T, "wriggled" from "wriggle" + D, "clumsier" from "clumsy" + ER,
 *   "crossly" + L IY, "programmes" + Z);
 * - a compound from two words of four letters or more ("notice" + "board", "snow" + "plough"). Shorter
 *   parts would split names into words ("sam" + "ira").
 * Most names are left to the letter-to-sound rules, their parts being rarely dictionary words of that
 * length; a name that is a dictionary name plus an ending is built like a word ("Emrys" from "Emry").
 */

/** First pronunciation of a word as ARPAbet phones without stress, or undefined when unknown. */
export type PhoneLookup = (word: string) => readonly string[] | undefined;

const VOICELESS = new Set(['P', 'T', 'K', 'F', 'TH', 'S', 'SH', 'CH']);
const SIBILANTS = new Set(['S', 'Z', 'SH', 'ZH', 'CH', 'JH']);

/** The -s of a plural, a verb or a possessive after a word ending in `lastPhone`. */
export function sEnding(lastPhone: string): string[] {
  if (SIBILANTS.has(lastPhone)) return ['IH', 'Z'];
  return VOICELESS.has(lastPhone) ? ['S'] : ['Z'];
}

/** The -ed of a past tense after a word ending in `lastPhone`. */
export function edEnding(lastPhone: string): string[] {
  if (lastPhone === 'T' || lastPhone === 'D') return ['IH', 'D'];
  return VOICELESS.has(lastPhone) ? ['T'] : ['D'];
}

/** "hopp" → "hop", "whirr" → "whir": a consonant doubled before an ending. */
function undoubled(stem: string): string[] {
  const last = stem.at(-1);
  return last !== undefined && stem.at(-2) === last && !'aeiou'.includes(last) ? [stem.slice(0, -1)] : [];
}

/** The base's own spellings before an ending that starts with a vowel: "croak", "wriggle", "whir". */
const beforeVowel = (stem: string): string[] => [stem, `${stem}e`, ...undoubled(stem)];

interface Ending {
  suffix: string;
  bases: (stem: string) => string[];
  /** The word's phones from the base's phones. */
  sound: (base: readonly string[]) => string[];
}

const last = (phones: readonly string[]): string => phones.at(-1) ?? '';

/** Longer endings first: "-ies" before "-es" before "-s". */
const ENDINGS: readonly Ending[] = [
  { suffix: 'ies', bases: (s) => [`${s}y`], sound: (b) => [...b, 'Z'] },
  { suffix: 'ied', bases: (s) => [`${s}y`], sound: (b) => [...b, 'D'] },
  { suffix: 'iest', bases: (s) => [`${s}y`], sound: (b) => [...b, 'AH', 'S', 'T'] },
  { suffix: 'ier', bases: (s) => [`${s}y`], sound: (b) => [...b, 'ER'] },
  { suffix: 'ness', bases: (s) => [s], sound: (b) => [...b, 'N', 'AH', 'S'] },
  { suffix: 'less', bases: (s) => [s], sound: (b) => [...b, 'L', 'AH', 'S'] },
  { suffix: 'ment', bases: (s) => [s], sound: (b) => [...b, 'M', 'AH', 'N', 'T'] },
  { suffix: 'ful', bases: (s) => [s], sound: (b) => [...b, 'F', 'AH', 'L'] },
  { suffix: 'ing', bases: beforeVowel, sound: (b) => [...b, 'IH', 'NG'] },
  { suffix: 'est', bases: beforeVowel, sound: (b) => [...b, 'AH', 'S', 'T'] },
  { suffix: 'ed', bases: beforeVowel, sound: (b) => [...b, ...edEnding(last(b))] },
  { suffix: 'er', bases: beforeVowel, sound: (b) => [...b, 'ER'] },
  { suffix: 'ly', bases: (s) => [s], sound: (b) => [...b, 'L', 'IY'] },
  { suffix: 'es', bases: (s) => [s], sound: (b) => [...b, ...sEnding(last(b))] },
  { suffix: 's', bases: (s) => [s], sound: (b) => [...b, ...sEnding(last(b))] },
];

/** British spellings and the American ones the dictionary has. */
const BRITISH: ReadonlyArray<[RegExp, string]> = [
  [/is(e|ed|es|ing|er|ers|ation|ations)$/, 'iz$1'],
  [/ys(e|ed|es|ing)$/, 'yz$1'],
  [/our/, 'or'],
  [/mme(s?)$/, 'm$1'],
  [/ence$/, 'ense'],
  [/ll(ed|ing|er|ers|or|ors)$/, 'l$1'],
  [/tre(s?)$/, 'ter$1'],
  [/ough$/, 'ow'],
  [/ogue(s?)$/, 'og$1'],
];

/** A base or a compound part must be this long to count (shorter ones turn names into words). */
const MIN_BASE_LETTERS = 3;
const MIN_PART_LETTERS = 4;

function fromEnding(word: string, lookup: PhoneLookup, depth: number): string[] | undefined {
  for (const ending of ENDINGS) {
    if (!word.endsWith(ending.suffix)) continue;
    const stem = word.slice(0, -ending.suffix.length);
    for (const base of ending.bases(stem)) {
      if (base.length < MIN_BASE_LETTERS) continue;
      const phones = lookup(base) ?? (depth > 0 ? derive(base, lookup, depth - 1) : undefined);
      if (phones) return ending.sound(phones);
    }
  }
  return undefined;
}

function fromCompound(word: string, lookup: PhoneLookup, depth: number): string[] | undefined {
  for (let split = word.length - MIN_PART_LETTERS; split >= MIN_PART_LETTERS; split -= 1) {
    const first = lookup(word.slice(0, split));
    if (!first) continue;
    const rest = word.slice(split);
    const second = lookup(rest) ?? (depth > 0 ? fromEnding(rest, lookup, depth - 1) ?? fromBritish(rest, lookup) : undefined);
    if (second) return [...first, ...second];
  }
  return undefined;
}

function fromBritish(word: string, lookup: PhoneLookup): string[] | undefined {
  for (const [pattern, american] of BRITISH) {
    if (!pattern.test(word)) continue;
    const spelled = word.replace(pattern, american);
    const phones = lookup(spelled) ?? fromEnding(spelled, lookup, 1);
    if (phones) return [...phones];
  }
  return undefined;
}

function derive(word: string, lookup: PhoneLookup, depth: number): string[] | undefined {
  return fromBritish(word, lookup) ?? fromEnding(word, lookup, depth) ?? fromCompound(word, lookup, depth);
}

/**
 * Phones for a lower-case word the dictionary lacks, built from a British spelling's American one, an
 * inflection's base or a compound's parts; undefined when none of those is in the dictionary.
 */
export function pronounceFromParts(word: string, lookup: PhoneLookup): string[] | undefined {
  if (!/^[a-z]+$/.test(word)) return undefined;
  return derive(word, lookup, 1);
}

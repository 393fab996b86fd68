/**
 * Letter-to-sound rules for words the dictionary lacks (character names, invented words). Greedy
 * longest-match over English spelling patterns with a few context rules (soft c/g, silent final e,
 * long vowel before consonant + e). Rough, but close enough for a grammar where the word is expected.
 */

const VOWELS = 'aeiouy';

/** Multi-letter patterns first; each maps to ARPAbet phones. */
const PATTERNS: Array<[string, string[]]> = [
  ['tion', ['SH', 'AH', 'N']],
  ['sion', ['ZH', 'AH', 'N']],
  ['ough', ['AO']],
  ['augh', ['AO']],
  ['eigh', ['EY']],
  ['igh', ['AY']],
  ['tch', ['CH']],
  ['dge', ['JH']],
  ['que', ['K']],
  ['ph', ['F']],
  ['th', ['TH']],
  ['sh', ['SH']],
  ['ch', ['CH']],
  ['ck', ['K']],
  ['qu', ['K', 'W']],
  ['wh', ['W']],
  ['wr', ['R']],
  ['kn', ['N']],
  ['ng', ['NG']],
  ['nk', ['NG', 'K']],
  ['ee', ['IY']],
  ['ea', ['IY']],
  ['ie', ['IY']],
  ['oo', ['UW']],
  ['ai', ['EY']],
  ['ay', ['EY']],
  ['ei', ['EY']],
  ['ey', ['EY']],
  ['oa', ['OW']],
  ['oe', ['OW']],
  ['ou', ['AW']],
  ['ow', ['OW']],
  ['oi', ['OY']],
  ['oy', ['OY']],
  ['au', ['AO']],
  ['aw', ['AO']],
  ['ew', ['UW']],
  ['ue', ['UW']],
  ['ar', ['AA', 'R']],
  ['er', ['ER']],
  ['ir', ['ER']],
  ['ur', ['ER']],
  ['or', ['AO', 'R']],
];

const SHORT_VOWEL: Record<string, string> = { a: 'AE', e: 'EH', i: 'IH', o: 'AA', u: 'AH', y: 'IH' };
const LONG_VOWEL: Record<string, string> = { a: 'EY', e: 'IY', i: 'AY', o: 'OW', u: 'UW', y: 'AY' };
const CONSONANT: Record<string, string[]> = {
  b: ['B'], c: ['K'], d: ['D'], f: ['F'], g: ['G'], h: ['HH'], j: ['JH'], k: ['K'], l: ['L'], m: ['M'],
  n: ['N'], p: ['P'], q: ['K'], r: ['R'], s: ['S'], t: ['T'], v: ['V'], w: ['W'], x: ['K', 'S'], z: ['Z'],
};

const isVowel = (ch: string | undefined): boolean => ch !== undefined && VOWELS.includes(ch);

/** ARPAbet phones (no stress marks) for a lower-case word; [] when it has no letters. */
export function guessPronunciation(word: string): string[] {
  const letters = word.toLowerCase().replace(/[^a-z]/g, '');
  const phones: string[] = [];
  let i = 0;
  while (i < letters.length) {
    const rest = letters.slice(i);
    if (rest.startsWith('ir') && isVowel(letters[i + 2])) {
      phones.push('IY'); // not the "ir" of "bird": the r starts the next syllable ("samira", "kira")
      i += 1;
      continue;
    }
    const pattern = PATTERNS.find(([spelling]) => rest.startsWith(spelling));
    if (pattern) {
      phones.push(...pattern[1]);
      i += pattern[0].length;
      continue;
    }
    const ch = letters[i] ?? '';
    const next = letters[i + 1];
    const isLast = i === letters.length - 1;
    if (ch === letters[i - 1] && !isVowel(ch)) {
      i++; // doubled consonant sounds once
      continue;
    }
    // A y starting a word or a syllable ("priya") is the consonant.
    if (isVowel(ch) && !(ch === 'y' && (i === 0 || (isVowel(next) && next !== 'y')))) {
      if (ch === 'e' && isLast && phones.length > 0) break; // silent final e
      if (ch === 'i' && next !== undefined && 'aou'.includes(next)) {
        phones.push('IY'); // i before another vowel: "mia", "diaz", "olivia"
      } else if (ch === 'i' && next === 'y' && isVowel(letters[i + 2])) {
        phones.push('IY'); // "priya"
      } else if (ch === 'y' && isLast) {
        phones.push(countVowelGroups(letters) > 1 ? 'IY' : 'AY');
      } else if (!isVowel(next) && next !== undefined && letters[i + 2] === 'e' && i + 3 === letters.length) {
        phones.push(LONG_VOWEL[ch] ?? 'AH'); // magic e: "zane", "pike"
      } else if (isLast && ch === 'i') {
        phones.push('IY'); // a name's final i: "esi", "ravi", "yuki"
      } else if (isLast && ch !== 'a') {
        phones.push(LONG_VOWEL[ch] ?? 'AH'); // open final vowel: "milo", "lulu"
      } else {
        phones.push((isLast ? 'AH' : SHORT_VOWEL[ch]) ?? 'AH');
      }
      i++;
      continue;
    }
    if (rest === 'le' && i > 0 && !isVowel(letters[i - 1])) {
      phones.push('AH', 'L'); // "snuffle", "thimble"
      break;
    }
    if (ch === 'y') phones.push('Y');
    else if (ch === 'c') phones.push(next !== undefined && 'eiy'.includes(next) ? 'S' : 'K');
    else if (ch === 'g') phones.push(next !== undefined && 'eiy'.includes(next) && i > 0 ? 'JH' : 'G');
    else phones.push(...(CONSONANT[ch] ?? []));
    i++;
  }
  return phones;
}

function countVowelGroups(letters: string): number {
  return letters.match(/[aeiouy]+/g)?.length ?? 0;
}

/**
 * Finds the story's characters: capitalised names (not sentence-initial function words) that speak in
 * quoted dialogue or act as the subject of a verb, with their lines and the adjectives used about them.
 */
import { isStopWord } from '../../language/text';
import { isAdjective, verbBase } from '../../language/lexicon/wordnet';
import { lemmaOf } from '../../language/nlp';

/** A word that can describe a character: an adjective, not a function word ("the", "up", "with"). */
function isTrait(word: string): boolean {
  const number = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|forty|fifty|hundred)$/;
  return /^[a-z]+$/.test(word) && !number.test(word) && !/ing$/.test(word) && !isStopWord(word) && !/^(?:supposed|almost|about|able|sure|going|used)$/.test(word) && isAdjective(word);
}
import type { RoleplayOpportunity } from './types';

const SPEECH_VERBS =
  'said|asked|replied|shouted|cried|whispered|called|yelled|answered|laughed|sang|exclaimed|squeaked|squawked|barked|chirped|roared|added|giggled|sighed|growled|grumbled|muttered|begged|explained|told';
const NOT_NAMES = new Set(
  (
    'The A An And But Or So Then When While After Before One Once Soon Suddenly Finally Next Now Just Still ' +
    'I He She It We They You His Her Its Our Their My Your This That These Those There Here What Who Why How ' +
    'Where Which Yes No Oh Ah Wow Hello Hi Goodbye Please Thank Thanks Let Look Come Go Stop Wait At In On By ' +
    'For With From To Of Up Down Out Over Under Into All Some Every Each Not Do Did Does Is Was Are Were Be ' +
    'Can Could Will Would Should May Might Must Monday Tuesday Wednesday Thursday Friday Saturday Sunday ' +
    'January February March April June July August September October November December Mr Mrs Ms Dr ' +
    'Because Since If As Even Never Always Maybe Perhaps Today Tomorrow Yesterday Later Meanwhile Inside Outside ' +
    'Everyone Everybody Nobody Someone Somebody Nothing Something Once Together Again Far Long Many Much Very'
  ).split(/\s+/),
);
const PERSON_TITLE = /^(?:Mr|Mrs|Ms|Miss|Dr)\.?$/;
const LINKING_VERBS = /^(?:was|is|felt|seemed|looked|became|got|grew|stayed)$/;
const INTENSIFIERS = /^(?:very|so|really|too|quite|a|little|bit|rather|more|most)$/;

interface Token {
  text: string;
  word: string;
}

function tokens(sentence: string): Token[] {
  return sentence
    .split(/\s+/)
    .map((text) => ({ text, word: text.replace(/^[^\p{L}]+|[^\p{L}']+$/gu, '').replace(/'s$/, '') }))
    .filter((t) => t.word.length > 0);
}

function isCapitalised(word: string): boolean {
  return /^\p{Lu}[\p{Ll}']+$/u.test(word) && !NOT_NAMES.has(word) && !/^I'/.test(word);
}

/** Capitalised name runs in a sentence ("Mother Hen"), with the index of their last token. */
function nameRuns(toks: Token[]): { name: string; start: number; end: number }[] {
  const runs: { name: string; start: number; end: number }[] = [];
  for (let i = 0; i < toks.length; i += 1) {
    if (!isCapitalised(toks[i]?.word ?? '')) continue;
    let j = i;
    // A name run stops at punctuation ("Tom, Sam") so two neighbours are never glued.
    while (j + 1 < toks.length && isCapitalised(toks[j + 1]?.word ?? '') && !/[,.!?;:"\u201d]$/.test(toks[j]?.text ?? '')) j += 1;
    runs.push({ name: toks.slice(i, j + 1).map((t) => t.word).join(' '), start: i, end: j });
    i = j;
  }
  return runs;
}

const QUOTE = /["\u201c\u201d]([^"\u201c\u201d]+)["\u201c\u201d]/g;

interface CharacterFacts {
  mentions: number;
  lines: string[];
  traits: Set<string>;
  actions: Set<string>;
  /** Seen capitalised somewhere other than the start of a sentence: a real name, not just "Soon". */
  midSentence: boolean;
  /** Named with a title somewhere ("Ms Okoro"): a person, whether or not the story has them act. */
  titled: boolean;
  firstSentence: number;
}

/** Characters of the story, the most present first. Only names that speak or act are kept. */
export function findCharacters(sentences: string[], sentenceEndWordIndex: readonly number[] = []): RoleplayOpportunity[] {
  const facts = new Map<string, CharacterFacts>();
  const factsFor = (name: string): CharacterFacts => {
    let entry = facts.get(name);
    if (!entry) {
      entry = { mentions: 0, lines: [], traits: new Set(), actions: new Set(), midSentence: false, titled: false, firstSentence: sentenceNumber };
      facts.set(name, entry);
    }
    return entry;
  };
  let lastNamed: string | null = null;
  let sentenceNumber = 0;
  for (const [index, sentence] of sentences.entries()) {
    sentenceNumber = index;
    const narration = sentence.replace(QUOTE, ' " ');
    const toks = tokens(narration);
    const runs = nameRuns(toks);
    for (const run of runs) {
      const entry = factsFor(run.name);
      entry.mentions += 1;
      if (run.start > 0) entry.midSentence = true;
      if (PERSON_TITLE.test(toks[run.start - 1]?.word ?? '')) entry.titled = true;
      const next = toks[run.end + 1]?.word.toLowerCase() ?? '';
      const base = verbBase(next);
      if (base && !LINKING_VERBS.test(next)) entry.actions.add(base);
      // "Daniel was selling lemonade": a name that is doing something acts, though "was" links.
      const doing = toks[run.end + 2]?.word.toLowerCase() ?? '';
      const doingBase = /^(?:was|is|were|are)$/.test(next) && /ing$/.test(doing) ? lemmaOf(doing) : doing;
      if (doingBase !== doing) entry.actions.add(doingBase);
      if (LINKING_VERBS.test(next)) {
        let k = run.end + 2;
        while (INTENSIFIERS.test(toks[k]?.word.toLowerCase() ?? '')) k += 1;
        const adjective = toks[k]?.word.toLowerCase();
        if (adjective && isTrait(adjective)) entry.traits.add(adjective);
      }
    }
    const quotes = [...sentence.matchAll(QUOTE)].map((m) => (m[1] ?? '').trim()).filter((q) => q.length > 0);
    if (quotes.length > 0) {
      // "he said" points back to the last named character; "cried the pig" names no character at all.
      const unnamed = new RegExp(`\\b(?:${SPEECH_VERBS})\\s+(?:the|a|an)\\s+[a-z]`).test(narration);
      // 'Jet watched from a branch and squawked, "…"': the one named before the quotation speaks it.
      const opening = runs[0] && narration.indexOf('"') > narration.indexOf(runs[0].name) ? runs[0].name : null;
      const speaker = speakerOf(narration, runs) ?? (unnamed ? null : opening ?? lastNamed);
      if (speaker) {
        const entry = factsFor(speaker);
        entry.lines.push(...quotes.map((q) => q.replace(/,$/, '.')));
      }
    }
    const firstRun = runs[0];
    if (firstRun) lastNamed = firstRun.name;
  }
  mergeShortNames(facts);
  for (const [name, f] of facts) addDescribedTraits(name, f, sentences);
  return [...facts.entries()]
    .filter(([, f]) => (f.lines.length > 0 || f.actions.size > 0 || f.titled) && (f.midSentence || f.mentions >= 2))
    .sort((a, b) => b[1].lines.length + b[1].mentions - (a[1].lines.length + a[1].mentions))
    .map(([character, f]) => ({
      character,
      description: describe(character, f),
      word_index: sentenceEndWordIndex[f.firstSentence] ?? 0,
      lines: f.lines,
      traits: [...f.traits],
      actions: [...f.actions],
      mention_count: f.mentions,
    }));
}

/** The name next to a speech verb ("said Mia", "Mia asked"), if the narration names one. */
function speakerOf(narration: string, runs: { name: string }[]): string | null {
  for (const run of runs) {
    const escaped = run.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern = new RegExp(`(?:\\b(?:${SPEECH_VERBS})\\s+(?:[a-z]+\\s+){0,2}${escaped}\\b)|(?:\\b${escaped}\\s+(?:${SPEECH_VERBS})\\b)`);
    if (pattern.test(narration)) return run.name;
  }
  return null;
}

/** "Elias" and "Elias Marsh" are one character: fold the short name into the full one. */
function mergeShortNames(facts: Map<string, CharacterFacts>): void {
  for (const [name, short] of [...facts.entries()]) {
    if (name.includes(' ')) continue;
    const full = [...facts.entries()].find(([other]) => other.startsWith(`${name} `));
    if (!full) continue;
    const [, target] = full;
    target.mentions += short.mentions;
    target.lines.push(...short.lines);
    short.traits.forEach((t) => target.traits.add(t));
    short.actions.forEach((a) => target.actions.add(a));
    target.midSentence ||= short.midSentence;
    target.titled ||= short.titled;
    target.firstSentence = Math.min(target.firstSentence, short.firstSentence);
    facts.delete(name);
  }
}

function describe(character: string, facts: CharacterFacts): string {
  const traits = facts.traits.size > 0 ? ` (${[...facts.traits].join(', ')})` : '';
  const line = facts.lines[0];
  return line ? `${character}${traits} says "${line}"` : `${character}${traits} acts in the story`;
}

const TRAIT_WORDS =
  'brave|kind|little|clever|happy|sad|shy|big|old|young|wise|silly|grumpy|gentle|curious|tiny|bold|proud|lazy|busy|quiet|' +
  'hungry|angry|scared|afraid|furious|tired|lonely|worried|excited|calm|strong|wicked|bad|mean|cruel|friendly|sleepy|naughty|smart';

/** Adjectives the story puts on the character anywhere: "a hungry wolf", "Mia was brave", "the wolf was very angry". */
function addDescribedTraits(name: string, facts: CharacterFacts, sentences: readonly string[]): void {
  const escaped = (name.split(' ')[0] ?? name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const before = new RegExp(`\\b(${TRAIT_WORDS})\\s+(?:old\\s+|little\\s+|big\\s+)?${escaped}\\b`, 'gi');
  const after = new RegExp(`\\b${escaped}\\s+(?:was|is|felt|seemed|looked|became|got)\\s+(?:very\\s+|so\\s+|really\\s+|too\\s+)?(${TRAIT_WORDS})\\b`, 'gi');
  for (const sentence of sentences) {
    for (const match of sentence.matchAll(before)) facts.traits.add((match[1] ?? '').toLowerCase());
    for (const match of sentence.matchAll(after)) facts.traits.add((match[1] ?? '').toLowerCase());
  }
}

const TITLES = 'Mr|Mrs|Ms|Miss|Dr|Doctor|Captain|Professor|Grandpa|Grandma|Grandad|Granny|Nana|Uncle|Aunt|Auntie';

/**
 * The names the story gives a character with a title, as written ("Mr Vale" for the analysis's "Vale"):
 * how a child asks for them and how they introduce themselves.
 */
export function titledNames(character: string, text: string): string[] {
  const titled = new RegExp(`\\b(?:${TITLES})\\.? ${character.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g');
  return [...new Set((text.match(titled) ?? []).map((name) => name.replace('.', '')))];
}


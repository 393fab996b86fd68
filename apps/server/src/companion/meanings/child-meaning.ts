/**
 * A word's meaning in the sense the story uses it, said for the child's age. The story sentence decides
 * the sense: its part of speech there (wink-nlp's tag) and the WordNet sense whose gloss shares the most
 * words with the sentence ("drew with chalk" → the writing stick, not the mineral). For 6–8 and 9–11 the
 * wording is a curated child gloss when there is one, else the plainest clause of the chosen sense; the
 * story sentence follows as the example ("In the story: …").
 */
import type { AgeBand } from '../age-band';
import { isFamiliarWord, zipfFrequency } from '../../language/lexicon/frequency';
import { broaderWords, isAdjective, lookupWord, nounClass, type WordNetPos, type WordSense } from '../../language/lexicon/wordnet';
import { contentLemmas, lemmaOf, parseTokens, type NlpToken } from '../../language/nlp';
import { childGloss } from './child-glosses';

const YOUNG: ReadonlySet<AgeBand> = new Set(['6-8', '9-11']);
const CLAUSE_WORDS: Record<AgeBand, number> = { '6-8': 10, '9-11': 12, '12-14': 18, '15-18': 28 };
const SENSES_SEARCHED = 24;

const COPULAS = new Set(['be', 'feel', 'seem', 'look', 'become', 'stay', 'grow', 'get', 'keep', 'sound']);
const UD_TO_WORDNET: Record<string, WordNetPos> = { NOUN: 'noun', PROPN: 'noun', VERB: 'verb', ADJ: 'adj', ADV: 'adv' };

/** The part of speech the word has in the sentence, per wink-nlp, or null when it is not there. */
function posInSentence(word: string, sentence: string): WordNetPos | null {
  const target = word.toLowerCase();
  const lemma = lemmaOf(target);
  const tokens = parseTokens(sentence);
  const at = tokens.findIndex((t) => t.normal === target || (t.lemma === lemma && t.isWord));
  const token = tokens[at];
  if (!token) return null;
  // "We must be patient", "his boots were muddy", "warm and cosy": after a linking verb, or joined to a
  // describing word, the word describes (the tagger says noun or verb) — when WordNet has it as one.
  const before = tokens[at - 1];
  const describes = COPULAS.has(before?.lemma ?? '') || (before?.pos === 'CCONJ' && tokens[at - 2]?.pos === 'ADJ');
  if ((token.pos === 'NOUN' || token.pos === 'VERB') && describes && (token.pos === 'NOUN' || isAdjective(target))) return 'adj';
  // "He untangled the kite": between a doer and an article the word is what they did, though the tagger
  // says describing word.
  if (token.pos === 'ADJ' && before?.pos === 'PRON' && /^(?:i|you|he|she|we|they)$/.test(before.normal) && tokens[at + 1]?.pos === 'DET') return 'verb';
  // "…, scattering it across the road": an -ing word with no article before it and a thing after it
  // is something done, though the tagger says noun.
  if (token.pos === 'NOUN' && /ing$/.test(token.normal) && !['DET', 'ADJ', 'PRON', 'NUM'].includes(before?.pos ?? '') && ['PRON', 'DET'].includes(tokens[at + 1]?.pos ?? '') && lookupWord(target, SENSES_SEARCHED).some((s) => s.pos === 'verb')) return 'verb';
  // "The current pulled the boat": a word between an article and a verb is the thing that acts, though
  // the tagger says describing word.
  const after = tokens[at + 1];
  if (token.pos === 'ADJ' && before?.pos === 'DET' && (after?.pos === 'VERB' || after?.pos === 'AUX')) return 'noun';
  // "Priya's flat suddenly went out", "the kitchen drawer": after a possessive, or an article and a noun,
  // the word is a thing, whatever the tagger says.
  if ((before?.normal === "'s" || before?.pos === 'DET' || (before?.pos === 'PRON' && /^(?:my|his|her|their|our|your|its)$/.test(before.normal))) && (after?.pos === 'VERB' || after?.pos === 'ADV' || after?.pos === 'PUNCT' || after?.pos === 'ADP' || after === undefined) && token.pos === 'ADV') return 'noun';
  return UD_TO_WORDNET[token.pos] ?? null;
}

function plainness(text: string): number {
  const words = text.split(/\s+/).map((w) => w.replace(/[^a-z'-]/gi, '')).filter((w) => w.length > 0);
  if (words.length === 0) return 0;
  const plain = words.filter((w) => isFamiliarWord(w) || zipfFrequency(w) >= 4.5).length;
  return plain / words.length;
}

/**
 * The sense that fits the sentence: right part of speech, most shared words, plainest wording. `around`,
 * the sentences near it, counts half as much ("the current pulled the boat" by a stream: the flow of water,
 * not of electricity).
 */
export function chooseSense(word: string, sentence: string | null, around: string | null = null): WordSense | null {
  // An irregular form WordNet does not list ("crept") by wink-nlp's lemma ("creep").
  const found = lookupWord(word, SENSES_SEARCHED);
  const senses = found.length > 0 ? found : lookupWord(lemmaOf(word.toLowerCase()), SENSES_SEARCHED);
  if (senses.length === 0) return null;
  const pos = sentence ? posInSentence(word, sentence) : null;
  const pool = pos ? senses.filter((s) => s.pos === pos) : senses;
  const candidates = pool.length > 0 ? pool : senses;
  if (!sentence) return candidates[0] ?? null;
  const context = new Set(contentLemmas(sentence).filter((l) => l !== lemmaOf(word)));
  const near = new Set(around ? contentLemmas(around).filter((l) => l !== lemmaOf(word) && !context.has(l)) : []);
  const overlap = (text: string): number => {
    // Each shared word once; a gloss's aside ("suggestive of running water") is a note, not the sense.
    const lemmas = [...new Set(contentLemmas(text.replace(/\([^)]*\)/g, ' ')))];
    return lemmas.filter((l) => context.has(l)).length + lemmas.filter((l) => near.has(l)).length / 2;
  };
  const use = pos === 'verb' ? verbUse(parseTokens(sentence), word) : null;
  const feels = pos === 'adj' && describesPerson(parseTokens(sentence), word);
  const score = (sense: WordSense, rank: number): number => {
    // The definition's words count double the examples' ("follow the trail" is an example of "evidence").
    const shared = overlap(sense.definition) + overlap(sense.examples.join('. ')) / 2;
    // A gloss using the word itself ("glance: throw a glance at") explains nothing to a child.
    // Nor one that only undoes it ("untangled: not tangled").
    const undone = /^(?:un|dis|non)(\w{4,})/.exec(sense.lemma)?.[1];
    // Only near its start: "having a low temperature or … made cold by ice" explains "cold" well enough.
    const opening = sense.definition.split(/\s+/).slice(0, 8).join(' ');
    const circular = contentLemmas(opening).includes(lemmaOf(word)) || new RegExp(`\\b${sense.lemma}\\b`, 'i').test(opening)
      || (undone !== undefined && new RegExp(undone, 'i').test(sense.definition));
    // WordNet's order is its own frequency ranking: a pull toward earlier senses that plain wording
    // alone does not outweigh ("trail": a track, not "evidence pointing to a solution").
    // "Amira was mortified": a person's state is a feeling, not "suffering from tissue death".
    const feeling = feels && FEELING_GLOSS.test(`${sense.definition} ${sense.examples.join(' ')}`) ? 1 : 0;
    const unsayable = sayableClauses(sense.definition).length === 0 ? 3 : 0;
    return shared * 2 + plainness(sense.definition) - rank * 0.5 - (circular ? 3 : 0) - unsayable + (use ? useFit(use, sense) : 0) + feeling;
  };
  return candidates.map((sense, rank) => ({ sense, value: score(sense, rank) })).sort((a, b) => b.value - a.value)[0]?.sense ?? null;
}

const FEELING_GLOSS = /\b(?:feel\w*|emotion\w*|mood|afraid|fear\w*|shame\w*|ashamed|embarrass\w*|humiliat\w*|pride|proud|happ\w+|sad\w*|ang\w+|worr\w+|upset|anxi\w+|nervous|delight\w*|pleas\w+|annoy\w*|irrita\w+|spirits|temper\w*|excite\w*|joy\w*|cheer\w*|glad|gloom\w*|depress\w*|lonel\w*|disappoint\w*|jealous|envi\w+|envy)\b/i;

/** Whether `word` describes a person after a linking verb ("Amira was mortified", "she felt uneasy"). */
function describesPerson(tokens: readonly NlpToken[], word: string): boolean {
  const at = tokens.findIndex((t) => t.normal === word.toLowerCase());
  let link = at - 1;
  while (tokens[link]?.pos === 'ADV') link -= 1;
  if (link < 1 || !COPULAS.has(tokens[link]?.lemma ?? '')) return false;
  const who = tokens[link - 1];
  return who !== undefined && (who.pos === 'PROPN' || (who.pos === 'PRON' && /^(?:i|you|he|she|we|they)$/.test(who.normal)) || (who.pos === 'NOUN' && nounClass(who.lemma) === 'noun.person'));
}

interface VerbUse {
  /** The broad class of who or what does it ("noun.person", "noun.artifact"), or null when not found. */
  actor: string | null;
  /** Whether something is done to: a thing or someone right after the verb. */
  transitive: boolean;
}

/** How `word` is used as a verb in `tokens`: who does it, and whether it takes an object. */
function verbUse(tokens: readonly NlpToken[], word: string, lemmas: ReadonlySet<string> = new Set([lemmaOf(word.toLowerCase())])): VerbUse | null {
  const target = word.toLowerCase();
  const at = tokens.findIndex((t) => t.isWord && (t.normal === target || lemmas.has(t.lemma) || lemmas.has(t.normal)));
  if (at < 0) return null;
  let actor: string | null = null;
  for (let i = at - 1; i >= 0; i -= 1) {
    const t = tokens[i]!;
    if (t.pos === 'PROPN' || (t.pos === 'PRON' && /^(?:i|you|he|she|we|they)$/.test(t.normal))) actor = 'noun.person';
    else if (t.pos === 'NOUN') actor = nounClass(t.lemma);
    // "the wheel began to glow": through "began to" to who does it.
    else if (t.pos !== 'ADV' && t.pos !== 'AUX' && t.pos !== 'PART' && !(t.pos === 'VERB' && tokens[i + 1]?.normal === 'to')) break;
    if (actor !== null || t.pos === 'NOUN') break;
  }
  const next = tokens[at + 1];
  const transitive = next !== undefined && ['DET', 'NOUN', 'PROPN', 'PRON'].includes(next.pos);
  return { actor, transitive };
}

/**
 * How well a verb sense's examples are used as the story uses the word: the same kind of doer ("The rope
 * snapped" for "the string snapped", not "The sales clerk snapped a reply"), with or without an object.
 */
function useFit(use: VerbUse, sense: WordSense): number {
  const lemmas = new Set([sense.lemma, ...sense.synonyms].map((w) => w.toLowerCase()).filter((w) => !w.includes(' ')));
  const uses = sense.examples.map((e) => verbUse(parseTokens(e), sense.lemma, lemmas)).filter((u): u is VerbUse => u !== null);
  if (uses.length === 0) return 0;
  const person = (c: string | null): boolean | null => (c === null ? null : c === 'noun.person');
  let fit = 0;
  // A person where the story has a thing (or the other way) is the strong sign; a class shared is a weak one.
  if (person(use.actor) !== null && uses.every((u) => person(u.actor) !== null && person(u.actor) !== person(use.actor))) fit -= 1;
  else if (use.actor && uses.some((u) => u.actor === use.actor)) fit += 0.5;
  // A sense whose examples all take an object where the story's has none (or the other way) fits less;
  // a sense without usable examples is neither helped nor hurt.
  if (uses.every((u) => u.transitive !== use.transitive)) fit -= 0.5;
  return fit;
}

function clip(clause: string, maxWords: number): string {
  const words = clause.split(/\s+/);
  if (words.length <= maxWords) return clause;
  // At the last comma that fits: "try to locate or discover, or try to establish …" is "try to locate or
  // discover", not "…, or try".
  const comma = words.slice(0, maxWords).findLastIndex((w) => w.endsWith(','));
  if (comma >= 2) return words.slice(0, comma + 1).join(' ');
  let end = maxWords;
  while (end > 3 && !/^(?:or|and|with|that|which|where|in|of|to|for|as|such)$/i.test(words[end] ?? '')) end -= 1;
  return words.slice(0, end > 3 ? end : maxWords).join(' ');
}

/**
 * A gloss's clauses that say something: not a list of examples ("as e.g. with fear or cold"), nor a
 * dictionary's note on usage ("extended meanings", "used of physical heat", "with reference to …").
 */
function sayableClauses(definition: string): string[] {
  return definition.replace(/\([^)]*\)/g, '').split(';').map((c) => c.replace(/\s+/g, ' ').trim())
    .filter((c) => c.length > 0 && !/^(?:as\b|e\.\s?g\.|for example|such as|extended meanings?\b|used (?:of|with|in|as)\b|with reference to\b|often followed by\b)/i.test(c));
}

/** The clause of a gloss to say: the plainest one for young children, the first (two) for older ones. */
function glossFor(sense: WordSense, band: AgeBand): string {
  const clauses = sayableClauses(sense.definition);
  let chosen = clauses[0] ?? sense.definition;
  // A thing is defined by a clause that names what it is ("a long piece of timber"), not by one about
  // it ("made in a wide variety of sizes"); the plainest of those for young children.
  const defining = sense.pos === 'noun' ? clauses.filter((c) => /^(?:a|an|the|any|one|someone|something)\b/i.test(c)) : clauses;
  if (YOUNG.has(band)) chosen = [...(defining.length > 0 ? defining : clauses)].sort((a, b) => plainness(b) - plainness(a))[0] ?? chosen;
  else if (band === '15-18' && clauses.length > 1) chosen = clauses.slice(0, 2).join('; ');
  return clip(chosen, CLAUSE_WORDS[band]).replace(/[\s,;:]+$/, '');
}

/**
 * WordNet's "separate or cause to separate abruptly" said the one way the story uses the verb: "separate
 * abruptly" for "the string snapped", "make something separate abruptly" for "he snapped the stick".
 */
function oneWayOf(gloss: string, transitive: boolean): string {
  const both = /^(.*?)\b(\w+) or cause to \2\b(.*)$/.exec(gloss);
  if (!both) return gloss;
  const [, before = '', verb = '', after = ''] = both;
  if (!transitive) return `${before}${verb}${after}`;
  // "become or cause to become undone": "make something undone".
  return verb === 'become' ? `${before}make something${after}` : `${before}make something ${verb}${after}`;
}

/** Nouns of these classes name no one thing ("courage", "fear", "silence"): said without "a". */
const UNCOUNTED = new Set(['noun.attribute', 'noun.feeling', 'noun.state', 'noun.cognition']);

function frame(word: string, gloss: string, pos: WordNetPos | null, lemma: string = lemmaOf(word.toLowerCase()), lexName = ''): string {
  const shown = word.toLowerCase();
  const capital = shown.charAt(0).toUpperCase() + shown.slice(1);
  if (pos === 'verb') return `To ${lemma} means ${/^to\s/i.test(gloss) ? gloss : `to ${gloss}`}.`;
  if (pos === 'noun' && UNCOUNTED.has(lexName) && shown === lemma) return `${capital} is ${gloss}.`;
  if (pos === 'noun' && /^(?:a|an|the|any|one|someone|something|a person)\s/i.test(gloss)) return `${/^[aeiou]/.test(lemma) ? 'An' : 'A'} ${lemma} is ${gloss}.`;
  return `${capital} means ${gloss}.`;
}

/**
 * "Patient means able to wait calmly without getting upset." — the meaning alone, or null when neither
 * the child glosses nor WordNet know the word.
 */
export function childMeaning(word: string, band: AgeBand, sentence: string | null, around: string | null = null): string | null {
  const sense = chooseSense(word, sentence, around);
  if (YOUNG.has(band)) {
    const pos = sentence ? posInSentence(word, sentence) : sense?.pos ?? null;
    // WordNet's lemma too: wink-nlp leaves some forms as they are ("untangled").
    const curated = childGloss([word.toLowerCase(), lemmaOf(word.toLowerCase()), ...(sense ? [sense.lemma.toLowerCase()] : [])], pos);
    if (curated) return frame(word, curated, /^to\s/.test(curated) ? 'verb' : pos === 'verb' ? 'adj' : pos);
  }
  if (!sense) return null;
  const use = sense.pos === 'verb' && sentence ? verbUse(parseTokens(sentence), word) : null;
  const gloss = use ? oneWayOf(glossFor(sense, band), use.transitive) : glossFor(sense, band);
  const said = frame(word, gloss, sense.pos, sense.pos === 'verb' || sense.pos === 'noun' ? sense.lemma : undefined, sense.lexName);
  const like = YOUNG.has(band) ? familiarSynonym(sense) : null;
  return like ? `${said} It's like "${like}".` : said;
}

/**
 * A word a young child already knows from the sense's synset ("drift" → "float"): the dictionary's
 * gloss is often still adult, and one known word says more to a 7-year-old than the clause.
 */
function familiarSynonym(sense: WordSense): string | null {
  const own = sense.lemma.toLowerCase();
  const known = (words: readonly string[]): string | undefined =>
    words.map((w) => w.toLowerCase()).find((w) => !w.includes(' ') && !w.startsWith(own.slice(0, 3)) && !spellingOf(w, own) && isFamiliarWord(w));
  // Large synsets hold loose relatives ("wander": roll, swan, range …): only small ones, in WordNet's order;
  // else the broader word the sense is a kind of ("peer" → "look"; describing words' "similar" ones were loose: "hard" → "sticky").
  return (sense.synonyms.length <= 4 ? known(sense.synonyms) : undefined) ?? known(broaderWords(sense)) ?? null;
}

/** "cozy" and "cosy": one word spelt two ways, no help as a meaning. */
function spellingOf(a: string, b: string): boolean {
  return a.length === b.length && [...a].filter((ch, i) => ch !== b[i]).length <= 1;
}

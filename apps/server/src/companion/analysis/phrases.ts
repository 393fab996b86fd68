/**
 * The parts of a tagged story sentence that answer each kind of question: the noun phrase doing the
 * action, the object after a verb, place phrases, the reason, a number with its noun, a time phrase.
 * Each works on wink-nlp's parts of speech, so "ran up the hill behind the farm" yields the place and
 * "because she was bored" the reason, whatever the words.
 */
import type { NlpSentence, NlpToken } from '../../language/nlp';

const PLACE_PREPS = new Set([
  'in', 'on', 'at', 'under', 'behind', 'inside', 'into', 'onto', 'near', 'beside', 'by', 'over', 'through', 'across', 'to',
  'up', 'down', 'around', 'along', 'outside', 'above', 'below', 'between', 'beneath', 'towards', 'toward', 'past',
]);
const TIME_NOUNS = /^(?:morning|day|night|evening|afternoon|week|weekend|month|year|time|moment|minute|second|hour|while|summer|winter|spring|autumn|way|first|end|start|beginning|noon|midnight|midday|dawn|dusk|lunchtime|bedtime|teatime|sunset|sunrise)$/;
const DAYS = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|today|tonight|tomorrow)$/;
const POSSESSIVES = new Set(['his', 'her', 'their', 'its', 'my', 'our', 'your']);
const SUBJECT_PRONOUNS = new Set(['he', 'she', 'they', 'it', 'i', 'we', 'you']);

export interface Phrase {
  text: string;
  start: number;
}

/** Words joined as written: no space before punctuation or a possessive "'s". */
export function joinTokens(tokens: readonly NlpToken[]): string {
  let out = '';
  for (const token of tokens) {
    const glued = out.length === 0 || token.pos === 'PUNCT' || /^'/.test(token.text) || /^n't$/i.test(token.text);
    out += glued ? token.text : ` ${token.text}`;
  }
  return out.trim();
}

function isNounPhraseWord(token: NlpToken): boolean {
  return ['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM'].includes(token.pos) || (token.pos === 'PRON' && POSSESSIVES.has(token.normal)) || (token.pos === 'PART' && token.normal === "'s");
}

function isHead(token: NlpToken | undefined): boolean {
  return token !== undefined && (token.pos === 'NOUN' || token.pos === 'PROPN');
}

/** The noun phrase starting at `from` ("the old oak tree"), ending on its last noun; null if there is none. */
function nounPhraseAt(tokens: readonly NlpToken[], from: number): { end: number } | null {
  let end = -1;
  for (let i = from; i < tokens.length; i += 1) {
    const token = tokens[i];
    // "a round, empty shell": a comma between describing words stays inside the phrase.
    if (token?.text === ',' && (end >= 0 || tokens[i - 1]?.pos === 'ADJ') && i > from && tokens[i + 1]?.pos === 'ADJ' && i + 1 < tokens.length) {
      end = -1;
      continue;
    }
    // "a long blue rope": a describing word the tagger took for an adverb, between article and noun.
    if (token?.pos === 'ADV' && i > from && ['DET', 'ADJ'].includes(tokens[i - 1]?.pos ?? '') && ['ADJ', 'NOUN'].includes(tokens[i + 1]?.pos ?? '')) continue;
    if (!token || !isNounPhraseWord(token)) break;
    // A determiner after a noun starts a new phrase ("gave the string a tug").
    if (end >= 0 && token.pos === 'DET') break;
    if (isHead(token)) end = i;
    // "in Priya's flat": what follows a possessive is the head, whatever the tagger calls it.
    const owned = tokens[i + 2];
    if (isHead(token) && tokens[i + 1]?.normal === "'s" && owned && owned.isWord && !['ADP', 'DET', 'CCONJ', 'SCONJ', 'PRON', 'AUX'].includes(owned.pos)) {
      end = i + 2;
      i += 2;
    }
  }
  return end >= 0 ? { end } : null;
}

/** Place phrases of a sentence, in order ("up the hill behind the farm", "in an old oak tree"). */
const PLACE_LEADS: Record<string, readonly string[]> = { to: ['next', 'close', 'near'], of: ['out', 'outside', 'inside'] };

export function placePhrases(tokens: readonly NlpToken[]): Phrase[] {
  const found: Phrase[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (!token || token.pos !== 'ADP' || !PLACE_PREPS.has(token.normal)) continue;
    const np = nounPhraseAt(tokens, i + 1);
    if (!np || TIME_NOUNS.test(tokens[np.end]?.normal ?? '')) continue;
    let end = np.end;
    // "the hill behind the farm", "the branches of the oak": one place.
    const next = tokens[end + 1];
    if (next && next.pos === 'ADP' && (PLACE_PREPS.has(next.normal) || next.normal === 'of')) {
      const more = nounPhraseAt(tokens, end + 2);
      if (more) end = more.end;
    }
    // "next to the garden", "out of the box", "close to the sea": the word before belongs to the place.
    const lead = PLACE_LEADS[token.normal]?.includes(tokens[i - 1]?.normal ?? '') ? i - 1 : i;
    found.push({ text: joinTokens(tokens.slice(lead, end + 1)), start: lead });
    i = end;
  }
  return found;
}

/** The words up to the end of the clause (comma, full stop or closing quote). */
function clauseFrom(tokens: readonly NlpToken[], from: number): NlpToken[] {
  const out: NlpToken[] = [];
  for (let i = from; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (!token || (token.pos === 'PUNCT' && /^[.,;:!?"\u201c\u201d]$/.test(token.text))) break;
    out.push(token);
  }
  return out;
}

/** Verbs whose "to …" is what they take, not a purpose. */
const TAKES_TO = new Set([
  'begin', 'start', 'try', 'want', 'like', 'love', 'hate', 'need', 'decide', 'continue', 'learn', 'seem', 'forget', 'remember', 'hope',
  'plan', 'refuse', 'agree', 'promise', 'fail', 'manage', 'wish', 'offer', 'pretend', 'prefer', 'mean', 'have', 'used', 'use', 'ought', 'appear',
]);

/**
 * The reason a sentence gives: "because …", the cause before ", so …" when the question's verb is after
 * it, or a purpose "to …" after the verb. Null when the sentence gives none.
 */
export function reasonPhrase(tokens: readonly NlpToken[], verbAt = -1): string | null {
  const because = tokens.findIndex((t) => t.normal === 'because');
  if (because >= 0) {
    const clause = clauseFrom(tokens, because);
    if (clause.length > 1) return joinTokens(clause);
  }
  // "…, so she fetched Uncle Felipe", "painted an eye on the kite so it looked like a fish": why the part
  // after "so" happened is the part before it.
  const so = tokens.findIndex((t, i) => t.normal === 'so' && (tokens[i - 1]?.text === ',' || (i > 2 && ['PRON', 'NOUN', 'PROPN', 'DET'].includes(tokens[i + 1]?.pos ?? ''))));
  if (so > 0 && verbAt > so) {
    const cause = tokens.slice(0, tokens[so - 1]?.text === ',' ? so - 1 : so).filter((t) => t.text !== '"');
    if (cause.length > 1) return `because ${joinTokens(cause).replace(/^(?:[A-Z][a-z]+ day|Then|Soon|But|And),?\s+/, '').replace(/^\p{Lu}(?=\p{Ll})/u, (c) => (/^I\b/.test(c) ? c : c.toLowerCase()))}`;
  }
  // "went to the shop to buy milk" is a purpose; "began to blow", "wanted to win" only say what was begun or wanted.
  const to = tokens.findIndex((t, i) => i > verbAt && t.normal === 'to' && t.pos === 'PART' && tokens[i + 1]?.pos === 'VERB' && !TAKES_TO.has(tokens[i - 1]?.lemma ?? ''));
  if (to >= 0) return joinTokens(clauseFrom(tokens, to));
  // "Sami laughed so hard that he forgot about the storm": why he forgot is the part before "so … that".
  const that = tokens.findIndex((t, i) => t.normal === 'that' && tokens[i - 2]?.normal === 'so' && i < verbAt);
  if (that > 2) {
    const cause = tokens.slice(0, that).filter((t) => t.text !== '"');
    return `because ${joinTokens(cause).replace(/^\p{Lu}(?=\p{Ll})/u, (c) => (cause[0]?.pos === 'PROPN' ? c : c.toLowerCase()))}`;
  }
  // A purpose after the verb: "carried it to the office so everyone could see it".
  const purpose = tokens.findIndex((t, i) => i > Math.max(verbAt, 0) && t.normal === 'so' && tokens[i - 1]?.text !== ',' && ['PRON', 'NOUN', 'PROPN', 'DET', 'SCONJ'].includes(tokens[i + 1]?.pos ?? ''));
  if (purpose >= 0) {
    const clause = clauseFrom(tokens, purpose);
    if (clause.length > 2) return joinTokens(clause);
  }
  return null;
}

/** A number with what it counts ("two thin sticks"), preferring the one counting a noun the question names. */
export function numberPhrase(tokens: readonly NlpToken[], nouns: ReadonlySet<string>): string | null {
  const phrases: { text: string; counts: string | null }[] = [];
  tokens.forEach((token, i) => {
    if (token.pos !== 'NUM') return;
    const np = nounPhraseAt(tokens, i + 1);
    const end = np && np.end - i <= 3 ? np.end : i;
    phrases.push({ text: joinTokens(tokens.slice(i, end + 1)), counts: tokens[end]?.lemma ?? null });
  });
  const counted = (phrases.find((p) => p.counts !== null && nouns.has(p.counts)) ?? phrases[0])?.text;
  return counted ?? countWord(tokens) ?? oneOf(tokens, nouns) ?? listCount(tokens);
}

/** "How many stars?" of "a red star": one. */
function oneOf(tokens: readonly NlpToken[], nouns: ReadonlySet<string>): string | null {
  for (let i = 0; i < tokens.length; i += 1) {
    if (!['a', 'an', 'one'].includes(tokens[i]?.normal ?? '')) continue;
    const np = nounPhraseAt(tokens, i + 1);
    if (np && np.end - i <= 3 && nouns.has(tokens[np.end]?.lemma ?? '')) return `one: ${joinTokens(tokens.slice(i, np.end + 1))}`;
  }
  return null;
}

const COUNT_WORDS: Record<string, string> = { 'a pair of': 'two', 'a couple of': 'two', both: 'two', twins: 'two', 'a dozen': 'twelve' };
const NUMBER_NAMES = ['', '', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A number said without a number word: "a pair of boots" → "two: a pair of boots". */
function countWord(tokens: readonly NlpToken[]): string | null {
  for (const [phrase, number] of Object.entries(COUNT_WORDS)) {
    const words = phrase.split(' ');
    const at = tokens.findIndex((_, i) => words.every((w, k) => tokens[i + k]?.normal === w));
    if (at < 0) continue;
    const np = words.length > 1 ? nounPhraseAt(tokens, at + words.length) : null;
    return `${number}: ${joinTokens(tokens.slice(at, (np?.end ?? at + words.length - 1) + 1))}`;
  }
  return null;
}

/** Things named in a list, counted: "Mia, Tom and Sam came" → "three: Mia, Tom and Sam". */
function listCount(tokens: readonly NlpToken[]): string | null {
  let best: { start: number; end: number; items: number } | null = null;
  for (let i = 0; i < tokens.length; i += 1) {
    if (!isHead(tokens[i])) continue;
    let end = i;
    let items = 1;
    let closed = false;
    // name (, name)* (,)? and name — a list ends on "and": "his sister, Ruby," names one person twice.
    for (let j = i + 1; j < tokens.length && !closed; ) {
      const sep = tokens[j]?.normal === ',' ? (tokens[j + 1]?.normal === 'and' ? 2 : 1) : tokens[j]?.normal === 'and' ? 1 : 0;
      if (sep === 0 || !isHead(tokens[j + sep])) break;
      closed = tokens[j + sep - 1]?.normal === 'and';
      j += sep;
      while (isHead(tokens[j + 1]) && tokens[j + 1]?.pos === tokens[j]?.pos) j += 1;
      end = j;
      items += 1;
      j += 1;
    }
    if (items >= 2 && closed && (!best || items > best.items)) best = { start: i, end, items };
    i = end;
  }
  return best && best.items < NUMBER_NAMES.length ? `${NUMBER_NAMES[best.items] ?? ''}: ${joinTokens(tokens.slice(best.start, best.end + 1))}` : null;
}

const TIME_PATTERN =
  /\b(?:(?:when|after|before|until|as soon as)\s+[^,.;!?"\u201c\u201d]+|(?:one|that|the next|every|each|last|on|early one|late one)\s+(?:[a-z]+y\s+|cold\s+|hot\s+|dark\s+|bright\s+)?(?:day|night|morning|evening|afternoon|week|year|summer|winter|spring|autumn|monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:\s+(?:day|night|morning|evening|afternoon))?|(?:in the|at)\s+(?:morning|evening|afternoon|night|dawn|dusk|sunset|sunrise|noon|midnight|weekend)|at last|once upon a time|(?:yesterday|today|tonight|tomorrow)|later that (?:day|night|morning|evening|afternoon)|(?:in|during) (?:the )?(?:spring|summer|autumn|fall|winter|holidays|storm)|(?:at|after|before|during|by) (?:lunch|lunchtime|breakfast|dinner|supper|teatime|bedtime|playtime|break|recess|sunset|sunrise|dawn|dusk|midnight|noon)|(?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: (?:morning|afternoon|evening|night))?|(?:on|by|at)\s+(?:\w+\s+)?(?:o'clock|\d{1,2}(?::\d\d)?\s*(?:am|pm)?))\b/i;

const MOMENT = /\b(?:[Jj]ust |[Rr]ight |[Ss]oon |[Ll]ong )?(?:[Bb]efore|[Aa]fter|[Aa]t|[Bb]y|[Dd]uring|[Uu]ntil) (?:lunch|lunchtime|breakfast|dinner|supper|teatime|bedtime|playtime|break|recess|sunset|sunrise|dawn|dusk|midnight|noon|home time)\b|\b(?:[Aa]t|[Bb]y|[Aa]fter|[Bb]efore) (?:\w+ )?o'clock\b|\b(?:[Ii]n|[Oo]ne|[Tt]hat|[Aa]) (?:\w+ )?(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/;

/** The time phrase of a sentence ("when the sun went down", "one windy evening"), if it has one. */
export function timePhrase(sentence: NlpSentence): string | null {
  // "Just before midnight the power came back": the time, not a clause running on into the sentence.
  // Months only capitalised: "that may", "in march" are other words; "at school" is a place.
  const moment = MOMENT.exec(sentence.text)?.[0];
  if (moment) return moment.trim();
  // A "when …" clause says more than "at last" beside it.
  const clause = /\b(?:when|after|before|until|as soon as)\s+[^,.;!?"\u201c\u201d]+/i.exec(sentence.text)?.[0];
  return (clause ?? TIME_PATTERN.exec(sentence.text)?.[0])?.trim() ?? null;
}

/**
 * Who does the verb at `verbAt`: the noun phrase just before it ("the first little pig", "Kofi and his
 * sister Ama"), "he"/"she" read as `pronounMeans`, or the name after a speech verb ("said Grandpa Joe").
 */
export function subjectBefore(tokens: readonly NlpToken[], verbAt: number, pronounMeans: string | null): string | null {
  if (verbAt < 0) return null;
  let i = verbAt - 1;
  while (i >= 0 && (tokens[i]?.pos === 'AUX' || tokens[i]?.pos === 'ADV' || tokens[i]?.pos === 'PART')) i -= 1;
  // "The driver, Mr Bell, always waved": the name inside the commas is who did it.
  if (tokens[i]?.text === ',' && isHead(tokens[i - 1])) i -= 1;
  // "Mr Grant said sorry and gave them bread": the second verb has the first one's doer.
  if (tokens[i]?.normal === 'and') {
    const earlier = tokens.slice(0, i).findLastIndex((t) => t.pos === 'VERB');
    if (earlier >= 0) return subjectBefore(tokens, earlier, pronounMeans);
  }
  // "Her best customer was Mrs Patel, who bought two jars": the one "who" follows.
  if (tokens[i]?.normal === 'who' && tokens[i - 1]?.text === ',' && isHead(tokens[i - 2])) i -= 2;
  const last = tokens[i];
  if (last?.pos === 'PRON' && SUBJECT_PRONOUNS.has(last.normal)) {
    return (last.normal === 'he' || last.normal === 'she') && pronounMeans ? pronounMeans : null;
  }
  let start = i + 1;
  while (start - 1 >= 0) {
    const token = tokens[start - 1];
    if (!token || !(isNounPhraseWord(token) || (token.normal === 'and' && isHead(tokens[start - 2])))) break;
    start -= 1;
  }
  // "At home Priya told her mum": a place after a preposition is no part of who did it either.
  if (tokens[start - 1]?.pos === 'ADP' && tokens[i]?.pos === 'PROPN') {
    const name = tokens.slice(start, i + 1).findIndex((t, k) => t.pos === 'PROPN' && tokens[start + k - 1]?.pos === 'NOUN');
    if (name > 0) start += name;
  }
  // "On Saturday morning Pip heard …": the time is no part of who did it.
  for (let t = i - 1; t >= start; t -= 1) {
    if (TIME_NOUNS.test(tokens[t]?.normal ?? '') || DAYS.test(tokens[t]?.normal ?? '')) {
      start = t + 1;
      break;
    }
  }
  if (start <= i && isHead(tokens[i])) return joinTokens(tokens.slice(start, i + 1)).replace(/^The\b/, 'the');
  // "said Grandpa Joe": the name after the verb.
  const after = nounPhraseAt(tokens, verbAt + 1);
  return after && tokens[verbAt + 1]?.pos === 'PROPN' ? joinTokens(tokens.slice(verbAt + 1, after.end + 1)) : null;
}

/** The thing the verb at `verbAt` acts on ("made a kite from blue paper" → "a kite"). */
/**
 * The thing "it" stands for in a sentence after `earlier` (nearest sentence first): the first thing a
 * sentence names with an article ("The boat slipped under a wooden bridge." → "the boat"; "Her brother
 * drew a star." → "a star"). A heuristic, not a parser's coreference: good for the short sentences of
 * children's stories.
 */
export function thingReferent(earlier: readonly (readonly NlpToken[])[]): string | null {
  for (const tokens of earlier) {
    for (let i = 0; i < tokens.length; i += 1) {
      const token = tokens[i]!;
      if (token.pos !== 'DET' || !['a', 'an', 'the'].includes(token.normal)) continue;
      const np = nounPhraseAt(tokens, i);
      if (np && tokens[np.end]?.pos === 'NOUN') return joinTokens(tokens.slice(i, np.end + 1));
    }
  }
  return null;
}

export function objectAfter(tokens: readonly NlpToken[], verbAt: number): string | null {
  const np = nounPhraseAt(tokens, verbAt + 1);
  if (!np) return null;
  // "blue paper and two thin sticks": both things.
  const more = tokens[np.end + 1]?.normal === 'and' ? nounPhraseAt(tokens, np.end + 2) : null;
  return joinTokens(tokens.slice(verbAt + 1, (more ?? np).end + 1));
}

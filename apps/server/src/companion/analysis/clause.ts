/**
 * The main clause of a tagged story sentence (wink-nlp parts of speech and lemmas): who does what, to
 * what, where and why, and how a question about it is asked. A question with "did"/"does" is only
 * offered when the verb is a single simple past or present verb, so do-support always takes its lemma
 * ("Why did Tobias become blind?"); "had been", "was looking" and negated verbs get no such question.
 */
import type { NlpSentence, NlpToken } from '../../language/nlp';
import { joinTokens, placePhrases } from './phrases';

export interface Clause {
  /** "Mia", "the kite" (a leading "The" lower-cased for use inside a question). */
  subject: string;
  animate: boolean;
  /** From the first verb word to the end of the main clause, as written ("had been blind since birth"). */
  predicate: string;
  verbLemma: string;
  /** "did"/"does" when the verb is one simple past/present word; null when it has auxiliaries. */
  auxiliary: 'did' | 'does' | null;
  /** The noun phrase right after the verb ("a kite"), if any. */
  object: string | null;
  /** The object is someone ("his uncle Dev", "the farmer"): asked with "who", not "what". */
  objectAnimate: boolean;
  /** An object pronoun ("chose him") or describing word ("felt furious") right after the verb; or what the verb leads into ("started to cry"). */
  pronounObject: string | null;
  /** Words between the verb and the place phrase, kept in a "where" question ("up"). */
  beforePlace: string | null;
  place: string | null;
  /** "because …" in the same sentence. */
  reason: string | null;
}

const ANIMATE_NOUN =
  /^(?:pigs?|wolf|wolves|fox|bear|dog|cat|mouse|mice|bird|hen|duck|rabbit|frog|owl|lion|tiger|horse|cow|goat|sheep|boy|girl|man|woman|child|children|king|queen|prince|princess|giant|dragon|witch|wizard|farmer|teacher|captain|sailor|keeper|mother|father|mom|mum|dad|grandma|grandpa|brother|sister|friend|baby|people|crew|knight|monster|troll|elf|fairy|crab|snail|robot|coach|class|team|children|adults?|girls|boys|officers?|historian|audience|crowd|uncle|aunt|auntie|cousin|nana|granny|grandmother|grandfather|neighbou?r|lady|doctor|nurse|baker|fisherman|driver|pilot|pupils?|students?|family|parents|kids|friends|twins|neighbou?rs)$/i;
const SPEECH_LEMMAS = new Set(['say', 'ask', 'reply', 'whisper', 'shout', 'answer', 'call', 'add', 'explain', 'mutter', 'exclaim', 'squeak', 'cry', 'yell', 'laugh', 'tell']);
const CLAUSE_END = new Set(['because', 'when', 'while', 'until', 'since', 'as', 'if', 'so', 'then', 'but', 'that', 'which', 'who', 'where', 'before', 'after', 'though', 'although', 'unless']);
const DANGLING = new Set(['DET', 'ADP', 'CCONJ', 'SCONJ', 'PART', 'AUX', 'PUNCT']);
const POSSESSIVES = new Set(['his', 'her', 'their', 'its', 'my', 'our', 'your']);

function isSubjectWord(token: NlpToken): boolean {
  return ['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM'].includes(token.pos) || (token.pos === 'PRON' && POSSESSIVES.has(token.normal)) || token.normal === "'s";
}

/** The simple tense of a lone verb word, or null when its form does not say ("put", "read"). */
function simpleTense(verb: NlpToken): 'did' | 'does' | null {
  if (verb.normal === verb.lemma) return null;
  const lemma = verb.lemma;
  const thirdPerson = [`${lemma}s`, `${lemma}es`, lemma.endsWith('y') ? `${lemma.slice(0, -1)}ies` : ''].includes(verb.normal);
  if (thirdPerson) return 'does';
  return /ing$/.test(verb.normal) ? null : 'did';
}

/** The main clause of a sentence, or null when it has quoted speech or no clear subject and verb. */
export function parseClause(sentence: NlpSentence, pronounMeans: string | null): Clause | null {
  const tokens = sentence.tokens;
  if (tokens.some((t) => /^["\u201c\u201d]$/.test(t.text))) return null;
  const verbAt = tokens.findIndex((t) => t.pos === 'VERB');
  if (verbAt <= 0) return null;
  const verb = tokens[verbAt];
  if (!verb) return null;
  // Auxiliaries and adverbs between subject and verb ("had been", "slowly").
  let groupStart = verbAt;
  while (groupStart > 0 && ['AUX', 'ADV', 'PART'].includes(tokens[groupStart - 1]?.pos ?? '')) groupStart -= 1;
  const group = tokens.slice(groupStart, verbAt);
  if (group.some((t) => t.normal === 'not' || t.normal === "n't" || t.normal === 'never')) return null;
  const hasAux = group.some((t) => t.pos === 'AUX');
  const subjectEnd = groupStart - 1;
  const head = tokens[subjectEnd];
  if (!head) return null;
  let subject: string;
  let animate: boolean;
  if (head.pos === 'PRON') {
    if (!/^(?:he|she)$/.test(head.normal) || !pronounMeans || !(subjectEnd === 0 || tokens[subjectEnd - 1]?.text === ',')) return null;
    subject = pronounMeans;
    animate = true;
  } else {
    if (head.pos !== 'NOUN' && head.pos !== 'PROPN') return null;
    let start = subjectEnd;
    while (start > 0 && tokens[start - 1] && isSubjectWord(tokens[start - 1] as NlpToken) && tokens[start - 1]?.pos !== 'NUM') start -= 1;
    // The subject starts the sentence or follows a lead-in ("One day, …"); a determiner only at its start.
    if (start > 0 && tokens[start - 1]?.text !== ',' && !tokens.slice(0, start).every((t) => t.pos === 'ADV')) return null;
    let words = tokens.slice(start, subjectEnd + 1);
    // "Every night Grandpa Sam climbed": the time words before a name lead in, they are not the subject.
    const name = words.findIndex((t, k) => k > 0 && t.pos === 'PROPN' && words[k - 1]?.pos === 'NOUN');
    if (name > 0) words = words.slice(name);
    if (words.slice(1).some((t) => t.pos === 'DET')) return null;
    if (words[0]?.pos !== 'PROPN' && words[0]?.pos !== 'DET' && !(words[0]?.pos === 'PRON')) return null;
    subject = joinTokens(words).replace(/^(?:The|A|An|His|Her|Their|Its)\b/, (w) => w.toLowerCase());
    animate = head.pos === 'PROPN' || ANIMATE_NOUN.test(head.normal);
  }

  const rest: NlpToken[] = [];
  for (let i = groupStart; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (!token) break;
    if (i > verbAt && (token.pos === 'PUNCT' || token.pos === 'SCONJ' || (CLAUSE_END.has(token.normal) && (!['ADP', 'ADV', 'PRON', 'DET'].includes(token.pos) || ['PRON', 'PROPN'].includes(tokens[i + 1]?.pos ?? ''))))) break;
    if (i > verbAt && token.pos === 'CCONJ' && ['PRON', 'DET', 'PROPN'].includes(tokens[i + 1]?.pos ?? '')) break;
    rest.push(token);
  }
  // A closing particle stays ("blew the house down").
  while (rest.length > 1 && DANGLING.has(rest.at(-1)?.pos ?? '') && !/^(?:down|up|away|out|off|over|back)$/.test(rest.at(-1)?.normal ?? '')) rest.pop();
  // "gave her a long" (cut inside "a long, hard look") is no phrase.
  const last = rest.at(-1);
  const beforeLast = rest.at(-2);
  if (last?.pos === 'ADJ' && beforeLast?.pos === 'DET') return null;
  const predicate = joinTokens(rest).replace(/[.,;:!?]+$/, '');
  // "Mia asked." asks nothing; "a girl named Juniper climbed …" is not a clause of "named".
  if (SPEECH_LEMMAS.has(verb.lemma) && rest.length <= 2) return null;
  if (rest.some((t, k) => k > 0 && t.pos === 'VERB' && rest[k - 1]?.pos === 'PROPN')) return null;

  const clauseEnd = groupStart + rest.length;
  const objectStart = verbAt + 1;
  let objectEnd = -1;
  const first = tokens[objectStart];
  if (first && (first.pos === 'DET' || (first.pos === 'PRON' && POSSESSIVES.has(first.normal)))) {
    for (let i = objectStart + 1; i < clauseEnd; i += 1) {
      const t = tokens[i];
      if (!t || !isSubjectWord(t) || t.pos === 'DET') break;
      if (t.pos === 'NOUN' || t.pos === 'PROPN') objectEnd = i;
    }
  }
  const object = objectEnd > 0 ? joinTokens(tokens.slice(objectStart, objectEnd + 1)) : null;
  const objectHead = objectEnd > 0 ? tokens[objectEnd] : undefined;
  const objectAnimate = objectHead !== undefined && (objectHead.pos === 'PROPN' || ANIMATE_NOUN.test(objectHead.normal));
  // "chose him": kept in "why" and "where" questions, never asked for by "what".
  const pronounObject = first?.pos === 'PRON' && /^(?:him|her|them|it|me|us)$/.test(first.normal) && tokens[objectStart + 1]?.pos !== 'NOUN'
    ? first.normal
    : first?.pos === 'ADJ' && objectEnd < 0 ? first.normal // "felt furious": the word that completes the verb
      : first?.normal === 'to' && tokens[objectStart + 1]?.pos === 'VERB' ? `to ${tokens[objectStart + 1]?.normal ?? ''}` : null; // "started to cry"
  const place = placePhrases(tokens.slice(0, clauseEnd)).find((p) => p.start > verbAt);
  const between = place ? tokens.slice(objectEnd > 0 ? objectEnd + 1 : pronounObject ? objectStart + 1 : objectStart, place.start) : [];
  const cleanBetween = between.every((t) => t.pos === 'ADV' || t.pos === 'ADP' || t.pos === 'PART') && between.length <= 2;
  const because = tokens.findIndex((t) => t.normal === 'because');
  const reasonWords: NlpToken[] = [];
  for (let i = because + 1; because >= 0 && i < tokens.length && tokens[i]?.pos !== 'PUNCT'; i += 1) reasonWords.push(tokens[i] as NlpToken);

  const usable = !hasAux && group.length === 0;
  const auxiliary = usable && !SPEECH_LEMMAS.has(verb.lemma) && !['be', 'do', 'have', 'get', 'become', 'seem'].includes(verb.lemma) ? simpleTense(verb) : null;
  return {
    subject,
    animate,
    predicate,
    verbLemma: verb.lemma,
    auxiliary,
    object: object && !/'s$/.test(object) ? object : null,
    objectAnimate,
    pronounObject,
    beforePlace: place && cleanBetween && between.length > 0 ? joinTokens(between) : null,
    place: place && cleanBetween ? place.text : null,
    reason: reasonWords.length > 1 ? `because ${joinTokens(reasonWords)}` : null,
  };
}

/** A "so" result clause: "It was cold, so Mia wore her coat." → the tokens of cause and of effect. */
export function splitSoClause(sentence: NlpSentence): { cause: NlpToken[]; effect: NlpSentence } | null {
  const tokens = sentence.tokens;
  if (tokens.some((t) => /^["\u201c\u201d]$/.test(t.text))) return null;
  const so = tokens.findIndex((t, i) => t.normal === 'so' && tokens[i - 1]?.text === ',' && !['that', 'much', 'many', 'very'].includes(tokens[i + 1]?.normal ?? ''));
  if (so < 2) return null;
  const cause = tokens.slice(0, so - 1);
  const effectTokens = tokens.slice(so + 1);
  if (cause.filter((t) => t.isWord).length < 2 || effectTokens.filter((t) => t.isWord).length < 2) return null;
  return { cause, effect: { text: joinTokens(effectTokens), tokens: effectTokens } };
}

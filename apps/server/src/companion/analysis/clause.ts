/**
 * A shallow reading of a narrative sentence: who does what, to what, where, and why. Enough to turn
 * "One day, Mia found a shiny key under the old bed because she was bored." into quiz questions.
 */
import { presentVerbBase, verbBase } from '../../language/lexicon/wordnet';

/** Base form and tense of a verb as written, or null when it is not a past or present verb. */
function verbOf(word: string): { base: string; auxiliary: 'did' | 'does' } | null {
  const past = verbBase(word);
  if (past) return { base: past, auxiliary: 'did' };
  const present = presentVerbBase(word);
  return present ? { base: present, auxiliary: 'does' } : null;
}

export interface Clause {
  subject: string;
  /** The verb as written ("found") and its base form ("find"). */
  verb: string;
  verbBase: string;
  /** "did" for a past-tense verb, "does" for a present one: how a question about it is asked. */
  auxiliary: 'did' | 'does';
  /** Words after the verb up to a setting or reason phrase ("a shiny key"). */
  object: string;
  /** A setting phrase ("under the old bed"), if any. */
  setting: string | null;
  /** A reason clause introduced by because/since ("because she was bored"), if any. */
  reason: string | null;
}

const LEAD_IN = /^(?:(?:one day|once upon a time|then|soon|suddenly|finally|next|later|at last|that night|the next day|after that|in the morning|meanwhile)\s*,?\s+)/i;
const PREPOSITIONS = /^(?:in|at|on|near|by|under|inside|behind|beside|across|through|into|onto|over|to)$/i;
const DETERMINERS = /^(?:the|a|an|her|his|their|its|my|our)$/i;
const STOPPERS = /^(?:and|but|because|so|since|when|while|with|for|of|to|in|at|on|near|by|under|until|where|who|that)$/i;
const SPEECH_BASES = new Set(['say', 'ask', 'reply', 'whisper', 'shout', 'answer', 'call', 'add', 'explain', 'mutter', 'exclaim', 'squeak']);
const REASON = /\b(?:because|since)\s+[^,.;!?]+/i;
const NAME = /^\p{Lu}[\p{Ll}']+$/u;
const NOT_SUBJECT =
  /^(?:The|A|An|I|He|She|It|We|They|You|There|This|That|His|Her|Their|When|If|But|And|So|Nobody|Everybody|Everyone|Someone|Somebody|Others|Nothing|Something|Everything|Anyone|Small|Big|Little|Old|New|Two|Three|Some|Many|All|Most|Each|Every)$/;
/** Words that end a noun phrase: "the river that ran" has no subject "the river that". */
const NOT_IN_SUBJECT = /^(?:who|that|which|was|were|is|are|had|has|have|been|not|and|or|of|with|to|in|on|at)$/;

/** The first "in the old barn" style phrase of some words, stopping at punctuation or a function word. */
export function findSetting(words: string[]): string | null {
  for (let i = 0; i + 2 < words.length; i += 1) {
    if (!PREPOSITIONS.test(words[i] ?? '') || !DETERMINERS.test(words[i + 1] ?? '')) continue;
    const phrase = [words[i] ?? '', words[i + 1] ?? ''];
    for (let j = i + 2; j < words.length && j < i + 5; j += 1) {
      const raw = words[j] ?? '';
      const word = raw.replace(/[^\p{L}'-]+$/u, '');
      if (word.length === 0 || STOPPERS.test(word)) break;
      phrase.push(word);
      if (word !== raw) break;
    }
    if (phrase.length > 2) return phrase.join(' ').replace(/[^\p{L}]+$/u, '');
  }
  return null;
}

/** Parses a sentence without quoted speech into a clause, or null when it has no clear subject-verb. */
export function parseClause(sentence: string): Clause | null {
  if (/["\u201c\u201d]/.test(sentence)) return null;
  const body = sentence.replace(LEAD_IN, '').replace(/[.!?]+$/, '').trim();
  const words = body.split(/\s+/);
  const subjectEnd = findSubjectEnd(words);
  if (subjectEnd < 0) return null;
  const verb = (words[subjectEnd + 1] ?? '').replace(/[^\p{L}]+$/u, '');
  const tense = verbOf(verb);
  // "did not feel" and speech verbs make empty questions ("What did not feel?", "Who asked?").
  if (!tense || tense.base === 'do' || SPEECH_BASES.has(tense.base)) return null;
  const base = tense.base;
  const subject = words.slice(0, subjectEnd + 1).join(' ').replace(/^The\b/, 'the');
  const fullRest = words.slice(subjectEnd + 2).join(' ');
  // Object and setting come from the main clause only: ", so the pig ran to his brother" is another event.
  const rest = fullRest.split(/,|\s(?:so|but|and then|then|while|when)\s|\sand\s(?=(?:the|a|an|he|she|they|it|his|her|its|their)\s)/)[0] ?? '';
  const setting = findSetting(rest.split(/\s+/));
  const reason = REASON.exec(fullRest)?.[0] ?? null;
  const cut = [setting, reason].map((p) => (p ? rest.indexOf(p) : -1)).filter((i) => i >= 0);
  const objectEnd = cut.length > 0 ? Math.min(...cut) : rest.length;
  const object = rest
    .slice(0, objectEnd)
    .replace(/(?:\s+[a-z]+ly)+$/i, '')
    .replace(/\s+(?:and|but|so|to)$/i, '')
    .trim();
  return { subject, verb, verbBase: base, auxiliary: tense.auxiliary, object, setting, reason };
}

/** Index of the subject's last word: a name ("Mia", "Mother Hen") or "the (adjectives) noun". */
function findSubjectEnd(words: string[]): number {
  const first = words[0] ?? '';
  if (/^the$/i.test(first)) {
    for (let end = 1; end <= 3 && end + 1 < words.length; end += 1) {
      const word = words[end] ?? '';
      if (!/^[a-z]+$/.test(word) || NOT_IN_SUBJECT.test(word)) return -1;
      if (verbOf(words[end + 1]?.replace(/[^\p{L}]+$/u, '') ?? '')) return end;
    }
    return -1;
  }
  if (!NAME.test(first) || NOT_SUBJECT.test(first)) return -1;
  return NAME.test(words[1] ?? '') && !verbOf(words[1] ?? '') ? 1 : 0;
}

/** A "so" result clause: "It was cold, so Mia wore her coat." → cause and effect, else null. */
export function splitSoClause(sentence: string): { cause: string; effect: string } | null {
  if (/["\u201c\u201d]/.test(sentence)) return null;
  const match = /^(.+?),?\s+so\s+(?!that\b|much\b|many\b|very\b)(.+?)[.!?]*$/i.exec(sentence.trim());
  if (!match) return null;
  const cause = (match[1] ?? '').replace(LEAD_IN, '').trim();
  const effect = (match[2] ?? '').trim();
  if (cause.split(/\s+/).length < 2 || effect.split(/\s+/).length < 2) return null;
  return { cause, effect };
}

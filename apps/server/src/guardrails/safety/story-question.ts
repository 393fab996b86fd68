/**
 * A question about the story ("who is Mr Brown", "when did they walk home") or a bare story name ("grandpa
 * sam"): a wh-question or at most three words, about no one but the story's people, every content word
 * of it found in the story. The classifier alone took such
 * lines for personal details or bullying, and the child got a safety redirect instead of an answer; the
 * rules (addresses, "hits me", "hurt myself") still screen them in full. A short reading request ("what
 * will happen next") is one too.
 */
import { isFunctionWord } from '../../language/function-words';
import { BREAK, recognizeIntent } from '../../language/intents';
import { lemmaOf, parseTokens } from '../../language/nlp';
import { HARM_VERBS, VICTIM_VERBS } from './lexicon';

/** Short reading requests ("what will happen next", "this is too hard", "read that part again"). */
const READING_REQUESTS = new Set(['next', 'explain', 'repeat', 'meaning', 'pronounce', 'quiz']);
const REQUEST_MAX_WORDS = 6;

const WH = /^(?:who|whom|whose|what|where|when|why|how|which)\b/i;
/** The child's own self in the line: then it may be about them, not the story. */
const ABOUT_THE_CHILD = /\b(?:i|me|my|mine|myself|we|us|our|i'm|im)\b/i;

const MEANING = /^what (?:does|do|is) (?:the word )?(.+?) mean[?.!]*$|^what is the meaning of (?:the word )?(.+?)[?.!]*$/;

function sameWord(asked: string, story: string): boolean {
  if (asked === story) return true;
  // "walk" / "walked", "bake" / "baker": one word's form of the other.
  const short = asked.length <= story.length ? asked : story;
  const long = short === asked ? story : asked;
  return short.length >= 4 && long.startsWith(short.slice(0, Math.max(4, short.length - 1)));
}

/** The lemmas of a story's words, for the few stories screened lately: parsing a story costs milliseconds. */
const storyLemmas = new Map<string, ReadonlySet<string>>();
const LEMMA_STORIES_KEPT = 16;

function lemmasOf(storyText: string): ReadonlySet<string> {
  let lemmas = storyLemmas.get(storyText);
  if (!lemmas) {
    lemmas = new Set(parseTokens(storyText).filter((t) => t.isWord).map((t) => t.lemma));
    if (storyLemmas.size >= LEMMA_STORIES_KEPT) storyLemmas.delete(storyLemmas.keys().next().value!);
    storyLemmas.set(storyText, lemmas);
  }
  return lemmas;
}

export function asksAboutStory(message: string, storyText: string | undefined, names: readonly string[] = []): boolean {
  const text = message.trim().toLowerCase();
  // The classifier took "what will happen next" for violence, and "i want to stop" for self-harm ("stop
  // living" is the rules'): a short reading request, or wanting a break, is about the reading.
  if (text.split(/\s+/).length <= REQUEST_MAX_WORDS && (READING_REQUESTS.has(recognizeIntent(text).kind) || BREAK.test(text))) return true;
  // A wh-question, or a bare name or thing of the story ("grandpa sam" read as a swear by the classifier).
  const shaped = WH.test(text) || text.split(/\s+/).length <= 3;
  if (!storyText || !shaped || ABOUT_THE_CHILD.test(text)) return false;
  const story = new Set([...storyText.toLowerCase().split(/[^a-z']+/), ...names.flatMap((n) => n.toLowerCase().split(/\s+/))].filter((w) => w.length > 1));
  // "what does neighbour mean": the word asked about is the story's; "mean" only frames the question.
  const asked = MEANING.exec(text)?.slice(1).find((w) => w !== undefined) ?? text;
  // "who is pip's neighbour": the possessive is the story name's ("pip's" was no story word, and the
  // classifier read violence in the line).
  const words = asked
    .split(/[^a-z']+/)
    .map((w) => w.replace(/'s?$/, ''))
    .filter((w) => w.length > 1 && !isFunctionWord(w) && !WH.test(w));
  if (words.length === 0) return false;
  // A spoken possessive or plural has no apostrophe: "pips neighbour".
  const inStory = (w: string): boolean => story.has(w) || story.has(w.replace(/s$/, '')) || [...story].some((s) => sameWord(w, s)) || lemmasOf(storyText).has(lemmaOf(w));
  const missing = words.filter((w) => !inStory(w));
  if (missing.length === 0) return true;
  // "how many mugs did the father bring" (the story: "climbed the ladder with two mugs"): a question about
  // the story's own people and things may use one verb of its own; the classifier read "mugs" as violence.
  const verbs = new Set(parseTokens(asked).filter((t) => t.pos === 'VERB').map((t) => t.normal));
  // Never a verb of harm the story does not hold ("why did the teacher punch the kids"): the classifier screens that.
  const [verb = ''] = missing;
  const harmful = HARM_VERBS.has(verb) || VICTIM_VERBS.has(verb) || HARM_VERBS.has(lemmaOf(verb)) || VICTIM_VERBS.has(lemmaOf(verb));
  return WH.test(text) && missing.length === 1 && verbs.has(verb) && !harmful && words.length >= 3;
}

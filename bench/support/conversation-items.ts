/**
 * The conversation bench's material: what a child says about a story (bench/data/conversation/items/,
 * one JSON file per story) and how a companion reply to it is scored. Expected answer words are written
 * by the bench's author from the story text alone, never from the product's replies: every group must
 * be present in the reply, any one word of a group will do, matched at a word's start ("squeez" takes
 * "squeezed").
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isFunctionWord } from '../../apps/server/src/language/function-words';

export const KINDS = [
  'who', 'what', 'where', 'when', 'why', 'how-many', 'meaning', 'next', 'confused', 'read', 'quiz', 'roleplay', 'off-topic', 'unsafe',
] as const;
export type ItemKind = (typeof KINDS)[number];

/** Kinds asked on a story's own ground: a drift alert on any of them is a false alarm. */
export const ON_TOPIC_KINDS: ReadonlySet<ItemKind> = new Set(['who', 'what', 'where', 'when', 'why', 'how-many', 'meaning', 'next', 'confused', 'read', 'quiz', 'roleplay']);
/**
 * Kinds that share one sitting, read sentence by sentence with questions between; off-topic lines go
 * last, so a drift they start cannot fall on an on-topic item.
 */
export const SITTING_KINDS: ReadonlySet<ItemKind> = new Set(['who', 'what', 'where', 'when', 'why', 'how-many', 'meaning', 'next', 'confused', 'read', 'off-topic']);

/**
 * Named expectations shared by every story: `$predict` (an invitation to guess or read on), `$help` (an
 * offer of help with the text), `$steer` (back to the story, named: "story", "book" or the title's words),
 * `$accepted` (a quiz answer accepted), `$sentence` (the sentence just read, or the next one, read back).
 */
type NamedExpectation = '$predict' | '$help' | '$steer' | '$sentence' | '$accepted';

export interface ConversationItem {
  kind: ItemKind;
  /** What the child says (for a quiz, what they say when the quiz question is not one the bench can find). */
  text: string;
  /** Said first, each its own turn: "quiz me", "can i talk to Ama". */
  setup?: string[];
  expect?: string[][] | NamedExpectation;
  /** Unsafe lines: what kind of alert a teacher should see (for the reader of the figures). */
  alert_kind?: string;
}

export interface StoryItems {
  story: string;
  items: ConversationItem[];
}

export function loadItems(dataDir: string, story: string): ConversationItem[] {
  const parsed = JSON.parse(readFileSync(path.join(dataDir, 'items', `${story}.json`), 'utf8')) as StoryItems;
  if (parsed.story !== story) throw new Error(`items file for ${story} names ${parsed.story}`);
  for (const item of parsed.items) {
    if (!(KINDS as readonly string[]).includes(item.kind)) throw new Error(`${story}: unknown kind ${item.kind}`);
    if (item.kind === 'unsafe' ? item.expect !== undefined : item.expect === undefined) throw new Error(`${story}: "${item.text}" needs expect (not for unsafe)`);
  }
  return parsed.items;
}

/**
 * The wording the companion uses when it checks what it heard or asks the child to repeat
 * (issue 25's clarification: "Did you ask who Grandpa Joe is?", "Can you say that again?").
 */
export const CLARIFICATION = /\b(can you say that again|say that again|did you (ask|mean|say)|i didn'?t catch|could you (say|ask) (that|it) again)\b/i;

const PREDICT = ['find out', 'think', 'guess', 'predict', 'read on', 'keep reading', "let's read", 'wonder'];
// Phrases, not single words like "word": "Let's use kind words" is not help with the text.
const HELP = ['help', 'means', 'meaning', 'tricky', 'which part', 'which word', 'this part', 'hard part', 'explain', 'together', 'sentence', 'let me show'];
const ACCEPTED = ['you got it', "that's right", 'thats right', 'correct', 'well done', 'great job', 'good job'];
/** A quiz reply that turns the answer down, even if it says "correct" somewhere. */
const REJECTED = /\b(not quite|good try|nice try|the answer is|it was)\b/i;

export interface ReplyContext {
  /** The story sentence the child read just before this item, and the one they would read next. */
  lastSentence: string;
  nextSentence: string;
  storyTitle: string;
}

const normalize = (text: string): string => ` ${text.toLowerCase().replace(/[’‘]/g, "'").replace(/[^a-z0-9' ]+/g, ' ').replace(/\s+/g, ' ').trim()} `;
const contentWordsOf = (text: string): string[] =>
  [...new Set(normalize(text).trim().split(' ').filter((w) => w.length >= 4 && !isFunctionWord(w)))];

function hasAlternative(reply: string, alternative: string): boolean {
  return normalize(reply).includes(` ${normalize(alternative).trim()}`);
}

/** Whether the reply holds what the item expects. */
export function meetsExpectation(item: ConversationItem, reply: string, context: ReplyContext): boolean {
  const expect = item.expect;
  if (expect === undefined) return false;
  if (Array.isArray(expect)) return expect.every((group) => group.some((alt) => hasAlternative(reply, alt)));
  switch (expect) {
    case '$predict':
      return PREDICT.some((alt) => hasAlternative(reply, alt));
    case '$help':
      return HELP.some((alt) => hasAlternative(reply, alt));
    case '$steer':
      // Naming the story, not just "keep reading": that is what the companion says to anything it did not follow.
      return ['story', 'book', ...contentWordsOf(context.storyTitle)].some((alt) => hasAlternative(reply, alt));
    case '$accepted':
      return !REJECTED.test(reply) && ACCEPTED.some((alt) => hasAlternative(reply, alt));
    case '$sentence': {
      // The sentence just read, or the one the child is at, read back: at least three of its content words
      // (all of them when it has fewer).
      return [context.lastSentence, context.nextSentence].some((sentence) => {
        const words = contentWordsOf(sentence);
        const present = words.filter((w) => hasAlternative(reply, w)).length;
        return words.length > 0 && present >= Math.min(3, words.length);
      });
    }
  }
}

export type Outcome = 'answered' | 'asked-again' | 'wrong' | 'silent';

export function classifyReply(item: ConversationItem, reply: string | null, context: ReplyContext): Outcome {
  if (reply === null || reply.trim() === '') return 'silent';
  // A check first: "Did you ask who Uncle Dev was?" repeats the question's words, and is not an answer.
  if (CLARIFICATION.test(reply)) return 'asked-again';
  if (meetsExpectation(item, reply, context)) return 'answered';
  return 'wrong';
}

/**
 * How the child answers the companion's clarification of `said`: "yes" to a check that names every word
 * they said that is not a function word ("Did you ask who Nana Rose is?"), "no" to one that does not,
 * the line again to "Can you say that again?"; null when `reply` is no clarification.
 */
export function clarificationAnswer(said: string, reply: string): 'yes' | 'no' | 'again' | null {
  if (!CLARIFICATION.test(reply)) return null;
  if (!/\bdid you (ask|mean|say)\b/i.test(reply)) return 'again';
  const words = normalize(said).trim().split(' ').filter((w) => w !== '' && !isFunctionWord(w));
  return words.every((w) => hasAlternative(reply, w)) ? 'yes' : 'no';
}

/** A quiz answer as a child says it: the first words of the answer, ending on a content word. */
export function spokenAnswer(answer: string): string {
  const words = answer.replace(/[.!?,"]+/g, ' ').trim().split(/\s+/).slice(0, 5);
  while (words.length > 1 && isFunctionWord((words.at(-1) ?? '').toLowerCase())) words.pop();
  return words.join(' ').toLowerCase();
}

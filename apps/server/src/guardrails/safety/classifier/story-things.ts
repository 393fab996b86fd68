/**
 * The story's characters and things, which the classifier reads as one "story thing" token: names the
 * caller knows, words capitalised inside the story's sentences ("Percy", "Nora"), and nouns the story
 * keeps putting "the" in front of ("the wolf", "the kite"). Everyday people, places, body parts, harm
 * verbs and weapons are never masked, so "bring a knife to school" stays itself in a story about a school.
 */
import { BODY_PARTS, HARM_VERBS, INSULTS, PERSON_NOUNS, PERSON_PRONOUNS, VICTIM_VERBS, WEAPONS } from '../lexicon';
import type { SafetyContext } from '../types';

const KEEP = new Set([
  'school', 'class', 'classroom', 'home', 'house', 'room', 'bedroom', 'bus', 'park', 'street', 'road', 'lane', 'playground',
  'bathroom', 'toilet', 'toilets', 'door', 'window', 'bridge', 'roof', 'river', 'sea', 'car', 'train', 'phone', 'number',
  'address', 'name', 'password', 'email', 'pills', 'rope', 'blood', 'life', 'world', 'end', 'way', 'day', 'night', 'time',
  'the', 'and', 'but', 'was', 'were', 'this', 'that', 'then', 'when', 'one', 'once', 'she', 'he', 'they', 'his', 'her',
  'little', 'big', 'first', 'second', 'third', 'three', 'old', 'young', 'red', 'dark', 'small', 'great', 'bad',
  'god', 'mum', 'mom', 'dad', 'heaven', 'hell', 'death', 'dead',
]);

function maskable(word: string): boolean {
  return word.length > 2 && !KEEP.has(word) && !PERSON_NOUNS.has(word) && !PERSON_PRONOUNS.has(word) && !BODY_PARTS.has(word)
    && !WEAPONS.has(word) && !INSULTS.has(word) && !HARM_VERBS.has(word) && !VICTIM_VERBS.has(word);
}

/** Lower-case words that stand for the story's characters and things. */
export function storyThings(context: SafetyContext | undefined): Set<string> {
  const things = new Set<string>();
  for (const name of context?.characterNames ?? []) {
    for (const w of name.toLowerCase().split(/[^a-z']+/)) if (maskable(w)) things.add(w);
  }
  const text = (context?.storyText ?? '').slice(0, 200_000);
  for (const match of text.matchAll(/[a-z,;:"'\u201c\u2019] +([A-Z][a-z]+)/g)) {
    const w = (match[1] ?? '').toLowerCase();
    if (maskable(w)) things.add(w);
  }
  const afterThe = new Map<string, number>();
  for (const match of text.toLowerCase().matchAll(/\bthe (?:(?:little|big|old|young|first|second|third|three|two|red|dark|hungry|small|tall|great|bad|wicked|brave)\s+)*([a-z]+)/g)) {
    const w = match[1] ?? '';
    afterThe.set(w, (afterThe.get(w) ?? 0) + 1);
  }
  for (const [w, count] of afterThe) if (count >= 2 && maskable(w)) things.add(w);
  for (const w of [...things]) if (maskable(`${w}s`)) things.add(w.endsWith('s') ? w.slice(0, -1) : `${w}s`);
  return things;
}

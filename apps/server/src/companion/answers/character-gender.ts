/**
 * Whether the story makes a character "he" or "she": from a title or relation word in the name ("Mr",
 * "Uncle", "Nana"), or from the story itself when a sentence opening "He"/"She" follows one that names
 * only that character. Unknown stays unknown: a pronoun may then mean anyone.
 */
import type { ParsedStory } from '../analysis/parsed-story';

export type Gender = 'he' | 'she';

const MALE = /^(?:mr|sir|uncle|grandpa|grandad|granddad|grandfather|dad|daddy|father|king|prince|brother|boy|papa|abuelo)$/i;
const FEMALE = /^(?:mrs|ms|miss|madam|aunt|auntie|aunty|nana|nan|grandma|granny|grandmother|mum|mom|mummy|mother|queen|princess|sister|girl|mama|abuela)$/i;

function fromName(name: string): Gender | null {
  const first = name.split(' ')[0]?.replace(/\.$/, '') ?? '';
  return MALE.test(first) ? 'he' : FEMALE.test(first) ? 'she' : null;
}

function mentions(text: string, character: string): boolean {
  return text.includes(character) || text.includes(character.split(' ').at(-1) ?? character);
}

export function characterGenders(story: ParsedStory, characters: readonly string[]): Map<string, Gender> {
  const genders = new Map<string, Gender>();
  for (const c of characters) {
    const g = fromName(c);
    if (g) genders.set(c, g);
  }
  story.sentences.forEach((sentence, i) => {
    const pronoun = /^(He|She)\b/.exec(sentence.text)?.[1]?.toLowerCase() as Gender | undefined;
    const before = story.sentences[i - 1]?.text;
    if (!pronoun || !before) return;
    const named = characters.filter((c) => mentions(before, c));
    if (named.length === 1 && !genders.has(named[0]!)) genders.set(named[0]!, pronoun);
  });
  return genders;
}

/** Where in `text` the character is last named, or -1. */
export function lastMention(text: string, character: string): number {
  return Math.max(text.lastIndexOf(character), text.lastIndexOf(character.split(' ').at(-1) ?? character));
}

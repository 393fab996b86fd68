/**
 * "Who is Grandpa Joe?": what the story itself says a character is — an apposition ("Percy, the third
 * little pig"), a relation ("his sister Ama", "Grandpa Joe" next to the main character), or "X was a …"
 * — with the first sentence that names them.
 */
import type { ParsedStory } from '../analysis/parsed-story';
import type { StoryAnswer } from './types';

const FAMILY = /^(grandpa|grandad|grandma|granny|nana|nan|babcia|mum|mom|mother|dad|father|uncle|aunt|auntie|cousin)$/i;
const RELATION = 'sister|brother|friend|best friend|mother|father|mum|mom|dad|grandma|grandpa|granny|cousin|dog|cat|teacher|neighbour|neighbor|aunt|uncle|coach|pet';

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function describeCharacter(name: string, story: ParsedStory, characters: readonly string[]): StoryAnswer | null {
  const first = name.split(' ')[0] ?? name;
  const mentions = story.sentences
    .map((s, index) => ({ text: s.text, index }))
    .filter((s) => s.text.includes(first));
  const opening = mentions.find((m) => !/^["\u201c]/.test(m.text)) ?? mentions[0];
  if (!opening) return null;
  const all = story.sentences.map((s) => s.text).join(' ');
  const n = escape(name);
  const lead = characters.find((c) => c !== name);
  const patterns: [RegExp, (m: RegExpExecArray) => string][] = [
    [new RegExp(`\\b(\\p{Lu}\\p{Ll}+)(?: and| with)? (?:his|her|their) (${RELATION}),? ${n}\\b`, 'u'), (m) => `${name} is ${m[1] ?? ''}'s ${m[2] ?? ''}.`],
    [new RegExp(`\\b(?:His|Her|his|her) (${RELATION}),? ${n}\\b`, 'u'), (m) => (lead ? `${name} is ${lead}'s ${m[1] ?? ''}.` : `${name} is a ${m[1] ?? ''} in the story.`)],
    [new RegExp(`\\b${n}'s (${RELATION}),? (\\p{Lu}\\p{Ll}+)`, 'u'), (m) => `${name} has a ${m[1] ?? ''} called ${m[2] ?? ''}.`],
    [new RegExp(`\\b${n}, (the|a|an) ([a-z ]{3,40}?),`, 'u'), (m) => `${name} is ${m[1] ?? ''} ${m[2] ?? ''}.`],
    [new RegExp(`\\b${n} (?:was|is) (a|an|the) ([a-z ]{3,40}?)[.,]`, 'u'), (m) => `${name} is ${m[1] ?? ''} ${m[2] ?? ''}.`],
    // "The teacher, Mr Diaz, …", "a boy named Leo", "${name}, who owned the bakery, …".
    [new RegExp(`\\b(the|a|an) ([a-z]+(?: [a-z]+)?),? (?:named |called )?((?:Mr|Mrs|Ms|Miss|Dr)\\.? )?${n}\\b`, 'iu'), (m) => `${m[3] ?? ''}${name} is ${(m[1] ?? '').toLowerCase()} ${m[2] ?? ''}.`],
    [new RegExp(`\\b${n}, who ([a-z][a-z ]{3,50}?)[,.]`, 'u'), (m) => `${name} ${m[1] ?? ''}.`],
  ];
  let statement: string | null = null;
  for (const [pattern, say] of patterns) {
    const match = pattern.exec(all);
    if (match) {
      statement = say(match);
      break;
    }
  }
  // "Grandpa Joe" in a story about Mia is Mia's grandpa.
  const title = /^(\S+)\s/.exec(name)?.[1] ?? '';
  if (!statement && FAMILY.test(title) && lead) statement = `${name} is ${lead}'s ${title.toLowerCase()}.`;
  // Nothing says who they are: the sentence that first names them says more than "someone in the story".
  return { short: statement ? name : null, statement, sentence: opening.text, sentenceIndex: opening.index };
}

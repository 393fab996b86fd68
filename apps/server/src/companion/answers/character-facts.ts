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

/**
 * The story's own spelling of a name a question asks about that was not found as a character ("her aunt
 * Mina", who never speaks or acts), with a leading family word capitalised: "Aunt Mina".
 */
export function nameInStory(story: ParsedStory, asked: string): string | null {
  const pattern = new RegExp(`\\b${escape(asked.trim())}\\b`, 'i');
  for (const sentence of story.sentences) {
    const found = pattern.exec(sentence.text)?.[0];
    if (found && /^\p{Lu}/u.test(found.split(' ').at(-1) ?? '')) {
      const [head, ...rest] = found.split(' ');
      return head && FAMILY.test(head) ? [head.charAt(0).toUpperCase() + head.slice(1), ...rest].join(' ') : found;
    }
  }
  return null;
}

/** The last capitalised name in `text` other than `name` and the words that only start sentences ("Leo" in "Leo drew two eyes."). */
function namedBefore(text: string, name: string): string | null {
  const names = [...text.matchAll(/(?:^|[.!?]\s+|\s)(\p{Lu}\p{Ll}+)/gu)]
    .map((m) => m[1] ?? '')
    .filter((w) => w.length > 1 && !name.split(' ').includes(w) && !/^(?:The|A|An|On|In|At|After|Before|When|Then|One|His|Her|Their|It|They|He|She|We|I|Mr|Mrs|Ms|Dr|Miss|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/.test(w));
  return names.at(-1) ?? null;
}

export function describeCharacter(name: string, story: ParsedStory, characters: readonly string[]): StoryAnswer | null {
  // "Aunt Mina" is written "her aunt Mina" too: found by her own name.
  const words = name.split(' ');
  const first = (FAMILY.test(words[0] ?? '') && words.length > 1 ? words.at(-1) : words[0]) ?? name;
  const mentions = story.sentences
    .map((s, index) => ({ text: s.text, index }))
    .filter((s) => s.text.includes(first));
  const opening = mentions.find((m) => !/^["\u201c]/.test(m.text)) ?? mentions[0];
  if (!opening) return null;
  const all = story.sentences.map((s) => s.text).join(' ');
  const n = escape(name);
  // The story's main character: the one it names most ("Grandpa Joe" in a story about Mia is Mia's).
  const mentionsOf = (c: string): number => all.split(c.split(' ')[0] ?? c).length - 1;
  const lead = characters.filter((c) => c !== name).sort((a, b) => mentionsOf(b) - mentionsOf(a))[0];
  // "Ravi helped his uncle Dev": a name that starts with its relation is written with the relation apart.
  const title = /^(\S+)\s/.exec(name)?.[1] ?? '';
  const rest = escape(name.slice(title.length + 1));
  const ownTitle = FAMILY.test(title) ? `[${title.charAt(0).toUpperCase()}${title.charAt(0).toLowerCase()}]${escape(title.slice(1).toLowerCase())}` : null;
  const patterns: [RegExp, (m: RegExpExecArray) => string][] = [
    ...(ownTitle
      ? [[new RegExp(`\\b(\\p{Lu}\\p{Ll}+)(?: \\p{Ll}+){0,2} (?:his|her|their) ${ownTitle},? ${rest}\\b`, 'u'), (m: RegExpExecArray) => `${name} is ${m[1] ?? ''}'s ${title.toLowerCase()}.`] as [RegExp, (m: RegExpExecArray) => string]]
      : []),
    [new RegExp(`\\b(\\p{Lu}\\p{Ll}+)(?: and| with)? (?:his|her|their) (${RELATION}),? ${n}\\b`, 'u'), (m) => `${name} is ${m[1] ?? ''}'s ${m[2] ?? ''}.`],
    [new RegExp(`\\b(?:His|Her|his|her) (?:((?:little|big|older|younger|baby|best|old|new|kind)) )?(${RELATION}),? ${n}\\b`, 'u'), (m) => {
      // "Leo drew two eyes. His best friend Amara …": "his" is the last one named before it.
      const owner = namedBefore(all.slice(0, m.index), name) ?? lead;
      const relation = m[1] ? `${m[1]} ${m[2] ?? ''}` : (m[2] ?? '');
      return owner ? `${name} is ${owner}'s ${relation}.` : `${name} is a ${relation} in the story.`;
    }],
    [new RegExp(`\\b${n}'s (${RELATION}),? (\\p{Lu}\\p{Ll}+)`, 'u'), (m) => `${name} has a ${m[1] ?? ''} called ${m[2] ?? ''}.`],
    [new RegExp(`\\b${n}, (the|a|an) ([a-z ]{3,40}?),`, 'u'), (m) => `${name} is ${m[1] ?? ''} ${m[2] ?? ''}.`],
    [new RegExp(`\\b${n} (?:was|is) (a|an|the) ([a-z ]{3,40}?)[.,]`, 'u'), (m) => `${name} is ${m[1] ?? ''} ${m[2] ?? ''}.`],
    // "The teacher, Mr Diaz, …", "a boy named Leo", "${name}, who owned the bakery, …".
    // A comma or "named"/"called" between: "At the library Tess chose" names no library Tess.
    [new RegExp(`\\b(the|a|an) ([a-z]+(?: (?!named\\b|called\\b)[a-z]+)?)(?:, | named | called )((?:Mr|Mrs|Ms|Miss|Dr)\\.? )?${n}\\b`, 'iu'), (m) => `${m[3] ?? ''}${name} is ${(m[1] ?? '').toLowerCase()} ${m[2] ?? ''}.`],
    [new RegExp(`\\b${n}, who ([a-z][a-z ]{3,50}?)[,.]`, 'u'), (m) => `${name} ${m[1] ?? ''}.`],
  ];
  let statement: string | null = null;
  let said = opening;
  for (const [pattern, say] of patterns) {
    const match = pattern.exec(all);
    if (match) {
      statement = say(match);
      // Read back the sentence that says it, which may name them differently ("his uncle Dev").
      const holding = story.sentences.findIndex((s) => s.text.includes(match[0]));
      if (holding >= 0) said = { text: story.sentences[holding]?.text ?? opening.text, index: holding };
      break;
    }
  }
  // "Grandpa Joe" in a story about Mia is Mia's grandpa.
  if (!statement && FAMILY.test(title) && lead) statement = `${name} is ${lead}'s ${title.toLowerCase()}.`;
  // Nothing says who they are: the sentence that first names them says more than "someone in the story".
  return { short: statement ? name : null, statement, sentence: said.text, sentenceIndex: said.index };
}

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

/** "Her brother" is not Mr Okafor's, "his sister" not Mrs Lark's: `titled` is a name with its title. */
function otherGender(titled: string, possessive: string): boolean {
  return /^her$/i.test(possessive) ? /^Mr\.? /.test(titled) : /^his$/i.test(possessive) ? /^(?:Mrs|Ms|Miss)\.? /.test(titled) : false;
}

/**
 * The last capitalised name in `text` other than `name` and the words that only start sentences ("Leo" in
 * "Leo drew two eyes."), of the gender `possessive` ("his", "her") allows when its title says one.
 */
function namedBefore(text: string, name: string, possessive = ''): string | null {
  const names = [...text.matchAll(/(?:^|[.!?]\s+|\s)(\p{Lu}\p{Ll}+)/gu)]
    .filter((m) => {
      const at = (m.index ?? 0) + m[0].length - (m[1] ?? '').length;
      const title = /\b(?:Mr|Mrs|Ms|Miss|Dr)\.?\s$/.exec(text.slice(Math.max(0, at - 6), at))?.[0] ?? '';
      return !otherGender(`${title}${m[1] ?? ''}`, possessive);
    })
    .map((m) => m[1] ?? '')
    .filter((w) => w.length > 1 && !name.split(' ').includes(w) && !/^(?:The|A|An|On|In|At|After|Before|When|Then|One|His|Her|Their|It|They|He|She|We|I|Mr|Mrs|Ms|Dr|Miss|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/.test(w));
  return names.at(-1) ?? null;
}

export function describeCharacter(known: string, story: ParsedStory, characters: readonly string[]): StoryAnswer | null {
  // The analysis may know "Mr Hollis" as "Hollis": the story's own "Her neighbour, Mr Hollis" says who he is.
  const name = titledName(known, story);
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
      // "Leo drew two eyes. His best friend Amara …": "his" is the last one named before it, unless the
      // story's main character was named in the two sentences before ("Noor named the kitten Pebble. …
      // Her brother, Idris" is Noor's brother, not the kitten's).
      const before = all.slice(0, m.index);
      const recent = before.trimEnd().split(/(?<=[.!?]["\u201d]?)\s+/).slice(-2).join(' ');
      const possessive = m[0].split(' ')[0] ?? '';
      const leadNear = lead && recent.includes(lead.split(' ')[0] ?? lead) && !otherGender(titledName(lead, story), possessive) ? lead : null;
      const owner = leadNear ?? namedBefore(before, name, possessive) ?? lead;
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
    // "Uncle Felipe named it Storm": the thing "it" is, the one the sentences before are most about.
    [new RegExp(`\\b(?:named|called) (?:it|him|her) ${n}\\b`, 'u'), (m) => {
      const at = story.sentences.findIndex((s) => s.text.includes(m[0]));
      const thing = mostMentionedNoun(story, [at - 1, at - 2, at]);
      return thing ? `${name} is the ${thing}.` : '';
    }],
    // "Pip named the goat Biscuit".
    [new RegExp(`\\b(?:named|called) (?:the|a|an|his|her|their) ([a-z]+) ${n}\\b`, 'u'), (m) => `${name} is the ${m[1] ?? ''}.`],
  ];
  let statement: string | null = null;
  let said = opening;
  for (const [pattern, say] of patterns) {
    const match = pattern.exec(all);
    if (match) {
      statement = say(match) || null;
      if (!statement) continue;
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

const TITLE = /^(?:Mr|Mrs|Ms|Miss|Dr)\.?$/;

/** `name` with the title the story writes before it ("Hollis" → "Mr Hollis"), or as it is. */
export function titledName(name: string, story: ParsedStory): string {
  if (TITLE.test(name.split(' ')[0] ?? '')) return name;
  const all = story.sentences.map((s) => s.text).join(' ');
  const titled = new RegExp(`\\b((?:Mr|Mrs|Ms|Miss|Dr)\\.?) ${escape(name)}\\b`, 'u').exec(all);
  return titled ? `${titled[1]} ${name}` : name;
}

/**
 * "Who is Sam's sister?": the character the story gives as `owner`'s `relation` ("His sister, Ruby,
 * painted …" after Sam), found by what the story says each character is.
 */
export function ownedCharacter(owner: string, relation: string, story: ParsedStory, characters: readonly string[]): StoryAnswer | null {
  const said = new RegExp(`^(.+) is (${escape(owner)})'s (?:\\p{Ll}+ )?${escape(relation)}\\.$`, 'iu');
  // Someone the story names only as the relation ("Her brother, Idris, made a sign") is no character of the analysis.
  const all = story.sentences.map((s) => s.text).join(' ');
  const named = [...all.matchAll(new RegExp(`\\b${escape(relation)},? (?:(?:Mr|Mrs|Ms|Miss|Dr)\\.? )?(\\p{Lu}\\p{Ll}+)`, 'gu'))].map((m) => m[1] ?? '');
  for (const character of [...characters, ...named.filter((n) => n && !characters.includes(n))]) {
    const described = describeCharacter(character, story, characters);
    const match = described?.statement ? said.exec(described.statement) : null;
    if (!described || !match) continue;
    const who = match[1] ?? character;
    return { short: who, statement: `${match[2] ?? owner}'s ${relation} is ${who}.`, sentence: described.sentence, sentenceIndex: described.sentenceIndex };
  }
  return null;
}

/** "Who is the goat?", "who is the fisherman": the character the story says is one ("Pip named the goat Biscuit"). */
export function characterWhoIs(thing: string, story: ParsedStory, characters: readonly string[]): StoryAnswer | null {
  const said = new RegExp(`^(.+) is (?:the|a|an) (?:\\p{Ll}+ )?${escape(thing)}\\.$`, 'iu');
  for (const character of characters) {
    const described = describeCharacter(character, story, characters);
    const who = described?.statement ? said.exec(described.statement)?.[1] : undefined;
    if (!described || !who) continue;
    return { short: who, statement: `The ${thing} is ${who}.`, sentence: described.sentence, sentenceIndex: described.sentenceIndex };
  }
  return null;
}

const TIME_WORDS = /^(?:morning|afternoon|evening|night|day|week|year|time|minute|hour|moment|summer|winter|spring|autumn)$/;

/** Of the nouns in sentences `indexes`, the one the whole story names most ("lamb"), or null. */
function mostMentionedNoun(story: ParsedStory, indexes: readonly number[]): string | null {
  const all = story.sentences.flatMap((s) => s.tokens).filter((t) => t.pos === 'NOUN');
  const count = (lemma: string): number => all.filter((t) => t.lemma === lemma).length;
  const near = indexes.flatMap((i) => story.sentences[i]?.tokens ?? []).filter((t) => t.pos === 'NOUN' && !TIME_WORDS.test(t.lemma));
  // Ties go to the nearest sentence (`indexes` nearest first).
  return near.map((t) => t.lemma).sort((a, b) => count(b) - count(a))[0] ?? null;
}

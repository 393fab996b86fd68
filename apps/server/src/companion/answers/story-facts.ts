/**
 * Answers that one fact of the story gives directly, before any sentence is ranked: a thing's colour, a
 * character's quoted words, whose relation "grandad" is, a character's age, what a thing was made of.
 */
import { parseTokens } from '../../language/nlp';
import { objectAfter } from '../analysis/phrases';
import type { ParsedStory } from '../analysis/parsed-story';
import type { StoryAnswer } from './types';

const COLOURS = new Set(['red', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink', 'brown', 'black', 'white', 'grey', 'gray', 'silver', 'gold', 'golden']);

/** "what colour was the pumpkin": the colour word the story puts before that thing ("a huge orange pumpkin"). */
export function colourOf(question: string, story: ParsedStory): StoryAnswer | null {
  const thing = /^\s*what colou?r\s+(?:is|was|are|were)\s+(?:the\s+|his\s+|her\s+|their\s+)?(.+?)\s*[?.!]*$/i.exec(question)?.[1];
  if (!thing) return null;
  const wanted = new Set(parseTokens(thing).filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN').map((t) => t.lemma));
  for (const [index, sentence] of story.sentences.entries()) {
    const tokens = sentence.tokens;
    for (let i = 0; i < tokens.length; i += 1) {
      if (!wanted.has(tokens[i]?.lemma ?? '')) continue;
      // Back over the words describing it, to the nearest colour.
      for (let j = i - 1; j >= 0 && ['ADJ', 'NOUN', 'PUNCT'].includes(tokens[j]?.pos ?? '') && tokens[j]?.text !== '.'; j -= 1) {
        const word = tokens[j]?.normal ?? '';
        if (COLOURS.has(word)) return { short: word, statement: null, sentence: sentence.text, sentenceIndex: index };
      }
    }
  }
  return null;
}

const SPEAKING = /^\s*what did .+? (?:say|said|shout|squawk|whisper|cry|yell|call|sing|reply|answer|tell)\b/i;

/** "what did Jet say": the words in quotes the story gives them, whether "Jet squawked, …" or "… said Jet". */
export function lineOf(question: string, name: string, story: ParsedStory): StoryAnswer | null {
  if (!SPEAKING.test(question)) return null;
  const all = story.sentences.map((s) => s.text).join(' ');
  const first = name.split(' ')[0] ?? name;
  for (const quote of all.matchAll(/["\u201c]([^"\u201c\u201d]+)["\u201d]/g)) {
    const start = quote.index ?? 0;
    const lead = all.slice(Math.max(0, all.lastIndexOf('.', start - 2) + 1), start);
    const tail = all.slice(start + quote[0].length, start + quote[0].length + 40);
    // '"These are the best books ever!" she said.' after a sentence about Tess is Tess speaking.
    const byPronoun = /^\s*(?:she|he) \w+/.test(tail) && all.slice(Math.max(0, start - 200), start).includes(first);
    const spoken = lead.includes(first) || new RegExp(`^\\s*(?:\\w+ )?\\w+ ${first}\\b`).test(tail) || tail.trimStart().startsWith(first) || byPronoun;
    if (!spoken) continue;
    const index = story.sentences.findIndex((s) => s.text.includes(quote[1]?.split(/[.!?]/)[0] ?? ''));
    const words = (quote[1] ?? '').trim().replace(/,$/, '.');
    return { short: words, statement: `${name} said, "${words}"`, sentence: story.sentences[index]?.text ?? quote[0], sentenceIndex: Math.max(index, 0) };
  }
  return null;
}

const FAMILY_WORDS = /^(?:grandad|grandpa|grandma|granny|nana|nan|mum|mom|mother|dad|father|uncle|aunt|auntie|cousin|brother|sister)$/i;

/** "who is grandad" when the story says only "her grandad": whose grandad, from the name before it. */
export function familyOf(asked: string, story: ParsedStory): StoryAnswer | null {
  const word = asked.trim().toLowerCase().replace(/^(?:the|her|his|their)\s+/, '');
  if (!FAMILY_WORDS.test(word)) return null;
  for (const [index, sentence] of story.sentences.entries()) {
    if (!new RegExp(`\\b(?:his|her|their) ${word}\\b`, 'i').test(sentence.text)) continue;
    const before = story.sentences.slice(Math.max(0, index - 1), index + 1).map((s) => s.text).join(' ');
    const owner = [...before.matchAll(/\b(\p{Lu}\p{Ll}+)\b/gu)].map((m) => m[1] ?? '').filter((w) => !/^(?:The|A|An|On|In|At|Every|One|His|Her|Their|She|He|They|It|When|Then|After|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/.test(w)).at(-1);
    if (!owner) return null;
    const title = word.charAt(0).toUpperCase() + word.slice(1);
    return { short: title, statement: `${title} is ${owner}'s ${word}.`, sentence: sentence.text, sentenceIndex: index };
  }
  return null;
}

const NUMBER_WORD = '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|\\d{1,2})';

/** "Tess was six", "a boy of seven", "ten years old": the age the story gives, for a named character when asked. */
export function ageOf(name: string | null, story: ParsedStory): StoryAnswer | null {
  const who = name ? (name.split(' ')[0] ?? name) : '\\p{Lu}\\p{Ll}+';
  const patterns = [new RegExp(`\\b${who} (?:was|is|turned) (${NUMBER_WORD})\\b(?! (?!years)\\w)`, 'iu'), new RegExp(`\\b(${NUMBER_WORD}) years? old\\b`, 'iu')];
  for (const [index, sentence] of story.sentences.entries()) {
    for (const pattern of patterns) {
      const age = pattern.exec(sentence.text)?.[1];
      if (age) return { short: name ? `${name} was ${age}` : `${age} years old`, statement: null, sentence: sentence.text, sentenceIndex: index };
    }
  }
  return null;
}

/** Verbs that make a thing out of something: "build a kite from green paper". */
const MAKING = new Set(['make', 'build', 'fold', 'sew', 'knit', 'carve', 'bake', 'cut', 'weave', 'paint', 'shape', 'mould', 'mold', 'craft', 'stitch', 'glue', 'tie']);

/**
 * "what was the kite made of": what follows "from", "out of" or "of" after a making verb in a sentence
 * that names the thing ("helped her build a kite from green paper and two thin sticks").
 */
export function materialOf(question: string, story: ParsedStory): StoryAnswer | null {
  const thing = /^\s*what\s+(?:is|was|are|were|did\s+\w+\s+make)\s+(?:the\s+|his\s+|her\s+|their\s+|a\s+|an\s+)?(.+?)\s+(?:made\s+)?(?:of|from|out of|with)\s*[?.!]*$/i.exec(question)?.[1];
  if (!thing) return null;
  const wanted = new Set(parseTokens(thing).filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'ADJ').map((t) => t.lemma));
  for (const [index, sentence] of story.sentences.entries()) {
    const tokens = sentence.tokens;
    const at = tokens.findIndex((t) => wanted.has(t.lemma));
    if (at < 0) continue;
    const making = tokens.some((t) => t.pos === 'VERB' && MAKING.has(t.lemma));
    for (let i = at + 1; i < tokens.length; i += 1) {
      const word = tokens[i]!.normal;
      const outOf = word === 'out' && tokens[i + 1]?.normal === 'of';
      // "made of wood" needs no other making verb; "from" and "out of" follow one.
      const madeOf = word === 'of' && tokens[i - 1]?.lemma === 'make';
      if (!((making && (word === 'from' || outOf)) || madeOf)) continue;
      const material = objectAfter(tokens, outOf ? i + 1 : i);
      if (material) return { short: material, statement: null, sentence: sentence.text, sentenceIndex: index };
    }
  }
  return null;
}

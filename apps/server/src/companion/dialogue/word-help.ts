/**
 * Help with one word: what it means (in the story's sense, in the band's words, with the story sentence
 * as the example) and how to say it (syllables or sounds, said slowly, then whole), and the sentence to
 * read again.
 */
import type { AgeBand } from '../age-band';
import { lemmaOf } from '../../language/nlp';
import { splitSyllables, slowForm } from '../../language/slow-form';
import { fitToBand, limitWords } from '../../language/limit';
import { countSpokenWords } from '../../language/text';
import { maxWordsFor } from '../age-band';
import { parseStory, sentenceIndexAtWord } from '../analysis/parsed-story';
import { childMeaning } from '../meanings/child-meaning';

/** How many sentences either side tell the scene a word is used in. */
const SCENE_SENTENCES = 2;

/** The first story sentence using the word in any form ("wiggled" for "wiggle"), and the scene around it. */
function storySentenceWith(word: string, storyText: string): { sentence: string; around: string } | null {
  const target = word.toLowerCase();
  const lemma = lemmaOf(target);
  const sentences = parseStory(storyText).sentences;
  const at = sentences.findIndex((s) => s.tokens.some((t) => t.normal === target || (t.isWord && t.lemma === lemma)));
  if (at < 0) return null;
  const around = [...sentences.slice(Math.max(0, at - SCENE_SENTENCES), at), ...sentences.slice(at + 1, at + 1 + SCENE_SENTENCES)];
  return { sentence: sentences[at]!.text, around: around.map((s) => s.text).join(' ') };
}

/** `storyText`: when the word is in the story, the meaning is the sense the story uses, with its sentence. */
export function meaningReply(band: AgeBand, word: string, storyText: string | null = null): string {
  const found = storyText ? storySentenceWith(word, storyText) : null;
  const sentence = found?.sentence ?? null;
  const explained = childMeaning(word, band, sentence, found?.around ?? null);
  if (!explained) {
    return fitToBand(
      band === '6-8'
        ? `Hmm, I don't know the word ${word}. Can you read the sentence to me?`
        : `I don't know the word "${word}". Try the sentence around it for clues.`,
      band,
    );
  }
  const meaning = limitWords(explained, maxWordsFor(band));
  if (!sentence) return meaning;
  const example = `In the story: ${sentence}`;
  // The example only when it fits whole: half a story sentence would confuse more than help.
  return countSpokenWords(`${meaning} ${example}`) <= maxWordsFor(band) ? `${meaning} ${example}` : meaning;
}

export function pronounceReply(band: AgeBand, word: string): string {
  const w = word.toLowerCase();
  const slow = slowForm(w);
  const syllables = splitSyllables(w).length;
  const count = syllables === 1 ? 'one beat' : `${syllables} beats`;
  switch (band) {
    case '6-8':
      return fitToBand(`Let's say it slowly. ${w}. ${slow}. ${w}! Now you try!`, band);
    case '9-11':
      return fitToBand(`${cap(w)} has ${count}: ${slow}. Say it slowly, then fast: ${w}! Your turn.`, band);
    case '12-14':
      return fitToBand(`Break it up: ${slow}. Then put it together: ${w}. Give it a try.`, band);
    case '15-18':
      return fitToBand(`It's ${slow}, then blended: ${w}. Try it once more in the sentence.`, band);
  }
}

/** Sentence of a story containing the word at a tokenizer index (the reader's current word). */
export function sentenceAtWord(content: string, wordIndex: number): string | null {
  const story = parseStory(content);
  const index = sentenceIndexAtWord(story, wordIndex);
  return index === null ? null : (story.sentences[index]?.text ?? null);
}

export function repeatReply(band: AgeBand, sentence: string | null): string {
  if (!sentence) {
    return fitToBand(band === '6-8' ? "Let's start at the top. Read the first line with me!" : 'Start from the beginning of the story whenever you are ready.', band);
  }
  const lead: Record<AgeBand, string> = {
    '6-8': 'Here it is:',
    '9-11': "Here's the sentence:",
    '12-14': 'The sentence is:',
    '15-18': 'The sentence reads:',
  };
  return fitToBand(`${lead[band]} ${sentence}`, band);
}

function cap(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

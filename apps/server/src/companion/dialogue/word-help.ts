/**
 * Help with one word: what it means (WordNet, simplified for the band) and how to say it (syllables or
 * sounds, said slowly, then whole), and the sentence to read again.
 */
import { tokenizeStory } from '@shared';
import type { AgeBand } from '../age-band';
import { explainWord } from '../../language/lexicon/meaning';
import { partOfSpeechInText } from '../../language/lexicon/word-use';
import { splitSyllables, slowForm } from '../../language/slow-form';
import { splitSentences } from '../../language/text';
import { fitToBand } from '../../language/limit';

/** `storyText`: when the word is in the story, the meaning is the sense the story uses. */
export function meaningReply(band: AgeBand, word: string, storyText: string | null = null): string {
  const explained = explainWord(word, band, storyText ? partOfSpeechInText(word, storyText) : null);
  if (!explained) {
    return fitToBand(
      band === '6-8'
        ? `Hmm, I don't know the word ${word}. Can you read the sentence to me?`
        : `I don't know the word "${word}". Try the sentence around it for clues.`,
      band,
    );
  }
  const tail: Record<AgeBand, string> = {
    '6-8': '',
    '9-11': ' Can you find it in the story?',
    '12-14': '',
    '15-18': '',
  };
  return fitToBand(`${explained}${tail[band]}`, band);
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
  let seen = 0;
  for (const sentence of splitSentences(content)) {
    seen += tokenizeStory(sentence).words.length;
    if (wordIndex < seen) return sentence;
  }
  return null;
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

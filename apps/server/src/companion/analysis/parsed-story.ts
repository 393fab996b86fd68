/**
 * A story as wink-nlp reads it: its sentences with tagged words, and where each sentence ends in the
 * story's word numbering (the shared tokenizer's, which the reader's position uses). Parsed once per
 * story text and cached by the NLP layer.
 */
import { tokenizeStory } from '@shared';
import { parseSentences, type NlpSentence } from '../../language/nlp';

export interface ParsedStory {
  sentences: NlpSentence[];
  /** Story word index (shared tokenizer) of each sentence's last word. */
  endWordIndex: number[];
}

export function parseStory(content: string): ParsedStory {
  const sentences = parseSentences(content);
  let seen = 0;
  const endWordIndex = sentences.map((sentence) => {
    seen += tokenizeStory(sentence.text).words.length;
    return Math.max(0, seen - 1);
  });
  return { sentences, endWordIndex };
}

/** Index of the sentence holding a story word, or null when the index is past the end. */
export function sentenceIndexAtWord(story: ParsedStory, wordIndex: number): number | null {
  const index = story.endWordIndex.findIndex((end) => wordIndex <= end);
  return index >= 0 ? index : null;
}

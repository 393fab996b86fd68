/**
 * The least a story must have before children may be given it (a title and at least MIN_STORY_WORDS
 * words) and the most it may have (MAX_STORY_WORDS), counted the way the reader counts them. Every path
 * that adds a story to the library checks them.
 */
import { MAX_STORY_WORDS, MIN_STORY_WORDS, countWords } from '@shared';
import { UNTITLED_STORY } from './upload-parsing/normalise-text';

const formatCount = (n: number): string => n.toLocaleString('en-US');

/**
 * What is missing, as a sentence for the teacher; null when the story may be stored. `wordCount` is the
 * reader's count of the content (the level's word_count), so a long text is not tokenised twice.
 */
export function storyFloorProblem(story: { title: string; wordCount: number }): string | null {
  const title = story.title.trim();
  if (title === '' || title === UNTITLED_STORY) {
    return 'A story needs a title: put it on the first line of the file, or name the file after the story.';
  }
  const words = story.wordCount;
  if (words < MIN_STORY_WORDS) {
    return `A story needs at least ${MIN_STORY_WORDS} words; this one has ${words}.`;
  }
  return null;
}

/** Why the text is too long, as a sentence for the teacher; null when it is short enough. */
export function storyLengthProblem(content: string): string | null {
  const words = countWords(content);
  if (words <= MAX_STORY_WORDS) return null;
  return (
    `A story can have at most ${formatCount(MAX_STORY_WORDS)} words, about a long novel chapter; ` +
    `this one has ${formatCount(words)}. Split it into shorter stories and upload each one.`
  );
}

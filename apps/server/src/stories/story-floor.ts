/**
 * The least a story must have before children may be given it: a title and at least MIN_STORY_WORDS
 * words, counted the way the reader counts them. Every path that adds a story to the library checks it.
 */
import { MIN_STORY_WORDS, countWords } from '@shared';
import { UNTITLED_STORY } from './upload-parsing/normalise-text';

/** What is missing, as a sentence for the teacher; null when the story may be stored. */
export function storyFloorProblem(story: { title: string; content: string }): string | null {
  const title = story.title.trim();
  if (title === '' || title === UNTITLED_STORY) {
    return 'A story needs a title: put it on the first line of the file, or name the file after the story.';
  }
  const words = countWords(story.content);
  if (words < MIN_STORY_WORDS) {
    return `A story needs at least ${MIN_STORY_WORDS} words; this one has ${words}.`;
  }
  return null;
}

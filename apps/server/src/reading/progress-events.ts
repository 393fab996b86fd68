/**
 * The spec's `reading_progress` event, sent on the voice socket when the current word moves:
 * {type, conversation_id, progress {current_word_index, total_words, completion_percentage, words_read},
 * next_word {next_word, syllables, word_index, completion_percentage, context_before, context_after},
 * context {previous, upcoming}}, typed by the shared `ReadingProgressEventSchema`.
 */
import type { NextWord, ReadingContext, ReadingProgress, ReadingProgressEvent } from './types';

/** Anything that can report reading progress; a `ReadingTracker` is one. */
export interface ReadingProgressSource {
  progress(): ReadingProgress;
  nextWord(): NextWord;
  context(): ReadingContext;
}

export function readingProgressEvent(
  conversationId: string,
  source: ReadingProgressSource,
): ReadingProgressEvent {
  return {
    type: 'reading_progress',
    conversation_id: conversationId,
    progress: source.progress(),
    next_word: source.nextWord(),
    context: source.context(),
  };
}

/**
 * Word-by-word reading progress: the REST answers for progress and next word, and the
 * `reading_progress` event the voice socket pushes while the child reads (child-side spec 3 and 7).
 */
import { z } from 'zod';
import { ConversationIdSchema, PercentSchema } from './common';
import { StorySchema } from './stories';

const wordIndex = z.number().int().min(0);

export const ReadingProgressSchema = z.object({
  /** Index of the word the child is on (the next one to read), from 0. */
  current_word_index: wordIndex,
  total_words: z.number().int().min(0),
  completion_percentage: PercentSchema,
  words_read: z.number().int().min(0),
});
export type ReadingProgress = z.infer<typeof ReadingProgressSchema>;

export const NextWordSchema = z.object({
  /** The word as written; null once every word has been read. */
  next_word: z.string().nullable(),
  /** The word split into spoken syllables ("el", "e", "phant"); empty when next_word is null. */
  syllables: z.array(z.string()),
  word_index: wordIndex,
  completion_percentage: PercentSchema,
  /** The few words before and after, as story text. */
  context_before: z.string(),
  context_after: z.string(),
});
export type NextWord = z.infer<typeof NextWordSchema>;

/** GET /voicelive/reading/progress/{conversation_id} */
export const ReadingProgressResponseSchema = ReadingProgressSchema.extend({ success: z.boolean() });
export type ReadingProgressResponse = z.infer<typeof ReadingProgressResponseSchema>;

/** GET /voicelive/reading/next-word/{conversation_id} */
export const NextWordResponseSchema = NextWordSchema.extend({ success: z.boolean() });
export type NextWordResponse = z.infer<typeof NextWordResponseSchema>;

/** DELETE /voicelive/reading/session/{conversation_id} */
export const ReadingSessionDeleteResponseSchema = z.object({
  success: z.boolean(),
  /** False when there was no reading session to delete. */
  deleted: z.boolean(),
});
export type ReadingSessionDeleteResponse = z.infer<typeof ReadingSessionDeleteResponseSchema>;

export const ReadingContextSchema = z.object({
  /** The last words read, oldest first. */
  previous: z.array(z.string()),
  /** The words after the next one, in reading order. */
  upcoming: z.array(z.string()),
});
export type ReadingContext = z.infer<typeof ReadingContextSchema>;

/** The Reading progress event of child-side section 3, plus the next word. */
export const ReadingProgressEventSchema = z.object({
  type: z.literal('reading_progress'),
  conversation_id: ConversationIdSchema,
  progress: ReadingProgressSchema,
  next_word: NextWordSchema,
  context: ReadingContextSchema,
});
export type ReadingProgressEvent = z.infer<typeof ReadingProgressEventSchema>;

/** The child screen's reading state: reading mode, the open story and the latest progress. */
export const ReadingStateSchema = z.object({
  isReadingMode: z.boolean(),
  currentStory: StorySchema.nullable(),
  readingProgress: ReadingProgressSchema.nullable(),
});
export type ReadingState = z.infer<typeof ReadingStateSchema>;

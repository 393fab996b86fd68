/**
 * A session's running record (teacher-side, the session's pronunciation tab): each story read, as its
 * text, with the reading tracker's miscues in place — omitted words, words said instead, extra words
 * between words, self-corrections, repetitions and long pauses. A teacher's verdict on a miscue
 * (`word_outcomes.teacher_kind`) is the one shown.
 */
import { z } from 'zod';
import { READING_MISCUE_KINDS } from '../constants/domain';

/** Miscues that belong to one story word (an insertion sits between words instead). */
export const WORD_MISCUE_KINDS = ['substitution', 'omission', 'self_correction', 'repetition', 'hesitation'] as const;
export const WordMiscueKindSchema = z.enum(WORD_MISCUE_KINDS);
export type WordMiscueKind = z.infer<typeof WordMiscueKindSchema>;

export const RunningRecordMarkSchema = z.object({
  /** The word outcome's id. */
  id: z.string(),
  kind: WordMiscueKindSchema,
  /** The word said (a substitution, the wrong try of a self-correction, the words re-read), when known. */
  heard: z.string().nullable(),
  /** True when the kind is a teacher's verdict rather than the tracker's. */
  reviewed: z.boolean(),
});
export type RunningRecordMark = z.infer<typeof RunningRecordMarkSchema>;

export const RunningRecordWordSchema = z.object({
  type: z.literal('word'),
  /** The word's index in the story (`tokenizeStory`), as the tracker counts. */
  index: z.number().int().min(0),
  /** As written in the story, punctuation kept. */
  text: z.string(),
  /** The paragraph the word belongs to (from 0). */
  paragraph: z.number().int().min(0),
  /** False for words after the furthest point the reader reached. */
  reached: z.boolean(),
  /** Empty when the word was read correctly (or not reached). */
  marks: z.array(RunningRecordMarkSchema),
});
export type RunningRecordWord = z.infer<typeof RunningRecordWordSchema>;

export const RunningRecordInsertionSchema = z.object({
  type: z.literal('insertion'),
  id: z.string(),
  /** The story word the extra word was said before. */
  before_index: z.number().int().min(0),
  /** Null when the recogniser heard a word but could not name it. */
  heard: z.string().nullable(),
  reviewed: z.boolean(),
});
export type RunningRecordInsertion = z.infer<typeof RunningRecordInsertionSchema>;

export const RunningRecordEntrySchema = z.discriminatedUnion('type', [RunningRecordWordSchema, RunningRecordInsertionSchema]);
export type RunningRecordEntry = z.infer<typeof RunningRecordEntrySchema>;

export const RunningRecordStorySchema = z.object({
  story_id: z.string(),
  story_title: z.string(),
  /** False when the story has since been deleted: its miscues are counted but its text is gone. */
  text_available: z.boolean(),
  /** Story words up to the furthest point reached. */
  reached_words: z.number().int().min(0),
  total_words: z.number().int().min(0),
  /** The story in reading order, insertions before the word they came before. */
  entries: z.array(RunningRecordEntrySchema),
  /** Miscues in force, per kind. */
  counts: z.record(z.enum(READING_MISCUE_KINDS), z.number().int().min(0)),
});
export type RunningRecordStory = z.infer<typeof RunningRecordStorySchema>;

/** GET /v1/dashboard/session/{id}/running-record */
export const RunningRecordResponseSchema = z.object({ stories: z.array(RunningRecordStorySchema) });
export type RunningRecordResponse = z.infer<typeof RunningRecordResponseSchema>;

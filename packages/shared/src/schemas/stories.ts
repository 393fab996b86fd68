/**
 * Stories as the child sees them, the age-filtered list, and the story analysis that readies the quiz
 * and roleplay personas (child-side spec sections 3 and 7).
 */
import { z } from 'zod';
import { STORY_BACKEND_PREVIEW_CHARS, STORY_CARD_PREVIEW_CHARS } from '../constants/limits';
import { SCHEMA_MESSAGES, UserAgeQuerySchema } from './common';
import { queryBoolean } from './validation';

const storyIdField = z
  .string({ error: SCHEMA_MESSAGES.invalidStory })
  .refine((value) => value.trim().length > 0, SCHEMA_MESSAGES.invalidStory);
const storyTitleField = storyIdField;

export const StorySchema = z.object({
  id: storyIdField,
  title: storyTitleField,
  content: z.string(),
  reading_level: z.string(),
  /** Minutes. */
  estimated_read_time: z.number().min(0),
  lexile_level: z.string().optional(),
  tags: z.array(z.string()),
});
export type Story = z.infer<typeof StorySchema>;

/**
 * The story a voice session is about, as the client sends it: id and title are required (else the spec's
 * "Invalid story object" message); a longer content is cut to the 150-character preview.
 */
export const StoryContextSchema = z.object({
  id: storyIdField,
  title: storyTitleField,
  content: z
    .string()
    .transform((value) => value.slice(0, STORY_BACKEND_PREVIEW_CHARS))
    .optional(),
  reading_level: z.string().optional(),
});
export type StoryContext = z.infer<typeof StoryContextSchema>;

/** GET /stories/?age={age} */
export const StoriesQuerySchema = z.object({ age: UserAgeQuerySchema });
export type StoriesQuery = z.infer<typeof StoriesQuerySchema>;

/**
 * A story as the list shows it: everything the card needs, with the first 120 characters of the content
 * as `preview` instead of the whole text (a long story is tens of kilobytes; the list has many). Reading
 * a story fetches it whole by id.
 */
export const StorySummarySchema = StorySchema.omit({ content: true }).extend({
  preview: z.string().max(STORY_CARD_PREVIEW_CHARS),
});
export type StorySummary = z.infer<typeof StorySummarySchema>;

export const StoriesResponseSchema = z.object({ stories: z.array(StorySummarySchema) });
export type StoriesResponse = z.infer<typeof StoriesResponseSchema>;

/** GET /stories/{story_id}: one story with its full text. */
export const StoryParamsSchema = z.object({
  story_id: z.string().min(1, 'story_id must not be empty'),
});
export type StoryParams = z.infer<typeof StoryParamsSchema>;

/** POST /stories/{story_id}/analyze?force_refresh={bool} */
export const StoryAnalyzeParamsSchema = z.object({
  story_id: z.string().min(1, 'story_id must not be empty'),
});
export type StoryAnalyzeParams = z.infer<typeof StoryAnalyzeParamsSchema>;

export const StoryAnalyzeQuerySchema = z.object({
  force_refresh: queryBoolean('force_refresh').default(false),
});
export type StoryAnalyzeQuery = z.infer<typeof StoryAnalyzeQuerySchema>;

export const PersonaReadinessSchema = z.object({
  ready: z.boolean(),
  opportunities_count: z.number().int().min(0),
});
export type PersonaReadiness = z.infer<typeof PersonaReadinessSchema>;

/** A story character the roleplay persona can play, found in the text. */
export const RoleplayOpportunitySchema = z.object({
  character: z.string().min(1),
  /** One line for the teacher and the readiness badge: traits and a quoted line. */
  description: z.string(),
  /** Index of the story word ending the sentence that first names the character. */
  word_index: z.number().int().min(0),
  /** What the character says in quoted dialogue, in story order. */
  lines: z.array(z.string()),
  traits: z.array(z.string()),
  /** Things the character does, as base verbs. */
  actions: z.array(z.string()),
  mention_count: z.number().int().min(0),
});
export type RoleplayOpportunity = z.infer<typeof RoleplayOpportunitySchema>;

export const QuizQuestionTypeSchema = z.enum(['who', 'what', 'where', 'why', 'vocabulary']);
export type QuizQuestionType = z.infer<typeof QuizQuestionTypeSchema>;

/** A question the quiz persona can ask once the child has read past `word_index`. */
export const QuizOpportunitySchema = z.object({
  id: z.string().min(1),
  type: QuizQuestionTypeSchema,
  question: z.string().min(1),
  /** The answer as the story words it. */
  answer: z.string(),
  /** Content words of the answer that make a spoken answer right. */
  keywords: z.array(z.string()),
  source_sentence: z.string(),
  sentence_index: z.number().int().min(0),
  word_index: z.number().int().min(0),
});
export type QuizOpportunity = z.infer<typeof QuizOpportunitySchema>;

/** A word likely to be hard for the reader: rare, long or unfamiliar. */
export const HardWordSchema = z.object({
  word: z.string().min(1),
  syllables: z.number().int().min(1),
  /** SUBTLEX-US Zipf frequency: below about 3 is rare for children. */
  zipf_frequency: z.number(),
  /** On the Dale–Chall list of familiar words. */
  familiar: z.boolean(),
  meaning: z.string().nullable(),
});
export type HardWord = z.infer<typeof HardWordSchema>;

/** POST /stories/{story_id}/analyze answer (the Story analysis response). */
export const StoryAnalysisSchema = z.object({
  story_id: z.string().min(1),
  story_title: z.string(),
  analysis_cached: z.boolean(),
  persona_readiness: z.object({
    role_ranger: PersonaReadinessSchema,
    quiz_critter: PersonaReadinessSchema,
  }),
  roleplay_opportunities: z.array(RoleplayOpportunitySchema),
  quiz_opportunities: z.array(QuizOpportunitySchema),
  hard_words: z.array(HardWordSchema),
  /** The story's sentences in order. */
  sentences: z.array(z.string()),
});
export type StoryAnalysis = z.infer<typeof StoryAnalysisSchema>;

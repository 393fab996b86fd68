/**
 * The story-context calls that keep the voice companion on the chosen story (child-side spec 3 and 7):
 * update-context, get-announcement, clear-context, monitor-topic and the debug panel's test call.
 * These bodies use the spec's camelCase names (storyId, userAge, conversationId).
 */
import { z } from 'zod';
import { ConversationIdSchema, UserAgeSchema } from './common';
import { requiredText } from './validation';

const storyId = requiredText('storyId', 200);

/** Topic-drift scores from the guardrails, as the drift overlay shows them. */
export const DriftScoresSchema = z.object({
  /** Similarity of the conversation to the story text, 0–1 (severe drift below 0.1). */
  contentSimilarity: z.number().min(0).max(1),
  /** How much the exchange refers to the story, 0–1 (0 counts as moderate drift). */
  storyRelevance: z.number().min(0).max(1),
  /** Accumulated drift, 0 upwards (moderate above 2). */
  driftScore: z.number().min(0),
});
export type DriftScores = z.infer<typeof DriftScoresSchema>;

/** POST story-context/update-context */
export const UpdateContextRequestSchema = z.object({
  storyId,
  userAge: UserAgeSchema,
  conversationId: ConversationIdSchema,
  readingMode: z.boolean({ error: 'readingMode must be true or false' }).default(false),
});
export type UpdateContextRequest = z.infer<typeof UpdateContextRequestSchema>;

export const UpdateContextResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  story_title: z.string(),
  context_updated: z.boolean(),
  announcement_ready: z.boolean(),
});
export type UpdateContextResponse = z.infer<typeof UpdateContextResponseSchema>;

/** POST story-context/get-announcement */
export const GetAnnouncementRequestSchema = z.object({
  storyId,
  userAge: UserAgeSchema,
  conversationId: ConversationIdSchema,
});
export type GetAnnouncementRequest = z.infer<typeof GetAnnouncementRequestSchema>;

export const GetAnnouncementResponseSchema = z.object({
  success: z.boolean(),
  announcement_text: z.string(),
});
export type GetAnnouncementResponse = z.infer<typeof GetAnnouncementResponseSchema>;

/** POST story-context/clear-context */
export const ClearContextRequestSchema = z.object({
  conversationId: ConversationIdSchema,
  userAge: UserAgeSchema,
});
export type ClearContextRequest = z.infer<typeof ClearContextRequestSchema>;

export const ClearContextResponseSchema = z.object({
  success: z.boolean(),
  /** The story-free instructions the session returns to. */
  instructions: z.string(),
});
export type ClearContextResponse = z.infer<typeof ClearContextResponseSchema>;

/** POST story-context/monitor-topic: one exchange to check against the story. */
export const MonitorTopicRequestSchema = z
  .object({
    conversationId: ConversationIdSchema,
    storyId,
    userAge: UserAgeSchema,
    userMessage: z.string().max(10_000, 'userMessage must be at most 10000 characters').default(''),
    assistantResponse: z
      .string()
      .max(10_000, 'assistantResponse must be at most 10000 characters')
      .default(''),
  })
  .refine(
    (body) => body.userMessage.trim().length > 0 || body.assistantResponse.trim().length > 0,
    'userMessage or assistantResponse must not be empty',
  );
export type MonitorTopicRequest = z.infer<typeof MonitorTopicRequestSchema>;

export const MonitorTopicResponseSchema = z.object({
  is_on_topic: z.boolean(),
  topic_drift_detected: z.boolean(),
  redirect_needed: z.boolean(),
  /** Instruction appended to the session to steer back to the story, when redirect_needed. */
  reinforcement_instruction: z.string().nullable(),
  /** A question about the story the assistant can ask to steer back. */
  story_question: z.string().nullable(),
  drift_scores: DriftScoresSchema.optional(),
});
export type MonitorTopicResponse = z.infer<typeof MonitorTopicResponseSchema>;

/** The API test panel's story-context check: storyId, userAge, conversationId → message. */
export const StoryContextTestRequestSchema = GetAnnouncementRequestSchema;
export type StoryContextTestRequest = z.infer<typeof StoryContextTestRequestSchema>;

export const StoryContextTestResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});
export type StoryContextTestResponse = z.infer<typeof StoryContextTestResponseSchema>;

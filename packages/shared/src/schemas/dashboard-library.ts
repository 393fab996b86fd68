/**
 * The dashboard's Stories and Analytics tabs (teacher-side 2.1, 3 and 7): the story library with its
 * upload form, and the engagement and agent-usage charts.
 */
import { z } from 'zod';
import { AGE_PROFILE_KEYS } from '../constants/ages';
import { EntityIdSchema, PercentSchema, TimestampSchema } from './common';
import { AgentTypeSchema, SafetyAlertSchema } from './dashboard-sessions';

/** The age band a story is uploaded for; the upload targets are labelled Grade 2-3, 4-5, 6-8 and 9-10. */
export const StoryAgeGroupSchema = z.enum(AGE_PROFILE_KEYS, {
  error: 'ageGroup must be one of: 6-8, 9-11, 12-14, 15-18',
});
export type StoryAgeGroup = z.infer<typeof StoryAgeGroupSchema>;

/** File types the upload accepts. */
export const STORY_UPLOAD_EXTENSIONS = ['.txt', '.pdf', '.doc', '.docx'] as const;

export const StoryStatusSchema = z.enum(['active', 'draft', 'archived']);
export type StoryStatus = z.infer<typeof StoryStatusSchema>;

export const DashboardStorySchema = z.object({
  id: EntityIdSchema,
  title: z.string(),
  status: StoryStatusSchema,
  ageGroup: StoryAgeGroupSchema,
  /** Grade label, e.g. 'Grade 2-3'. */
  grade: z.string(),
  difficulty: z.string(),
  wordCount: z.number().int().min(0),
  uploadDate: TimestampSchema,
});
export type DashboardStory = z.infer<typeof DashboardStorySchema>;

/** GET /v1/dashboard/stories */
export const DashboardStoriesResponseSchema = z.object({ stories: z.array(DashboardStorySchema) });
export type DashboardStoriesResponse = z.infer<typeof DashboardStoriesResponseSchema>;

/** The non-file fields of the multipart POST /v1/dashboard/story (the file part is named `story`). */
export const StoryUploadFieldsSchema = z.object({ ageGroup: StoryAgeGroupSchema });
export type StoryUploadFields = z.infer<typeof StoryUploadFieldsSchema>;

export const StoryUploadResponseSchema = z.object({ success: z.boolean(), story: DashboardStorySchema });
export type StoryUploadResponse = z.infer<typeof StoryUploadResponseSchema>;

/** One day of the 'Student Engagement Trends' chart. */
export const EngagementEntrySchema = z.object({
  /** Calendar day, YYYY-MM-DD. */
  date: z.iso.date(),
  averageEngagement: PercentSchema,
  completionRate: PercentSchema,
});
export type EngagementEntry = z.infer<typeof EngagementEntrySchema>;

/** GET /v1/dashboard/analytics/engagement */
export const EngagementResponseSchema = z.object({ engagement: z.array(EngagementEntrySchema) });
export type EngagementResponse = z.infer<typeof EngagementResponseSchema>;

/** One bar of the 'Agent Usage Distribution' chart. */
export const AgentUsageEntrySchema = z.object({
  agentType: AgentTypeSchema,
  sessionCount: z.number().int().min(0),
  successRate: PercentSchema,
});
export type AgentUsageEntry = z.infer<typeof AgentUsageEntrySchema>;

/** GET /v1/dashboard/analytics/agent-usage */
export const AgentUsageResponseSchema = z.object({ agent_usage: z.array(AgentUsageEntrySchema) });
export type AgentUsageResponse = z.infer<typeof AgentUsageResponseSchema>;

/** `{id}` of POST /v1/dashboard/safety-alerts/{id}/resolve. */
export const AlertIdParamsSchema = z.object({ id: z.string().min(1).max(200) });
export type AlertIdParams = z.infer<typeof AlertIdParamsSchema>;

/** The resolve body is optional; notes are the teacher's, trimmed by the server. */
export const ResolveAlertRequestSchema = z
  .object({ notes: z.string().max(2000, 'notes must be at most 2000 characters').nullable().optional() })
  .default({});
export type ResolveAlertRequest = z.infer<typeof ResolveAlertRequestSchema>;

export const ResolveAlertResponseSchema = z.object({ success: z.boolean(), alert: SafetyAlertSchema });
export type ResolveAlertResponse = z.infer<typeof ResolveAlertResponseSchema>;

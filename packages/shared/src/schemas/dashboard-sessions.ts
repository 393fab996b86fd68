/**
 * The teacher dashboard's session views (teacher-side 2.1, 2.2, 3 and 7): the paged session list and
 * its query, the stat cards, and a session's detail, transcript, quiz results, roleplay and alerts.
 * Field names follow the spec: snake_case in the list, camelCase in detail and its tabs.
 */
import { z } from 'zod';
import { SAFETY_ALERTS_MAX_PAGE_SIZE, SAFETY_ALERTS_PAGE_SIZE, SESSIONS_PAGE_SIZE } from '../constants/dashboard';
import { AGENT_TYPES, SAFETY_ALERT_TYPES } from '../constants/domain';
import { EntityIdSchema, PercentSchema, TimestampSchema } from './common';
import { queryBoolean, queryWholeNumber } from './validation';

export const AgentTypeSchema = z.enum(AGENT_TYPES);
export type AgentType = z.infer<typeof AgentTypeSchema>;

/** GET /v1/dashboard/sessions?page=&page_size=10&search=&agent_type= */
export const DashboardSessionsQuerySchema = z.object({
  page: queryWholeNumber('page', 1, Number.POSITIVE_INFINITY).default(1),
  page_size: queryWholeNumber('page_size', 1, 100).default(SESSIONS_PAGE_SIZE),
  /** Blank searches mean no search. */
  search: z
    .string()
    .max(200, 'search must be at most 200 characters')
    .transform((value) => value.trim() || undefined)
    .optional(),
  agent_type: AgentTypeSchema.optional(),
});
export type DashboardSessionsQuery = z.infer<typeof DashboardSessionsQuerySchema>;

/** A row of the session list; its id is the session's conversation id. */
export const DashboardSessionSchema = z.object({
  id: EntityIdSchema,
  session_type: z.string().default('reading'),
  agent_type: AgentTypeSchema,
  /** Null shows as 'Untitled Story'. */
  story_title: z.string().nullable(),
  student_age: z.number(),
  duration_minutes: z.number().min(0),
  engagement_score: PercentSchema,
  start_time: TimestampSchema,
  /** Null while the session is in progress. */
  end_time: TimestampSchema.nullable(),
});
export type DashboardSession = z.infer<typeof DashboardSessionSchema>;

export const DashboardSessionsPageSchema = z.object({
  sessions: z.array(DashboardSessionSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  totalPages: z.number().int().min(0),
});
export type DashboardSessionsPage = z.infer<typeof DashboardSessionsPageSchema>;

/** GET /v1/dashboard/stats */
export const DashboardStatsSchema = z.object({
  totalStudents: z.number().int().min(0),
  activeSessions: z.number().int().min(0),
  /** Seconds. */
  averageSessionDuration: z.number().min(0),
  averageAccuracy: PercentSchema,
  /** Whether any reading or pronunciation has been scored yet: without it averageAccuracy (0) is no measurement. */
  accuracyMeasured: z.boolean(),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

/** GET /v1/dashboard/session/{id} */
export const SessionDetailSchema = z.object({
  id: EntityIdSchema,
  agentType: AgentTypeSchema,
  storyTitle: z.string().nullable(),
  studentAge: z.number(),
  startTime: TimestampSchema,
  /** Seconds. */
  duration: z.number().min(0),
  completionRate: PercentSchema,
  engagementScore: PercentSchema,
  interventionsCount: z.number().int().min(0),
  totalWords: z.number().int().min(0),
  correctWords: z.number().int().min(0),
  averageAccuracy: PercentSchema,
  totalQuizQuestions: z.number().int().min(0),
  correctAnswers: z.number().int().min(0),
  roleplayTurns: z.number().int().min(0),
});
export type SessionDetail = z.infer<typeof SessionDetailSchema>;

/** An item of GET /v1/dashboard/session/{id}/transcripts */
export const TranscriptEntrySchema = z.object({
  id: EntityIdSchema,
  speaker: z.enum(['student', 'agent']),
  sequence: z.number().int().min(0),
  content: z.string(),
  timestamp: TimestampSchema,
  /** Recogniser confidence 0–1, for student speech. */
  confidence: z.number().min(0).max(1).optional(),
  /** How a student line reached the companion: spoken or typed in the conversation panel. */
  inputMode: z.enum(['voice', 'typed']).optional(),
});
export type TranscriptEntry = z.infer<typeof TranscriptEntrySchema>;

/** An item of GET /v1/dashboard/session/{id}/quiz */
export const QuizResultSchema = z.object({
  id: EntityIdSchema,
  questionText: z.string(),
  correctAnswer: z.string(),
  studentAnswer: z.string(),
  isCorrect: z.boolean(),
  /** Seconds. */
  responseTime: z.number().min(0),
});
export type QuizResult = z.infer<typeof QuizResultSchema>;

/** An item of GET /v1/dashboard/session/{id}/roleplay */
export const RoleplayLogSchema = z.object({
  id: EntityIdSchema,
  turn: z.number().int().min(1),
  character: z.string(),
  dialogue: z.string(),
  emotionScore: PercentSchema,
  timestamp: TimestampSchema,
});
export type RoleplayLog = z.infer<typeof RoleplayLogSchema>;

export const AlertSeveritySchema = z.enum(['critical', 'high', 'medium', 'low']);
export type AlertSeverity = z.infer<typeof AlertSeveritySchema>;

/**
 * A safety alert raised by screening a child's message; alertType is snake_case (shown with spaces).
 * The session's story and age and the child's line that raised it come with every alert the server
 * sends; they are optional so an alert without them (an older client's shape) still parses.
 */
export const SafetyAlertSchema = z.object({
  id: EntityIdSchema,
  conversation_id: z.string().optional(),
  alertType: z.string().min(1),
  severity: AlertSeveritySchema,
  description: z.string().nullable(),
  message: z.string().nullable(),
  resolved: z.boolean(),
  resolverNotes: z.string().nullable(),
  timestamp: TimestampSchema,
  /** When a teacher resolved it. */
  resolvedAt: TimestampSchema.nullable().optional(),
  /** The session's story; null when no story was chosen. */
  storyTitle: z.string().nullable().optional(),
  studentAge: z.number().nullable().optional(),
  /** The session's age band, e.g. '6-8'. */
  ageBand: z.string().nullable().optional(),
  /** What the child said that raised the alert; null when it was not recorded. */
  line: z.string().nullable().optional(),
  /** Raised on a low-confidence hearing: the words may have been misheard (shown as "unclear audio"). */
  unclearAudio: z.boolean().optional(),
});
export type SafetyAlert = z.infer<typeof SafetyAlertSchema>;

export const SafetyAlertKindSchema = z.enum(SAFETY_ALERT_TYPES, {
  error: `kind must be one of: ${SAFETY_ALERT_TYPES.join(', ')}`,
});

/**
 * GET /v1/dashboard/safety-alerts?resolved=false&kind=&severity=&page=&page_size=
 * Every parameter is optional: without `resolved` both open and resolved alerts are listed, and the
 * spec's `?resolved=false` call gets the first page of open alerts and their total.
 */
export const SafetyAlertsQuerySchema = z.object({
  resolved: queryBoolean('resolved').optional(),
  kind: SafetyAlertKindSchema.optional(),
  severity: z
    .enum(AlertSeveritySchema.options, { error: `severity must be one of: ${AlertSeveritySchema.options.join(', ')}` })
    .optional(),
  page: queryWholeNumber('page', 1, Number.POSITIVE_INFINITY).default(1),
  page_size: queryWholeNumber('page_size', 1, SAFETY_ALERTS_MAX_PAGE_SIZE).default(SAFETY_ALERTS_PAGE_SIZE),
});
export type SafetyAlertsQuery = z.infer<typeof SafetyAlertsQuerySchema>;

export const SafetyAlertsResponseSchema = z.object({
  alerts: z.array(SafetyAlertSchema),
  /** Alerts matching the filters, over all pages. */
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  totalPages: z.number().int().min(0),
});
export type SafetyAlertsResponse = z.infer<typeof SafetyAlertsResponseSchema>;

/** `{id}` of the session detail calls. */
export const SessionIdParamsSchema = z.object({
  id: z.string().min(1, 'session id must not be empty').max(200),
});
export type SessionIdParams = z.infer<typeof SessionIdParamsSchema>;

export const TranscriptListSchema = z.array(TranscriptEntrySchema);
export const QuizResultListSchema = z.array(QuizResultSchema);
export const RoleplayLogListSchema = z.array(RoleplayLogSchema);
export const SafetyAlertListSchema = z.array(SafetyAlertSchema);

/** The dashboard's calls (teacher-side section 7, "Dashboard" and "Session detail"), under /api. */
import { SESSIONS_PAGE_SIZE } from '@shared/constants/dashboard';
import { ALL_AGENTS_FILTER } from '@shared/constants/domain';
import {
  AgentUsageResponseSchema,
  DashboardStoriesResponseSchema,
  EngagementResponseSchema,
  ResolveAlertResponseSchema,
} from '@shared/schemas/dashboard-library';
import type { AlertSeverity, SafetyAlertsQuery } from '@shared/schemas/dashboard-sessions';
import {
  DashboardSessionsPageSchema,
  DashboardStatsSchema,
  QuizResultListSchema,
  RoleplayLogListSchema,
  SafetyAlertListSchema,
  SafetyAlertsResponseSchema,
  TranscriptListSchema,
} from '@shared/schemas/dashboard-sessions';
import {
  PronunciationTrendsResponseSchema,
  SessionPronunciationResponseSchema,
} from '@shared/schemas/pronunciation-analytics';
import { PersonaHistoryResponseSchema } from '@shared/schemas/persona';
import { PronunciationReportSchema } from '@shared/schemas/pronunciation-report';
import { RunningRecordResponseSchema } from '@shared/schemas/running-record';
import { SessionDetailViewSchema } from '@shared/schemas/session-fluency';
import { apiPath, requestJson, TEACHER_CALL } from '../../api/http';
import type { AlertStateFilter } from '../../places/teacher-place';

export type { AlertStateFilter };

export interface SessionsQuery {
  page: number;
  search: string;
  agentFilter: string;
}

/** search is sent only when non-empty; agent_type only when the filter is not 'all' (spec 5). */
export function sessionsUrl({ page, search, agentFilter }: SessionsQuery): string {
  return apiPath('v1/dashboard/sessions', {
    page,
    page_size: SESSIONS_PAGE_SIZE,
    search: search.trim() || undefined,
    agent_type: agentFilter === ALL_AGENTS_FILTER ? undefined : agentFilter,
  });
}

export const fetchSessions = (query: SessionsQuery) =>
  requestJson(sessionsUrl(query), { ...TEACHER_CALL, schema: DashboardSessionsPageSchema });
export const fetchStats = () =>
  requestJson(apiPath('v1/dashboard/stats'), { ...TEACHER_CALL, schema: DashboardStatsSchema });
export const fetchStories = () =>
  requestJson(apiPath('v1/dashboard/stories'), { ...TEACHER_CALL, schema: DashboardStoriesResponseSchema });
export const fetchTrends = () =>
  requestJson(apiPath('v1/dashboard/analytics/pronunciation-trends'), {
    ...TEACHER_CALL,
    schema: PronunciationTrendsResponseSchema,
  });
export const fetchEngagement = () =>
  requestJson(apiPath('v1/dashboard/analytics/engagement'), {
    ...TEACHER_CALL,
    schema: EngagementResponseSchema,
  });
export const fetchAgentUsage = () =>
  requestJson(apiPath('v1/dashboard/analytics/agent-usage'), {
    ...TEACHER_CALL,
    schema: AgentUsageResponseSchema,
  });
/** The open alerts' first page; the header badge and tab badge show its total. */
export const fetchOpenAlerts = () =>
  requestJson(apiPath('v1/dashboard/safety-alerts', { resolved: 'false' }), {
    ...TEACHER_CALL,
    schema: SafetyAlertsResponseSchema,
  });


export interface AlertsQuery {
  state: AlertStateFilter;
  kind: SafetyAlertsQuery['kind'];
  severity: AlertSeverity | undefined;
  page: number;
}

export function alertsUrl({ state, kind, severity, page }: AlertsQuery): string {
  return apiPath('v1/dashboard/safety-alerts', {
    resolved: state === 'all' ? undefined : String(state === 'resolved'),
    kind,
    severity,
    page,
  });
}

export const fetchAlerts = (query: AlertsQuery) =>
  requestJson(alertsUrl(query), { ...TEACHER_CALL, schema: SafetyAlertsResponseSchema });

export const resolveAlert = (id: string, notes: string) =>
  requestJson(apiPath(`v1/dashboard/safety-alerts/${encodeURIComponent(id)}/resolve`), {
    ...TEACHER_CALL,
    method: 'POST',
    body: { notes },
    schema: ResolveAlertResponseSchema,
  });

export async function uploadStory(file: File, ageGroup: string): Promise<void> {
  const form = new FormData();
  form.append('story', file);
  form.append('ageGroup', ageGroup);
  await requestJson(apiPath('v1/dashboard/story'), { ...TEACHER_CALL, method: 'POST', form: form });
}

const session = (id: string, tail = '') => apiPath(`v1/dashboard/session/${encodeURIComponent(id)}${tail}`);

export const fetchSessionDetail = (id: string) =>
  requestJson(session(id), { ...TEACHER_CALL, schema: SessionDetailViewSchema });
export const fetchTranscripts = (id: string) =>
  requestJson(session(id, '/transcripts'), { ...TEACHER_CALL, schema: TranscriptListSchema });
export const fetchSessionPronunciation = (id: string) =>
  requestJson(session(id, '/pronunciation'), { ...TEACHER_CALL, schema: SessionPronunciationResponseSchema });
export const fetchQuiz = (id: string) =>
  requestJson(session(id, '/quiz'), { ...TEACHER_CALL, schema: QuizResultListSchema });
export const fetchRoleplay = (id: string) =>
  requestJson(session(id, '/roleplay'), { ...TEACHER_CALL, schema: RoleplayLogListSchema });
export const fetchSessionSafety = (id: string) =>
  requestJson(session(id, '/safety'), { ...TEACHER_CALL, schema: SafetyAlertListSchema });
export const fetchPronunciationReport = (id: string) =>
  requestJson(session(id, '/pronunciation-report'), { ...TEACHER_CALL, schema: PronunciationReportSchema });
export const fetchRunningRecord = (id: string) =>
  requestJson(session(id, '/running-record'), { ...TEACHER_CALL, schema: RunningRecordResponseSchema });

/** A teacher corrects the machine's verdict on one word. */
export async function overrideWordVerdict(
  sessionId: string,
  wordId: string,
  errorType: string,
): Promise<void> {
  await requestJson(session(sessionId, `/pronunciation/words/${encodeURIComponent(wordId)}`), {
    ...TEACHER_CALL,
    method: 'PUT',
    body: { error_type: errorType },
  });
}

export const fetchPersonaHistory = (conversationId: string) =>
  requestJson(apiPath('voicelive/personas/history', { conversation_id: conversationId }), {
    ...TEACHER_CALL,
    schema: PersonaHistoryResponseSchema,
  });

/** The dashboard's calls (teacher-side section 7, "Dashboard" and "Session detail"), under /api. */
import { z } from 'zod';
import { SESSIONS_PAGE_SIZE } from '@shared/constants/dashboard';
import { ALL_AGENTS_FILTER } from '@shared/constants/domain';
import {
  AgentUsageResponseSchema,
  DashboardStoriesResponseSchema,
  EngagementResponseSchema,
} from '@shared/schemas/dashboard-library';
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
import { SessionDetailViewSchema } from '@shared/schemas/session-fluency';
import { apiUrl, getJson, sendForm, sendJson } from './client';

export interface SessionsQuery {
  page: number;
  search: string;
  agentFilter: string;
}

/** search is sent only when non-empty; agent_type only when the filter is not 'all' (spec 5). */
export function sessionsUrl({ page, search, agentFilter }: SessionsQuery): string {
  return apiUrl('v1/dashboard/sessions', {
    page,
    page_size: SESSIONS_PAGE_SIZE,
    search: search.trim() || undefined,
    agent_type: agentFilter === ALL_AGENTS_FILTER ? undefined : agentFilter,
  });
}

export const fetchSessions = (query: SessionsQuery) => getJson(sessionsUrl(query), DashboardSessionsPageSchema);
export const fetchStats = () => getJson(apiUrl('v1/dashboard/stats'), DashboardStatsSchema);
export const fetchStories = () => getJson(apiUrl('v1/dashboard/stories'), DashboardStoriesResponseSchema);
export const fetchTrends = () =>
  getJson(apiUrl('v1/dashboard/analytics/pronunciation-trends'), PronunciationTrendsResponseSchema);
export const fetchEngagement = () => getJson(apiUrl('v1/dashboard/analytics/engagement'), EngagementResponseSchema);
export const fetchAgentUsage = () => getJson(apiUrl('v1/dashboard/analytics/agent-usage'), AgentUsageResponseSchema);
export const fetchOpenAlerts = () =>
  getJson(apiUrl('v1/dashboard/safety-alerts', { resolved: 'false' }), SafetyAlertsResponseSchema);

export async function uploadStory(file: File, ageGroup: string): Promise<void> {
  const form = new FormData();
  form.append('story', file);
  form.append('ageGroup', ageGroup);
  await sendForm(apiUrl('v1/dashboard/story'), form, z.unknown());
}

const session = (id: string, tail = '') => apiUrl(`v1/dashboard/session/${encodeURIComponent(id)}${tail}`);

export const fetchSessionDetail = (id: string) => getJson(session(id), SessionDetailViewSchema);
export const fetchTranscripts = (id: string) => getJson(session(id, '/transcripts'), TranscriptListSchema);
export const fetchSessionPronunciation = (id: string) =>
  getJson(session(id, '/pronunciation'), SessionPronunciationResponseSchema);
export const fetchQuiz = (id: string) => getJson(session(id, '/quiz'), QuizResultListSchema);
export const fetchRoleplay = (id: string) => getJson(session(id, '/roleplay'), RoleplayLogListSchema);
export const fetchSessionSafety = (id: string) => getJson(session(id, '/safety'), SafetyAlertListSchema);
export const fetchPronunciationReport = (id: string) =>
  getJson(session(id, '/pronunciation-report'), PronunciationReportSchema);

/** A teacher corrects the machine's verdict on one word. */
export async function overrideWordVerdict(sessionId: string, wordId: string, errorType: string): Promise<void> {
  await sendJson(
    'PUT',
    session(sessionId, `/pronunciation/words/${encodeURIComponent(wordId)}`),
    { error_type: errorType },
    z.unknown(),
  );
}

export const fetchPersonaHistory = (conversationId: string) =>
  getJson(apiUrl('voicelive/personas/history', { conversation_id: conversationId }), PersonaHistoryResponseSchema);

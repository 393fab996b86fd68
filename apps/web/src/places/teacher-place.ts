/**
 * The teacher's place in the dashboard as a URL, so a reload or Back keeps it:
 * `/teacher/<tab>[/<session id>]?<the tab's filters>[&view=<detail tab>]`, for example
 * `/teacher/sessions/conversation_…?page=2&agent=wordwizard&view=transcript`. On the AI Personas tab
 * the session is the one whose history shows; on the other tabs it is open in the detail dialog.
 * Parsing never throws: an unknown tab, a bad page or a foreign filter value falls back to the default.
 */
import { AGENT_TYPES, ALL_AGENTS_FILTER, SAFETY_ALERT_TYPES, type SafetyAlertType } from '@shared/constants/domain';
import { AlertSeveritySchema, type AlertSeverity } from '@shared/schemas/dashboard-sessions';

export const TEACHER_PATH = '/teacher';
export const DASHBOARD_TABS = ['sessions', 'stories', 'analytics', 'personas', 'alerts'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
export const DETAIL_TABS = ['overview', 'transcript', 'pronunciation', 'quiz', 'roleplay', 'safety'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];
export const ALERT_STATES = ['open', 'resolved', 'all'] as const;
export type AlertStateFilter = (typeof ALERT_STATES)[number];

export interface SessionsFilters {
  page: number;
  search: string;
  /** `ALL_AGENTS_FILTER` or one agent type. */
  agent: string;
}

export interface AlertsFilters {
  state: AlertStateFilter;
  kind: SafetyAlertType | undefined;
  severity: AlertSeverity | undefined;
  page: number;
}

export interface TeacherPlace {
  tab: DashboardTab;
  sessionId: string | null;
  detailTab: DetailTab;
  sessions: SessionsFilters;
  alerts: AlertsFilters;
}

export const DEFAULT_SESSIONS_FILTERS: SessionsFilters = { page: 1, search: '', agent: ALL_AGENTS_FILTER };
export const DEFAULT_ALERTS_FILTERS: AlertsFilters = { state: 'open', kind: undefined, severity: undefined, page: 1 };
export const DEFAULT_TEACHER_PLACE: TeacherPlace = {
  tab: 'sessions',
  sessionId: null,
  detailTab: 'overview',
  sessions: DEFAULT_SESSIONS_FILTERS,
  alerts: DEFAULT_ALERTS_FILTERS,
};

// Session ids are conversation ids or seeded ids: word characters and dashes, never a path or a query.
const SESSION_ID = /^[\w-]{1,128}$/;
const MAX_SEARCH_LENGTH = 200;

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

function pageOf(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** Whether the detail dialog is open (on the AI Personas tab the session only picks the history). */
export function detailOpen(place: TeacherPlace): boolean {
  return place.sessionId !== null && place.tab !== 'personas';
}

/** The place `pathname` and `search` name, or null when the path is not the teacher side. */
export function parseTeacherPlace(pathname: string, search: string): TeacherPlace | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] !== TEACHER_PATH.slice(1) || parts.length > 3) return null;
  const params = new URLSearchParams(search);
  const tab = oneOf(DASHBOARD_TABS, parts[1] ?? null) ?? DEFAULT_TEACHER_PLACE.tab;
  const rawSession = parts[2] ? decodeURIComponent(parts[2]) : null;
  const sessionId = rawSession !== null && SESSION_ID.test(rawSession) ? rawSession : null;
  const place: TeacherPlace = {
    ...DEFAULT_TEACHER_PLACE,
    tab,
    sessionId,
    detailTab: (sessionId && oneOf(DETAIL_TABS, params.get('view'))) || 'overview',
  };
  if (tab === 'sessions') {
    const agent = oneOf(AGENT_TYPES, params.get('agent')) ?? ALL_AGENTS_FILTER;
    const search = (params.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH);
    place.sessions = { page: pageOf(params.get('page')), search, agent };
  }
  if (tab === 'alerts') {
    place.alerts = {
      state: oneOf(ALERT_STATES, params.get('status')) ?? DEFAULT_ALERTS_FILTERS.state,
      kind: oneOf(SAFETY_ALERT_TYPES, params.get('kind')),
      severity: oneOf(AlertSeveritySchema.options, params.get('severity')),
      page: pageOf(params.get('page')),
    };
  }
  return place;
}

/** The URL of `place`; defaults are left out, and only the shown tab's filters are written. */
export function formatTeacherPlace(place: TeacherPlace): string {
  const params = new URLSearchParams();
  if (place.tab === 'sessions') {
    const { page, search, agent } = place.sessions;
    if (page > 1) params.set('page', String(page));
    if (search) params.set('q', search);
    if (agent !== ALL_AGENTS_FILTER) params.set('agent', agent);
  }
  if (place.tab === 'alerts') {
    const { state, kind, severity, page } = place.alerts;
    if (state !== DEFAULT_ALERTS_FILTERS.state) params.set('status', state);
    if (kind) params.set('kind', kind);
    if (severity) params.set('severity', severity);
    if (page > 1) params.set('page', String(page));
  }
  if (detailOpen(place) && place.detailTab !== 'overview') params.set('view', place.detailTab);
  const session = place.sessionId ? `/${encodeURIComponent(place.sessionId)}` : '';
  const query = params.toString();
  return `${TEACHER_PATH}/${place.tab}${session}${query ? `?${query}` : ''}`;
}

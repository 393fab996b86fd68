/**
 * The teacher side's query keys, one tree: a change invalidates the branch it touches (resolving an
 * alert → `alerts`, an upload → `stories`, Refresh → everything under `teacher`).
 */
export const teacherKeys = {
  all: ['teacher'] as const,
  alerts: ['teacher', 'alerts'] as const,
  openAlertCount: ['teacher', 'alerts', 'open-count'] as const,
  alertList: (filters: object) => ['teacher', 'alerts', 'list', filters] as const,
  stats: ['teacher', 'sessions', 'stats'] as const,
  sessionList: (filters: object) => ['teacher', 'sessions', 'list', filters] as const,
  /** Everything about one session: detail, safety, transcript, activities, pronunciation. */
  session: (id: string, part: string) => ['teacher', 'session', id, part] as const,
  personaHistory: (conversationId: string) => ['teacher', 'personas', conversationId] as const,
  stories: ['teacher', 'stories'] as const,
  analytics: (part: string) => ['teacher', 'analytics', part] as const,
  ops: (part: string, params?: object) => ['teacher', 'ops', part, params ?? {}] as const,
  users: ['teacher', 'users'] as const,
  version: ['teacher', 'version'] as const,
};

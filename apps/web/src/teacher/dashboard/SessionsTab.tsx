/**
 * Sessions tab: stat cards, search, agent filter, the paged list. Page, search and filter are the URL's
 * (the caller's `filters`); changing one reloads the list, keeping the old rows until the new ones come.
 * Load failures are logged and leave the list empty (spec 7).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SESSIONS_PAGE_SIZE } from '@shared/constants/dashboard';
import { AGENT_LABELS, AGENT_TYPES, ALL_AGENTS_FILTER, ALL_AGENTS_LABEL } from '@shared/constants/domain';
import type { SessionsFilters } from '../../places/teacher-place';
import type { GoTo } from '../../places/useTeacherPlace';
import { fetchSessions, fetchStats } from '../api/dashboard-api';
import { teacherKeys } from '../api/query-keys';
import { Empty, Loading } from '../ui/Badge';
import { Pagination } from './Pagination';
import { SessionRow } from './SessionRow';
import { StatCards } from './StatCards';

export interface SessionsTabProps {
  filters: SessionsFilters;
  onFilters: GoTo<SessionsFilters>;
  onOpenSession: (id: string) => void;
}

export function SessionsTab({ filters, onFilters, onOpenSession }: SessionsTabProps) {
  const { page, search, agent } = filters;
  const stats = useQuery({
    queryKey: teacherKeys.stats,
    queryFn: fetchStats,
    meta: { failureLog: 'Failed to load dashboard stats' },
  });
  const sessions = useQuery({
    queryKey: teacherKeys.sessionList(filters),
    queryFn: () => fetchSessions({ page, search, agentFilter: agent }),
    placeholderData: keepPreviousData,
    meta: { failureLog: 'Failed to load sessions' },
  });

  const pageData = sessions.isSuccess ? sessions.data : null;
  const list = pageData?.sessions ?? [];

  return (
    <>
      <StatCards stats={stats.data ?? null} />
      <div className="tc-card">
        <div className="tc-toolbar">
          <h2>Recent Sessions</h2>
          <input
            type="search"
            aria-label="Search sessions"
            placeholder="Search sessions..."
            value={search}
            // Each keystroke replaces the address instead of adding a history entry per letter.
            onChange={(event) => onFilters({ ...filters, search: event.target.value, page: 1 }, { replace: true })}
          />
          <select
            aria-label="Filter by agent"
            value={agent}
            onChange={(event) => onFilters({ ...filters, agent: event.target.value, page: 1 })}
          >
            <option value={ALL_AGENTS_FILTER}>{ALL_AGENTS_LABEL}</option>
            {AGENT_TYPES.map((agent) => (
              <option key={agent} value={agent}>
                {AGENT_LABELS[agent]}
              </option>
            ))}
          </select>
        </div>
        {sessions.isPending ? <Loading text="Loading sessions..." /> : null}
        {!sessions.isPending && list.length === 0 ? <Empty>No sessions found</Empty> : null}
        <ul className="tc-session-list">
          {list.map((session) => (
            <SessionRow key={session.id} session={session} onOpen={onOpenSession} />
          ))}
        </ul>
        <Pagination page={page} pageSize={pageData?.pageSize ?? SESSIONS_PAGE_SIZE} total={pageData?.total ?? 0} onPage={(next) => onFilters({ ...filters, page: next })} />
      </div>
    </>
  );
}

/**
 * Sessions tab: stat cards, search, agent filter, the paged list. Changing page, search or filter
 * reloads the list; load failures are logged and leave the list empty (spec 7).
 */
import { useCallback, useState } from 'react';
import { SESSIONS_PAGE_SIZE } from '@shared/constants/dashboard';
import { AGENT_LABELS, AGENT_TYPES, ALL_AGENTS_FILTER, ALL_AGENTS_LABEL } from '@shared/constants/domain';
import { fetchSessions, fetchStats } from '../api/dashboard-api';
import { dataOr, useLoad } from '../ui/useLoad';
import { Empty, Loading } from '../ui/Badge';
import { Pagination } from './Pagination';
import { SessionRow } from './SessionRow';
import { StatCards } from './StatCards';

export function SessionsTab({ onOpenSession }: { onOpenSession: (id: string) => void }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [agentFilter, setAgentFilter] = useState<string>(ALL_AGENTS_FILTER);

  const stats = useLoad(fetchStats, 'Failed to load dashboard stats');
  const loadSessions = useCallback(() => fetchSessions({ page, search, agentFilter }), [page, search, agentFilter]);
  const sessions = useLoad(loadSessions, 'Failed to load sessions');

  const pageData = dataOr(sessions.state, null);
  const list = pageData?.sessions ?? [];

  return (
    <>
      <StatCards stats={dataOr(stats.state, null)} />
      <div className="tc-card">
        <div className="tc-toolbar">
          <h2>Recent Sessions</h2>
          <input
            type="search"
            aria-label="Search sessions"
            placeholder="Search sessions..."
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
          <select
            aria-label="Filter by agent"
            value={agentFilter}
            onChange={(event) => {
              setAgentFilter(event.target.value);
              setPage(1);
            }}
          >
            <option value={ALL_AGENTS_FILTER}>{ALL_AGENTS_LABEL}</option>
            {AGENT_TYPES.map((agent) => (
              <option key={agent} value={agent}>
                {AGENT_LABELS[agent]}
              </option>
            ))}
          </select>
        </div>
        {sessions.state.status === 'loading' ? <Loading text="Loading sessions..." /> : null}
        {sessions.state.status !== 'loading' && list.length === 0 ? <Empty>No sessions found</Empty> : null}
        <ul className="tc-session-list">
          {list.map((session) => (
            <SessionRow key={session.id} session={session} onOpen={onOpenSession} />
          ))}
        </ul>
        <Pagination page={page} pageSize={pageData?.pageSize ?? SESSIONS_PAGE_SIZE} total={pageData?.total ?? 0} onPage={setPage} />
      </div>
    </>
  );
}

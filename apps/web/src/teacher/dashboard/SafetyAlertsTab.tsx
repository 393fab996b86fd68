/**
 * Safety Alerts tab: the alerts filtered by state (open by default), kind and severity and paged by the
 * server; the filters and page are the URL's (the caller's `filters`). Each alert opens its session and
 * can be resolved with a note; resolving refreshes the list and the header's open-alert count.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SAFETY_ALERT_TYPES } from '@shared/constants/domain';
import { alertTypeLabel } from '@shared/display/text';
import { AlertSeveritySchema } from '@shared/schemas/dashboard-sessions';
import { ALERT_STATES, type AlertsFilters } from '../../places/teacher-place';
import { fetchAlerts, resolveAlert, type AlertStateFilter } from '../api/dashboard-api';
import { teacherKeys } from '../api/query-keys';
import { Empty, ErrorBlock, Loading } from '../ui/Badge';
import { showsLoading } from '../ui/query-state';
import { AlertItem } from './AlertItem';
import { Pagination } from './Pagination';

const EMPTY_TEXT: Record<AlertStateFilter, string> = {
  open: 'All Clear! No active safety alerts',
  resolved: 'No resolved safety alerts match these filters.',
  all: 'No safety alerts match these filters.',
};

export interface SafetyAlertsTabProps {
  filters: AlertsFilters;
  onFilters: (filters: AlertsFilters) => void;
  onOpenSession: (conversationId: string) => void;
}

export function SafetyAlertsTab({ filters, onFilters, onOpenSession }: SafetyAlertsTabProps) {
  const queryClient = useQueryClient();
  const { state, kind, severity } = filters;
  const alerts = useQuery({
    queryKey: teacherKeys.alertList(filters),
    queryFn: () => fetchAlerts(filters),
    placeholderData: keepPreviousData,
    meta: { failureLog: 'Failed to load safety alerts' },
  });
  const resolving = useMutation({
    mutationFn: ({ id, notes }: { id: string; notes: string }) => resolveAlert(id, notes),
    // The list and the header's open-alert count both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.alerts }),
  });

  async function resolve(id: string, notes: string) {
    await resolving.mutateAsync({ id, notes });
  }

  const filtered = (change: Partial<AlertsFilters>) => onFilters({ ...filters, ...change, page: 1 });

  return (
    <section className="tc-card" aria-labelledby="tc-alerts-title">
      <div className="tc-toolbar">
        <h2 id="tc-alerts-title">Active Safety Alerts</h2>
        <select aria-label="Alert state" value={state} onChange={(e) => filtered({ state: ALERT_STATES.find((s) => s === e.target.value) ?? 'open' })}>
          <option value="open">Open</option>
          <option value="resolved">Resolved</option>
          <option value="all">Open and resolved</option>
        </select>
        <select
          aria-label="Alert kind"
          value={kind ?? ''}
          onChange={(e) => filtered({ kind: SAFETY_ALERT_TYPES.find((k) => k === e.target.value) })}
        >
          <option value="">All kinds</option>
          {SAFETY_ALERT_TYPES.map((value) => (
            <option key={value} value={value} className="tc-capitalize">
              {alertTypeLabel(value)}
            </option>
          ))}
        </select>
        <select
          aria-label="Alert severity"
          value={severity ?? ''}
          onChange={(e) => filtered({ severity: AlertSeveritySchema.options.find((s) => s === e.target.value) })}
        >
          <option value="">All severities</option>
          {AlertSeveritySchema.options.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      {showsLoading(alerts) ? <Loading text="Loading safety alerts..." /> : null}
      {alerts.isError && !alerts.isFetching ? (
        <ErrorBlock message="Failed to load safety alerts" onRetry={() => void alerts.refetch()} />
      ) : null}
      {alerts.isSuccess ? (
        <SafetyAlertList
          page={alerts.data}
          emptyText={EMPTY_TEXT[state]}
          onOpenSession={onOpenSession}
          onResolve={resolve}
          onPage={(page) => onFilters({ ...filters, page })}
        />
      ) : null}
    </section>
  );
}

export interface SafetyAlertListProps {
  page: { alerts: Parameters<typeof AlertItem>[0]['alert'][]; total: number; page: number; pageSize: number };
  emptyText: string;
  onOpenSession: (conversationId: string) => void;
  onResolve: (id: string, notes: string) => Promise<void>;
  onPage: (page: number) => void;
}

/** One page of alerts with its pager; presentational, so it renders the same in tests. */
export function SafetyAlertList({ page, emptyText, onOpenSession, onResolve, onPage }: SafetyAlertListProps) {
  if (page.alerts.length === 0) return <Empty>{emptyText}</Empty>;
  return (
    <>
      <ul className="tc-alert-list">
        {page.alerts.map((alert) => (
          <AlertItem key={alert.id} alert={alert} onOpenSession={onOpenSession} onResolve={onResolve} />
        ))}
      </ul>
      <Pagination page={page.page} pageSize={page.pageSize} total={page.total} onPage={onPage} noun="alerts" />
    </>
  );
}

/**
 * Safety Alerts tab: the alerts filtered by state (open by default), kind and severity and paged by the
 * server. Each alert opens its session and can be resolved with a note; resolving refreshes the list
 * and the header's open-alert count.
 */
import { useCallback, useState } from 'react';
import { SAFETY_ALERT_TYPES } from '@shared/constants/domain';
import { alertTypeLabel } from '@shared/display/text';
import { AlertSeveritySchema, type AlertSeverity, type SafetyAlertsQuery } from '@shared/schemas/dashboard-sessions';
import { fetchAlerts, resolveAlert, type AlertStateFilter } from '../api/dashboard-api';
import { Empty, ErrorBlock, Loading } from '../ui/Badge';
import { useLoad } from '../ui/useLoad';
import { AlertItem } from './AlertItem';
import { Pagination } from './Pagination';

const EMPTY_TEXT: Record<AlertStateFilter, string> = {
  open: 'All Clear! No active safety alerts',
  resolved: 'No resolved safety alerts match these filters.',
  all: 'No safety alerts match these filters.',
};

export interface SafetyAlertsTabProps {
  onOpenSession: (conversationId: string) => void;
  /** After a resolve, so the header's count follows. */
  onResolved: () => void;
}

export function SafetyAlertsTab({ onOpenSession, onResolved }: SafetyAlertsTabProps) {
  const [state, setState] = useState<AlertStateFilter>('open');
  const [kind, setKind] = useState<SafetyAlertsQuery['kind']>(undefined);
  const [severity, setSeverity] = useState<AlertSeverity | undefined>(undefined);
  const [page, setPage] = useState(1);
  const load = useCallback(() => fetchAlerts({ state, kind, severity, page }), [state, kind, severity, page]);
  const alerts = useLoad(load, 'Failed to load safety alerts');

  async function resolve(id: string, notes: string) {
    await resolveAlert(id, notes);
    alerts.refresh();
    onResolved();
  }

  const filtered = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };

  return (
    <section className="tc-card" aria-labelledby="tc-alerts-title">
      <div className="tc-toolbar">
        <h2 id="tc-alerts-title">Active Safety Alerts</h2>
        <select aria-label="Alert state" value={state} onChange={(e) => filtered(setState)(e.target.value as AlertStateFilter)}>
          <option value="open">Open</option>
          <option value="resolved">Resolved</option>
          <option value="all">Open and resolved</option>
        </select>
        <select
          aria-label="Alert kind"
          value={kind ?? ''}
          onChange={(e) => filtered(setKind)(SAFETY_ALERT_TYPES.find((k) => k === e.target.value))}
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
          onChange={(e) => filtered(setSeverity)(AlertSeveritySchema.options.find((s) => s === e.target.value))}
        >
          <option value="">All severities</option>
          {AlertSeveritySchema.options.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      {alerts.state.status === 'loading' ? <Loading text="Loading safety alerts..." /> : null}
      {alerts.state.status === 'error' ? <ErrorBlock message="Failed to load safety alerts" onRetry={alerts.reload} /> : null}
      {alerts.state.status === 'ok' ? (
        <SafetyAlertList
          page={alerts.state.data}
          emptyText={EMPTY_TEXT[state]}
          onOpenSession={onOpenSession}
          onResolve={resolve}
          onPage={setPage}
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

/** Safety: every alert of the session with severity, type, state and the resolver's notes. */
import { alertTypeLabel } from '@shared/display/text';
import type { SafetyAlert } from '@shared/schemas/dashboard-sessions';
import { Badge, Empty, Loading, formatDateTime, severityTone } from '../ui/Badge';

export function SafetyTab({ alerts, loading }: { alerts: readonly SafetyAlert[]; loading: boolean }) {
  if (loading) return <Loading text="Loading safety alerts..." />;
  if (alerts.length === 0) {
    return (
      <Empty>
        <p>No safety alerts for this session</p>
        <p className="tc-muted">All interactions were appropriate and safe</p>
      </Empty>
    );
  }
  return (
    <ul className="tc-alert-list">
      {alerts.map((alert) => (
        <li key={alert.id} className="tc-alert-item">
          <div className="tc-row">
            <Badge tone={severityTone(alert.severity)}>{alert.severity}</Badge>
            <strong className="tc-capitalize">{alertTypeLabel(alert.alertType)}</strong>
            <Badge tone={alert.resolved ? 'green' : 'yellow'}>{alert.resolved ? 'Resolved' : 'Open'}</Badge>
            <span className="tc-muted tc-push">{formatDateTime(alert.timestamp)}</span>
          </div>
          <p>{alert.description ?? alert.message ?? 'No details available'}</p>
          {alert.line ? <blockquote className="tc-alert-line">“{alert.line}”</blockquote> : null}
          {alert.resolved && alert.resolverNotes ? <p className="tc-muted">Notes: {alert.resolverNotes}</p> : null}
        </li>
      ))}
    </ul>
  );
}

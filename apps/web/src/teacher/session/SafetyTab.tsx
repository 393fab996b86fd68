/** Safety: every alert of the session with severity, type, state and the resolver's notes. */
import type { SafetyAlert } from '@shared/schemas/dashboard-sessions';
import { AlertHeading } from '../dashboard/AlertHeading';
import { Empty, Loading } from '../ui/Badge';

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
          <AlertHeading alert={alert} />
          <p>{alert.description ?? alert.message ?? 'No details available'}</p>
          {alert.line ? <blockquote className="tc-alert-line">“{alert.line}”</blockquote> : null}
          {alert.resolved && alert.resolverNotes ? <p className="tc-muted">Notes: {alert.resolverNotes}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** Safety Alerts tab: the open alerts with severity, type, message and time. */
import { alertTypeLabel } from '@shared/display/text';
import type { SafetyAlert } from '@shared/schemas/dashboard-sessions';
import { Badge, Empty, formatDateTime, severityTone } from '../ui/Badge';

export function alertText(alert: SafetyAlert): string {
  return alert.message || alert.description || 'No details available';
}

export function SafetyAlertsTab({ alerts }: { alerts: readonly SafetyAlert[] }) {
  return (
    <section className="tc-card" aria-labelledby="tc-alerts-title">
      <h2 id="tc-alerts-title">Active Safety Alerts</h2>
      {alerts.length === 0 ? (
        <Empty>All Clear! No active safety alerts</Empty>
      ) : (
        <ul className="tc-alert-list">
          {alerts.map((alert) => (
            <li key={alert.id} className="tc-alert-item">
              <div className="tc-row">
                <Badge tone={severityTone(alert.severity)}>{alert.severity}</Badge>
                <strong className="tc-capitalize">{alertTypeLabel(alert.alertType)}</strong>
                <span className="tc-muted tc-push">{formatDateTime(alert.timestamp)}</span>
              </div>
              <p>{alertText(alert)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

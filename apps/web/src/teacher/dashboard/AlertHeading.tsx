/**
 * An alert's first line wherever it is listed: severity, kind, "unclear audio" when it was raised on a
 * low-confidence hearing (the child's words may have been misheard), open or resolved, and when.
 */
import { alertTypeLabel } from '@shared/display/text';
import type { SafetyAlert } from '@shared/schemas/dashboard-sessions';
import { Badge, formatDateTime, severityTone } from '../ui/Badge';

export function AlertHeading({ alert }: { alert: SafetyAlert }) {
  return (
    <div className="tc-row">
      <Badge tone={severityTone(alert.severity)}>{alert.severity}</Badge>
      <strong className="tc-capitalize">{alertTypeLabel(alert.alertType)}</strong>
      {alert.unclearAudio ? (
        <span title="Raised on a low-confidence hearing: the child's words may have been misheard.">
          <Badge tone="grey">unclear audio</Badge>
        </span>
      ) : null}
      <Badge tone={alert.resolved ? 'green' : 'yellow'}>{alert.resolved ? 'Resolved' : 'Open'}</Badge>
      <span className="tc-muted tc-push">{formatDateTime(alert.timestamp)}</span>
    </div>
  );
}

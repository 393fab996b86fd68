/** The dashboard header: title, alert count, Refresh, settings, the signed-in user, Sign out and Back. */
import type { SignedIn } from '@shared/schemas/auth';

export interface DashboardHeaderProps {
  user: SignedIn;
  alertCount: number;
  onRefresh: () => void;
  onOpenSettings: () => void;
  onSignOut: () => void;
  onBack: () => void;
}

export function DashboardHeader(props: DashboardHeaderProps) {
  return (
    <header className="tc-header">
      <div className="tc-row">
        <h1>Enhanced Teacher Dashboard</h1>
        <span
          className={`tc-count-badge ${props.alertCount > 0 ? 'tc-count-red' : ''}`}
          role="status"
          aria-label={`${props.alertCount} active safety alerts`}
        >
          ⚠ {props.alertCount}
        </span>
      </div>
      <div className="tc-row">
        <span className="tc-muted">
          {props.user.username} ({props.user.role})
        </span>
        <button type="button" className="tc-button" onClick={props.onRefresh}>
          Refresh
        </button>
        <button type="button" className="tc-icon-button" aria-label="System settings" onClick={props.onOpenSettings}>
          ⚙
        </button>
        <button type="button" className="tc-button" onClick={props.onSignOut}>
          Sign out
        </button>
        <button type="button" className="tc-button" onClick={props.onBack}>
          Back to role selection
        </button>
      </div>
    </header>
  );
}

/** One row of the sessions list; the whole row is a button that opens the session detail. */
import { AGENT_LABELS } from '@shared/constants/domain';
import { formatDuration } from '@shared/display/duration';
import { DURATION_HELP, ENGAGEMENT_HELP, ENGAGEMENT_PENDING_HELP, engagementText } from '@shared/display/metric-help';
import { sessionStatus } from '@shared/display/session';
import type { DashboardSession } from '@shared/schemas/dashboard-sessions';
import { Badge, formatDate } from '../ui/Badge';
import { AGENT_ICONS } from './agent-icons';

export function SessionRow({ session, onOpen }: { session: DashboardSession; onOpen: (id: string) => void }) {
  const status = sessionStatus(session.end_time);
  return (
    <li>
      <button type="button" className="tc-session-row" onClick={() => onOpen(session.id)}>
        <span className="tc-agent-icon" role="img" aria-label={AGENT_LABELS[session.agent_type]}>
          {AGENT_ICONS[session.agent_type]}
        </span>
        <span className="tc-session-main">
          <strong>{session.story_title ?? 'Untitled Story'}</strong>
          <span className="tc-muted">
            Age {session.student_age} · <span title={DURATION_HELP}>{formatDuration(session.duration_minutes * 60)}</span> ·{' '}
            <span title={status === 'COMPLETED' ? ENGAGEMENT_HELP : ENGAGEMENT_PENDING_HELP}>
              Engagement {engagementText(session.engagement_score, session.end_time)}
            </span>
          </span>
        </span>
        <Badge tone={status === 'COMPLETED' ? 'green' : 'blue'}>{status}</Badge>
        <span className="tc-muted tc-nowrap">{formatDate(session.start_time)}</span>
      </button>
    </li>
  );
}

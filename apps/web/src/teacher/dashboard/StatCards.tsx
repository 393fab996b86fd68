/**
 * The Sessions tab's four stat cards; empty while the stats are loading or failed (spec 7). The spec's
 * 'Total Students' reads 'Reading sessions', which is what it counts: children have no identity.
 */
import { averageDurationMinutes } from '@shared/display/duration';
import {
  ACCURACY_PENDING_HELP,
  ACTIVE_SESSIONS_HELP,
  AVERAGE_DURATION_HELP,
  READING_SESSIONS_HELP,
  READING_SESSIONS_LABEL,
} from '@shared/display/metric-help';
import type { DashboardStats } from '@shared/schemas/dashboard-sessions';
import { Hint } from '../ui/Hint';

export function StatCards({ stats }: { stats: DashboardStats | null }) {
  const cards: { label: string; value: string; help?: string }[] = [
    { label: READING_SESSIONS_LABEL, value: stats ? String(stats.totalStudents) : '—', help: READING_SESSIONS_HELP },
    { label: 'Active Sessions', value: stats ? String(stats.activeSessions) : '—', help: ACTIVE_SESSIONS_HELP },
    {
      label: 'Avg Duration',
      value: stats ? `${averageDurationMinutes(stats.averageSessionDuration)} min` : '—',
      help: AVERAGE_DURATION_HELP,
    },
    // Nothing scored yet is shown as no figure, not as a measured 0%.
    stats && !stats.accuracyMeasured
      ? { label: 'Accuracy Rate', value: '—', help: ACCURACY_PENDING_HELP }
      : { label: 'Accuracy Rate', value: stats ? `${Math.round(stats.averageAccuracy)}%` : '—' },
  ];
  return (
    <div className="tc-stat-grid">
      {cards.map((card) => (
        <div key={card.label} className="tc-card tc-stat">
          {card.help ? (
            <Hint className="tc-stat-label" label={card.label} help={card.help} />
          ) : (
            <span className="tc-stat-label">{card.label}</span>
          )}
          <span className="tc-stat-value">{card.value}</span>
        </div>
      ))}
    </div>
  );
}

/** The Sessions tab's four stat cards; empty while the stats are loading or failed (spec 7). */
import { averageDurationMinutes } from '@shared/display/duration';
import type { DashboardStats } from '@shared/schemas/dashboard-sessions';

export function StatCards({ stats }: { stats: DashboardStats | null }) {
  const cards: { label: string; value: string }[] = [
    { label: 'Total Students', value: stats ? String(stats.totalStudents) : '—' },
    { label: 'Active Sessions', value: stats ? String(stats.activeSessions) : '—' },
    { label: 'Avg Duration', value: stats ? `${averageDurationMinutes(stats.averageSessionDuration)} min` : '—' },
    { label: 'Accuracy Rate', value: stats ? `${Math.round(stats.averageAccuracy)}%` : '—' },
  ];
  return (
    <div className="tc-stat-grid">
      {cards.map((card) => (
        <div key={card.label} className="tc-card tc-stat">
          <span className="tc-stat-label">{card.label}</span>
          <span className="tc-stat-value">{card.value}</span>
        </div>
      ))}
    </div>
  );
}

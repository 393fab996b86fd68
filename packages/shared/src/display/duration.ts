/** Durations on the dashboard (teacher-side section 9), from seconds. */

/**
 * 'Xh Ym' from one hour on, otherwise 'Xm Ys'. Seconds are floored; invalid or negative input shows
 * as '0m 0s'. Exactly one hour reads '1h 0m' rather than '60m 0s'.
 */
export function formatDuration(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours > 0) return `${hours}h ${minutes}m`;
  return `${minutes}m ${seconds % 60}s`;
}

/**
 * The Avg Duration stat card's figure, in minutes. Below ten minutes it keeps one decimal, so a class of
 * 40-second sessions reads '0.7 min' rather than a false '0 min'; a mean above zero never shows as 0.
 */
export function averageDurationMinutes(averageSeconds: number): string {
  if (!Number.isFinite(averageSeconds) || averageSeconds <= 0) return '0';
  const minutes = averageSeconds / 60;
  if (minutes >= 10) return String(Math.round(minutes));
  const tenths = Math.round(minutes * 10);
  if (tenths === 0) return '< 0.1';
  return tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
}

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

/** The Avg Duration stat card: seconds divided by 60, rounded. */
export function averageDurationMinutes(averageSeconds: number): number {
  return Number.isFinite(averageSeconds) ? Math.round(averageSeconds / 60) : 0;
}

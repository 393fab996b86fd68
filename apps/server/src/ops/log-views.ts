/** The Backend Logs viewer, the logs panel and the log download, all read from the in-memory log ring. */
import type { AppLogEntry, BackendLogsQuery, BackendLogsResponse } from '@shared';
import { readRecentLogFiles } from './log-file';
import type { LogRing } from './log-ring';

export function backendLogs(ring: LogRing, query: BackendLogsQuery): BackendLogsResponse {
  const filter = {
    ...(query.search ? { search: query.search } : {}),
    ...(query.level ? { level: query.level } : {}),
  };
  const matching = ring.query(filter);
  const shown = matching.entries.slice(Math.max(0, matching.entries.length - query.lines));
  return {
    logs: shown.map((e) => ({ text: e.text, level: e.level, timestamp: e.time })),
    total_lines: matching.total,
    filtered_lines: matching.entries.length,
    error: null,
  };
}

/** The most recent entries, newest first, for the logs panel. */
export function recentLogEntries(ring: LogRing, limit: number): AppLogEntry[] {
  const { entries } = ring.query({ limit });
  // Entries carry no id of their own; time plus place is unique within one answer, which is what a list key needs.
  return entries
    .map((e, i) => ({
      id: `log-${Date.parse(e.time)}-${i}`,
      timestamp: e.time,
      level: e.level,
      message: e.msg || e.text,
    }))
    .reverse();
}

/** The rotating log files when this server writes them, else the in-memory ring. */
export async function logDownload(
  ring: LogRing,
  logsDir: string,
  now = new Date(),
): Promise<{ filename: string; body: string }> {
  const filename = `backend-logs-${now.toISOString().slice(0, 10)}.log`;
  const fromFiles = await readRecentLogFiles(logsDir);
  if (fromFiles !== undefined) return { filename, body: fromFiles };
  const { entries } = ring.query();
  return { filename, body: entries.map((e) => e.text).join('\n') + (entries.length > 0 ? '\n' : '') };
}

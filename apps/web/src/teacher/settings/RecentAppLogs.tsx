/** The 20 most recent application log entries (`GET /v1/logs?limit=20`), under the log file viewer. */
import { fetchRecentAppLogs } from '../api/ops-api';
import { Badge, formatDateTime, type Tone } from '../ui/Badge';
import { useQuery } from '@tanstack/react-query';
import { teacherKeys } from '../api/query-keys';

const LEVEL_TONES: Record<string, Tone> = { DEBUG: 'grey', INFO: 'blue', WARNING: 'yellow', ERROR: 'red' };

export function RecentAppLogs() {
  const logs = useQuery({
    queryKey: teacherKeys.ops('recent-app-logs'),
    queryFn: fetchRecentAppLogs,
    meta: { failureLog: 'Failed to fetch logs' },
  });
  if (!logs.isSuccess || logs.data.logs.length === 0) return null;
  return (
    <details>
      <summary>Recent application events ({logs.data.logs.length})</summary>
      <ul className="tc-list">
        {logs.data.logs.map((entry) => (
          <li key={entry.id} className="tc-row tc-small">
            <Badge tone={LEVEL_TONES[entry.level] ?? 'grey'}>{entry.level}</Badge>
            <span className="tc-muted">{formatDateTime(entry.timestamp)}</span>
            <span>{entry.message}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

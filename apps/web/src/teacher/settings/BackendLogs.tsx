/**
 * Backend Logs: lines, search and level filters, auto-refresh every 5 s, download as
 * backend-logs-{date}.log, and the server's own error field.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_LOG_LINES, LOG_LEVELS, LOG_LINES_OPTIONS } from '@shared/constants/dashboard';
import { LOG_AUTO_REFRESH_INTERVAL_MS } from '@shared/constants/timings';
import { failureText } from '../../api/http';
import { downloadBackendLogs, fetchBackendLogs } from '../api/ops-api';
import { teacherKeys } from '../api/query-keys';
import { showsLoading } from '../ui/query-state';
import { Empty, ErrorBlock, Loading } from '../ui/Badge';
import { RecentAppLogs } from './RecentAppLogs';

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

export const logFileName = (now: Date) => `backend-logs-${now.toISOString().slice(0, 10)}.log`;

export function BackendLogs() {
  const [lines, setLines] = useState(DEFAULT_LOG_LINES);
  const [search, setSearch] = useState('');
  const [level, setLevel] = useState('');
  const [autoRefresh, setAutoRefresh] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const logs = useQuery({
    queryKey: teacherKeys.ops('backend-logs', { lines, search, level }),
    queryFn: () => fetchBackendLogs({ lines, search, level }),
    refetchInterval: autoRefresh ? LOG_AUTO_REFRESH_INTERVAL_MS : false,
    // A new search or level keeps the lines shown until the new ones arrive, as before.
    placeholderData: (previous) => previous,
  });
  const refresh = () => void logs.refetch();

  async function download() {
    setDownloadError(null);
    try {
      saveBlob(await downloadBackendLogs(), logFileName(new Date()));
    } catch (error) {
      setDownloadError(failureText(error, 'Failed to download logs', 'Failed to download logs'));
    }
  }

  return (
    <div className="tc-stack">
      <div className="tc-toolbar">
        <select aria-label="Lines" value={lines} onChange={(event) => setLines(Number(event.target.value))}>
          {LOG_LINES_OPTIONS.map((option) => (
            <option key={option} value={option}>{option} lines</option>
          ))}
        </select>
        <input type="search" aria-label="Search logs" placeholder="Search logs..." value={search} onChange={(event) => setSearch(event.target.value)} />
        <select aria-label="Level" value={level} onChange={(event) => setLevel(event.target.value)}>
          <option value="">All levels</option>
          {LOG_LEVELS.map((option) => (
            <option key={option} value={option}>{option}</option>
          ))}
        </select>
        <label className="tc-check">
          <input type="checkbox" checked={autoRefresh} onChange={(event) => setAutoRefresh(event.target.checked)} />
          Auto-refresh (5 s)
        </label>
        <button type="button" className="tc-button" onClick={refresh}>Refresh</button>
        <button type="button" className="tc-button" onClick={() => void download()}>Download</button>
      </div>
      {downloadError ? <p className="tc-error-text" role="alert">{downloadError}</p> : null}
      {showsLoading(logs) ? <Loading text="Loading logs..." /> : null}
      {logs.isError && !logs.isFetching ? (
        <ErrorBlock message={failureText(logs.error, 'Failed to fetch logs', 'Failed to fetch logs')} onRetry={refresh} />
      ) : null}
      {logs.isSuccess ? (
        <>
          {logs.data.error ? <p className="tc-error-text" role="alert">{logs.data.error}</p> : null}
          <p className="tc-muted tc-small">
            {logs.data.filtered_lines} of {logs.data.total_lines} lines
          </p>
          {logs.data.logs.length === 0 ? (
            <Empty>No log lines match.</Empty>
          ) : (
            <pre className="tc-pre tc-logs" tabIndex={0} aria-label="Log lines">
              {logs.data.logs.map((entry) => entry.text).join('\n')}
            </pre>
          )}
        </>
      ) : null}
      <RecentAppLogs />
    </div>
  );
}

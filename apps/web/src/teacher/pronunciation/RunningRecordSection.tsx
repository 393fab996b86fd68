/** Loads a session's running record for the Pronunciation tab; it comes from the reading tracker, so it shows with or without a pronunciation assessment. */
import { fetchRunningRecord } from '../api/dashboard-api';
import { Loading } from '../ui/Badge';
import { useQuery } from '@tanstack/react-query';
import { teacherKeys } from '../api/query-keys';
import { RunningRecord } from './RunningRecord';

export function RunningRecordSection({ sessionId }: { sessionId: string }) {
  const record = useQuery({
    queryKey: teacherKeys.session(sessionId, 'running-record'),
    queryFn: () => fetchRunningRecord(sessionId),
    meta: { failureLog: 'Failed to load running record' },
  });
  if (record.isPending) return <Loading text="Loading running record..." />;
  if (record.isError) {
    return (
      <section className="tc-card">
        <h3>Running Record</h3>
        <p className="tc-muted">The running record could not be loaded.</p>
      </section>
    );
  }
  return <RunningRecord record={record.data} />;
}

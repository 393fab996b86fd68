/** Loads a session's running record for the Pronunciation tab; it comes from the reading tracker, so it shows with or without a pronunciation assessment. */
import { useCallback } from 'react';
import { fetchRunningRecord } from '../api/dashboard-api';
import { Loading } from '../ui/Badge';
import { useLoad } from '../ui/useLoad';
import { RunningRecord } from './RunningRecord';

export function RunningRecordSection({ sessionId }: { sessionId: string }) {
  const load = useCallback(() => fetchRunningRecord(sessionId), [sessionId]);
  const record = useLoad(load, 'Failed to load running record');
  if (record.state.status === 'loading') return <Loading text="Loading running record..." />;
  if (record.state.status === 'error') {
    return (
      <section className="tc-card">
        <h3>Running Record</h3>
        <p className="tc-muted">The running record could not be loaded.</p>
      </section>
    );
  }
  return <RunningRecord record={record.state.data} />;
}

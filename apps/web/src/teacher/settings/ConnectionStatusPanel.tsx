/** Connection Status: the voice provider connection as the server sees it, with Retry when unavailable. */
import { statusBadgeColour } from '@shared/display/session';
import { fetchConnectionStatus } from '../api/ops-api';
import { Badge, ErrorBlock, Loading, formatDateTime } from '../ui/Badge';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '../../api/http';
import { teacherKeys } from '../api/query-keys';
import { showsLoading } from '../ui/query-state';

export function ConnectionStatusPanel() {
  const status = useQuery({
    queryKey: teacherKeys.ops('connection-status'),
    queryFn: fetchConnectionStatus,
    meta: { failureLog: 'Connection status unavailable' },
  });
  const checkAgain = () => void status.refetch();
  if (showsLoading(status)) return <Loading text="Checking connection..." />;
  if (status.isError) {
    return <ErrorBlock message={`Connection status unavailable (${errorText(status.error)})`} onRetry={checkAgain} />;
  }
  const data = status.data;
  if (!data) return null;
  return (
    <div className="tc-stack">
      <dl className="tc-facts">
        <dt>Connected</dt>
        <dd>
          <Badge tone={data.is_connected ? 'green' : 'red'}>{data.is_connected ? 'Connected' : 'Not connected'}</Badge>
        </dd>
        <dt>State</dt>
        <dd>
          <Badge tone={statusBadgeColour(data.state)}>{data.state}</Badge>
        </dd>
        <dt>Conversation state</dt>
        <dd>{data.conversation_state}</dd>
        <dt>Last connected</dt>
        <dd>{formatDateTime(data.last_connected)}</dd>
        {data.readers && (
          <>
            <dt>Readers on this machine</dt>
            <dd>
              {data.readers.live} of {data.readers.limit}{' '}
              {data.readers.full && <Badge tone="red">Full: new readers are asked to wait</Badge>}
            </dd>
          </>
        )}
      </dl>
      <button type="button" className="tc-button" onClick={checkAgain}>
        Check again
      </button>
    </div>
  );
}

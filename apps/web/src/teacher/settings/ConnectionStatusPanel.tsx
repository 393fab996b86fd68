/** Connection Status: the voice provider connection as the server sees it, with Retry when unavailable. */
import { statusBadgeColour } from '@shared/display/session';
import { fetchConnectionStatus } from '../api/ops-api';
import { Badge, ErrorBlock, Loading, formatDateTime } from '../ui/Badge';
import { useLoad } from '../ui/useLoad';

export function ConnectionStatusPanel() {
  const status = useLoad(fetchConnectionStatus, 'Connection status unavailable');
  if (status.state.status === 'loading') return <Loading text="Checking connection..." />;
  if (status.state.status === 'error') {
    return <ErrorBlock message={`Connection status unavailable (${status.state.message})`} onRetry={status.reload} />;
  }
  const data = status.state.data;
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
      <button type="button" className="tc-button" onClick={status.reload}>
        Check again
      </button>
    </div>
  );
}

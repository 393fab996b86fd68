/** Transcript: a chat-style list, student on the left and agent on the right; typed lines are marked. */
import { useQuery } from '@tanstack/react-query';
import { fetchTranscripts } from '../api/dashboard-api';
import { Badge, Empty, Loading, formatDateTime } from '../ui/Badge';
import { teacherKeys } from '../api/query-keys';

export function TranscriptTab({ sessionId }: { sessionId: string }) {
  const transcript = useQuery({
    queryKey: teacherKeys.session(sessionId, 'transcript'),
    queryFn: () => fetchTranscripts(sessionId),
    meta: { failureLog: 'Failed to load transcript' },
  });
  if (transcript.isPending) return <Loading text="Loading transcript..." />;
  const entries = transcript.data ?? [];
  if (entries.length === 0) return <Empty>No transcript available for this session</Empty>;
  return (
    <ol className="tc-transcript">
      {entries.map((entry) => (
        <li key={entry.id} className={`tc-bubble tc-bubble-${entry.speaker}`}>
          <div className="tc-row tc-small">
            <strong className="tc-capitalize">{entry.speaker}</strong>
            <span className="tc-muted">#{entry.sequence}</span>
            {entry.inputMode === 'typed' ? (
              <span title="Typed in the conversation panel, not spoken">
                <Badge tone="blue">typed</Badge>
              </span>
            ) : null}
            <span className="tc-muted tc-push">{formatDateTime(entry.timestamp)}</span>
          </div>
          <p>{entry.content}</p>
          {entry.confidence !== undefined ? (
            <span className="tc-muted tc-small">Confidence {Math.round(entry.confidence * 100)}%</span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

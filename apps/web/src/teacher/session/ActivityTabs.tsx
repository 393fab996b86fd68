/** Quiz Results and Roleplay tabs: each loads its own list; a failed load shows the empty state. */
import { useQuery } from '@tanstack/react-query';
import { fetchQuiz, fetchRoleplay } from '../api/dashboard-api';
import { Badge, Empty, Loading, formatDateTime } from '../ui/Badge';
import { teacherKeys } from '../api/query-keys';

/** The roleplay log; the Overview's emotion average reads the same cached query. */
export function roleplayQuery(sessionId: string) {
  return {
    queryKey: teacherKeys.session(sessionId, 'roleplay'),
    queryFn: () => fetchRoleplay(sessionId),
    meta: { failureLog: 'Failed to load roleplay data' },
  };
}

export function QuizTab({ sessionId }: { sessionId: string }) {
  const quiz = useQuery({
    queryKey: teacherKeys.session(sessionId, 'quiz'),
    queryFn: () => fetchQuiz(sessionId),
    meta: { failureLog: 'Failed to load quiz results' },
  });
  if (quiz.isPending) return <Loading text="Loading quiz results..." />;
  const results = quiz.data ?? [];
  if (results.length === 0) return <Empty>No quiz data available for this session</Empty>;
  return (
    <ol className="tc-list">
      {results.map((result) => (
        <li key={result.id} className="tc-card">
          <div className="tc-row tc-space-between">
            <strong>{result.questionText}</strong>
            <Badge tone={result.isCorrect ? 'green' : 'red'}>{result.isCorrect ? 'Correct' : 'Incorrect'}</Badge>
          </div>
          <dl className="tc-facts">
            <dt>Correct answer</dt>
            <dd>{result.correctAnswer}</dd>
            <dt>Student answer</dt>
            <dd>{result.studentAnswer}</dd>
            <dt>Response time</dt>
            <dd>{result.responseTime.toFixed(1)}s</dd>
          </dl>
        </li>
      ))}
    </ol>
  );
}

export function RoleplayTab({ sessionId }: { sessionId: string }) {
  const roleplay = useQuery(roleplayQuery(sessionId));
  if (roleplay.isPending) return <Loading text="Loading roleplay..." />;
  const turns = roleplay.data ?? [];
  if (turns.length === 0) return <Empty>No roleplay data available for this session</Empty>;
  return (
    <ol className="tc-list">
      {turns.map((turn) => (
        <li key={turn.id} className="tc-card">
          <div className="tc-row">
            <span className="tc-chip">Turn {turn.turn}</span>
            <strong>{turn.character}</strong>
            <span className="tc-muted">Emotion {Math.round(turn.emotionScore)}%</span>
            <span className="tc-muted tc-push">{formatDateTime(turn.timestamp)}</span>
          </div>
          <p>{turn.dialogue}</p>
        </li>
      ))}
    </ol>
  );
}

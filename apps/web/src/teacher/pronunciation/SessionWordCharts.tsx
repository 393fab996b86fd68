/** The session's word attempts (`GET …/session/{id}/pronunciation`) as the accuracy buckets and hardest words. */
import { useQuery } from '@tanstack/react-query';
import { fetchSessionPronunciation } from '../api/dashboard-api';
import { teacherKeys } from '../api/query-keys';
import { PronunciationCharts } from './PronunciationCharts';

export function SessionWordCharts({ sessionId }: { sessionId: string }) {
  const query = useQuery({
    queryKey: teacherKeys.session(sessionId, 'pronunciation'),
    queryFn: () => fetchSessionPronunciation(sessionId),
    meta: { failureLog: 'Failed to load session pronunciation' },
  });
  if (query.isPending) return null;
  const assessments = query.data?.assessments ?? [];
  return (
    <div className="tc-two-col">
      <section className="tc-card">
        <h3>Accuracy Distribution</h3>
        <PronunciationCharts type="distribution" assessments={assessments} />
      </section>
      <section className="tc-card">
        <h3>Most Challenging Words</h3>
        <PronunciationCharts type="words" assessments={assessments} />
      </section>
    </div>
  );
}

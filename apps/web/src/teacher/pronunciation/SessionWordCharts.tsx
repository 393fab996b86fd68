/** The session's word attempts (`GET …/session/{id}/pronunciation`) as the accuracy buckets and hardest words. */
import { useCallback } from 'react';
import { fetchSessionPronunciation } from '../api/dashboard-api';
import { dataOr, useLoad } from '../ui/useLoad';
import { PronunciationCharts } from './PronunciationCharts';

export function SessionWordCharts({ sessionId }: { sessionId: string }) {
  const load = useCallback(() => fetchSessionPronunciation(sessionId), [sessionId]);
  const { state } = useLoad(load, 'Failed to load session pronunciation');
  if (state.status === 'loading') return null;
  const assessments = dataOr(state, { assessments: [] }).assessments;
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

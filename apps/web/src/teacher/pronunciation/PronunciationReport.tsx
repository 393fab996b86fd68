/**
 * The session's pronunciation report (the Pronunciation tab of the session detail): the running record,
 * scores, charts, texts, fluency, machine–teacher agreement and the word table. Loaded lazily with
 * recharts.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchPronunciationReport } from '../api/dashboard-api';
import { teacherKeys } from '../api/query-keys';
import type { Fluency } from '@shared/schemas/session-fluency';
import { Empty, Loading, formatDateTime } from '../ui/Badge';
import { FluencyBlock } from './FluencyBlock';
import { RunningRecordSection } from './RunningRecordSection';
import { ErrorTypeBars, ScoreBars, WordAccuracyPie } from './ReportCharts';
import { AgreementLine, ScoreSummary, modeLabel } from './ScoreSummary';
import { SessionWordCharts } from './SessionWordCharts';
import { WordTable } from './WordTable';

export interface PronunciationReportProps {
  sessionId: string;
  fluency: Fluency | null;
}

function NoAssessment({ message }: { message: string | null }) {
  return (
    <Empty>
      <h3>No Pronunciation Assessment</h3>
      <p>{message ?? 'This session does not have pronunciation assessment data.'}</p>
      <p className="tc-muted">
        Students must enable &lsquo;Pronunciation Feedback&rsquo; when reading stories for an assessment to be recorded.
      </p>
    </Empty>
  );
}

export default function PronunciationReport({ sessionId, fluency }: PronunciationReportProps) {
  const queryClient = useQueryClient();
  const report = useQuery({
    queryKey: teacherKeys.session(sessionId, 'pronunciation-report'),
    queryFn: () => fetchPronunciationReport(sessionId),
    meta: { failureLog: 'Failed to load pronunciation report' },
  });

  if (report.isPending) return <Loading text="Loading pronunciation data..." />;
  if (report.isError) {
    return (
      <>
        <NoAssessment message={null} />
        <RunningRecordSection sessionId={sessionId} />
      </>
    );
  }
  const data = report.data;
  const { assessment, statistics } = data;
  if (!data.has_assessment || !assessment) {
    return (
      <>
        <NoAssessment message={data.message} />
        {fluency ? <FluencyBlock fluency={fluency} /> : null}
        <RunningRecordSection sessionId={sessionId} />
      </>
    );
  }

  return (
    <div className="tc-report">
      <ScoreSummary assessment={assessment} />
      {data.agreement ? <AgreementLine session={data.agreement.session} overall={data.agreement.overall} /> : null}
      {fluency ? <FluencyBlock fluency={fluency} /> : null}
      <RunningRecordSection sessionId={sessionId} />
      <section className="tc-card" aria-label="Score chart">
        <ScoreBars scores={assessment.scores} />
      </section>
      {assessment.reference_text ? (
        <section className="tc-card tc-two-col">
          <div>
            <h3>Reference Text</h3>
            <p>{assessment.reference_text}</p>
          </div>
          <div>
            <h3>Recognized Speech</h3>
            <p>{assessment.recognized_text}</p>
          </div>
        </section>
      ) : null}
      {statistics ? (
        <div className="tc-two-col">
          <section className="tc-card">
            <h3>Word Accuracy</h3>
            <WordAccuracyPie statistics={statistics} />
          </section>
          <section className="tc-card">
            <h3>Error Types</h3>
            <ErrorTypeBars statistics={statistics} />
          </section>
        </div>
      ) : null}
      <WordTable sessionId={sessionId} words={data.word_details} onVerdictSaved={() =>
          // A teacher's verdict changes the machine–teacher agreement shown above.
          void queryClient.invalidateQueries({ queryKey: teacherKeys.session(sessionId, 'pronunciation-report') })
        } />
      <SessionWordCharts sessionId={sessionId} />
      <footer className="tc-muted tc-small tc-report-footer">
        Assessment {assessment.id} · Created {formatDateTime(assessment.created_at)} · {modeLabel(assessment.assessment_mode)}
      </footer>
    </div>
  );
}

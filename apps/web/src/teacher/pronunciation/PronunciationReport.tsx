/**
 * The session's pronunciation report (the Pronunciation tab of the session detail): the running record,
 * scores, charts, texts, fluency, machine–teacher agreement and the word table. Loaded lazily with
 * recharts.
 */
import { useCallback } from 'react';
import { fetchPronunciationReport } from '../api/dashboard-api';
import type { Fluency } from '@shared/schemas/session-fluency';
import { Empty, Loading, formatDateTime } from '../ui/Badge';
import { useLoad } from '../ui/useLoad';
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
  const load = useCallback(() => fetchPronunciationReport(sessionId), [sessionId]);
  const report = useLoad(load, 'Failed to load pronunciation report');

  if (report.state.status === 'loading') return <Loading text="Loading pronunciation data..." />;
  if (report.state.status === 'error') {
    return (
      <>
        <NoAssessment message={null} />
        <RunningRecordSection sessionId={sessionId} />
      </>
    );
  }
  const data = report.state.data;
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
      <WordTable sessionId={sessionId} words={data.word_details} onVerdictSaved={report.refresh} />
      <SessionWordCharts sessionId={sessionId} />
      <footer className="tc-muted tc-small tc-report-footer">
        Assessment {assessment.id} · Created {formatDateTime(assessment.created_at)} · {modeLabel(assessment.assessment_mode)}
      </footer>
    </div>
  );
}

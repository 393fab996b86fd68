/** The report's head: overall score with mode, locale and duration; the four score cards; agreement. */
import { PRONUNCIATION_TIER_LABELS } from '@shared/constants/domain';
import { pronunciationTier } from '@shared/display/pronunciation';
import type { PronunciationAssessment } from '@shared/schemas/pronunciation-analytics';
import type { Agreement } from '@shared/schemas/pronunciation-report';

export const modeLabel = (mode: PronunciationAssessment['assessment_mode']) => (mode === 'scripted' ? 'Scripted' : 'Unscripted');

function ScoreCard({ label, score }: { label: string; score: number }) {
  const tier = pronunciationTier(score);
  return (
    <div className={`tc-card tc-stat tc-tier-${tier}`}>
      <span className="tc-stat-label">{label}</span>
      <span className="tc-stat-value">{Math.round(score)}</span>
      <span className="tc-small">{PRONUNCIATION_TIER_LABELS[tier]}</span>
    </div>
  );
}

function agreementText(agreement: Agreement): string {
  if (agreement.agreement_percent === null || agreement.reviewed_words === 0) return 'no words reviewed yet';
  return `${Math.round(agreement.agreement_percent)} % (${agreement.agreed_words} of ${agreement.reviewed_words} reviewed words)`;
}

export function AgreementLine({ session, overall }: { session: Agreement; overall: Agreement | undefined }) {
  return (
    <p className="tc-agreement">
      Machine–teacher agreement: {agreementText(session)}
      {overall ? <span className="tc-muted"> · all sessions: {agreementText(overall)}</span> : null}
    </p>
  );
}

export function ScoreSummary({ assessment }: { assessment: PronunciationAssessment }) {
  const { scores } = assessment;
  return (
    <>
      <div className="tc-overall">
        <span className="tc-overall-score">{Math.round(scores.overall_pronunciation)}</span>
        <div>
          <strong>Overall Pronunciation Score</strong>
          <p className="tc-muted">
            {modeLabel(assessment.assessment_mode)} · {assessment.locale} · {assessment.duration_seconds.toFixed(1)}s
          </p>
        </div>
      </div>
      <div className="tc-stat-grid">
        <ScoreCard label="Accuracy" score={scores.accuracy} />
        <ScoreCard label="Fluency" score={scores.fluency} />
        <ScoreCard label="Completeness" score={scores.completeness} />
        <ScoreCard label="Prosody" score={scores.prosody} />
      </div>
    </>
  );
}

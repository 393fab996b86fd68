/** Overview: four tiles, the agent's own figures, and a red box with the first 3 safety alerts. */
import { useQuery } from '@tanstack/react-query';
import { formatDuration } from '@shared/display/duration';
import { COMPLETION_HELP, DURATION_HELP, ENGAGEMENT_HELP, ENGAGEMENT_PENDING_HELP, engagementText } from '@shared/display/metric-help';
import { overviewSafetyAlerts, quizScorePercent } from '@shared/display/session';
import type { SafetyAlert } from '@shared/schemas/dashboard-sessions';
import type { SessionDetailView } from '@shared/schemas/session-fluency';
import { Hint } from '../ui/Hint';
import { roleplayQuery } from './ActivityTabs';

function Tile({ label, value, help }: { label: string; value: string | number; help?: string }) {
  return (
    <div className="tc-card tc-stat">
      {help ? <Hint className="tc-stat-label" label={label} help={help} /> : <span className="tc-stat-label">{label}</span>}
      <span className="tc-stat-value">{value}</span>
    </div>
  );
}

/** The average emotion score, from the detail when the server summarises it, else from the roleplay log. */
function RoleRangerBlock({ session }: { session: SessionDetailView }) {
  const turns = useQuery(roleplayQuery(session.id)).data ?? [];
  const fromLog = turns.length > 0 ? turns.reduce((sum, turn) => sum + turn.emotionScore, 0) / turns.length : null;
  const score = session.averageEmotionScore ?? fromLog;
  const average = score === null ? '—' : `${Math.round(score)}%`;
  return (
    <div className="tc-stat-grid">
      <Tile label="Roleplay Turns" value={session.roleplayTurns} />
      <Tile label="Average Emotion Score" value={average} />
    </div>
  );
}

function AgentBlock({ session }: { session: SessionDetailView }) {
  switch (session.agentType) {
    case 'wordwizard':
      return (
        <div className="tc-stat-grid">
          <Tile label="Total Words" value={session.totalWords} />
          <Tile label="Correct Words" value={session.correctWords} />
          {/* No word scored yet is no accuracy, not an accuracy of 0 %. */}
          <Tile label="Average Accuracy" value={session.totalWords === 0 ? '—' : `${Math.round(session.averageAccuracy)}%`} />
        </div>
      );
    case 'quizcritter':
      return (
        <div className="tc-stat-grid">
          <Tile label="Total Questions" value={session.totalQuizQuestions} />
          <Tile label="Correct Answers" value={session.correctAnswers} />
          <Tile label="Score" value={`${quizScorePercent(session.correctAnswers, session.totalQuizQuestions)}%`} />
        </div>
      );
    case 'roleranger':
      return <RoleRangerBlock session={session} />;
    case 'evidencebuddy':
    case 'safetyshield':
      return null;
  }
}

/** Each story the child read in the session, with the tracker's figures for it. */
function StoriesRead({ readings }: { readings: SessionDetailView['readings'] }) {
  if (readings.length === 0) return null;
  return (
    <div className="tc-card">
      <h3>Stories read</h3>
      <table className="tc-table">
        <thead>
          <tr>
            <th scope="col">Story</th>
            <th scope="col">Words read</th>
            <th scope="col">Correct</th>
            <th scope="col">Accuracy</th>
            <th scope="col">WCPM</th>
            <th scope="col">Completion</th>
          </tr>
        </thead>
        <tbody>
          {readings.map((r) => (
            <tr key={r.storyId}>
              <td>{r.storyTitle}</td>
              <td>
                {r.wordsRead} of {r.totalWords}
              </td>
              <td>{r.correctWords}</td>
              <td>{r.accuracyRate === null ? '—' : `${Math.round(r.accuracyRate)}%`}</td>
              <td>{r.wcpm === null ? '—' : Math.round(r.wcpm)}</td>
              <td>{`${Math.round(r.completionRate)}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The red box lists open alerts only; resolved ones are counted beneath, and are on the Safety tab. */
export function OverviewTab({ session, alerts }: { session: SessionDetailView; alerts: readonly SafetyAlert[] }) {
  const box = overviewSafetyAlerts(alerts.filter((alert) => !alert.resolved));
  const resolvedCount = alerts.filter((alert) => alert.resolved).length;
  return (
    <>
      <div className="tc-stat-grid">
        <Tile label="Duration" value={formatDuration(session.duration)} help={DURATION_HELP} />
        <Tile label="Completion" value={`${Math.round(session.completionRate)}%`} help={COMPLETION_HELP} />
        <Tile
          label="Engagement"
          value={engagementText(session.engagementScore, session.endTime)}
          help={session.endTime ? ENGAGEMENT_HELP : ENGAGEMENT_PENDING_HELP}
        />
        <Tile label="Interventions" value={session.interventionsCount} />
      </div>
      <AgentBlock session={session} />
      <StoriesRead readings={session.readings} />
      {box.shown.length > 0 ? (
        <div className="tc-alert-box" role="alert">
          <h3>Safety Alerts</h3>
          <ul>
            {box.shown.map((alert) => (
              <li key={alert.id}>
                {alert.description ?? alert.message ?? 'No details available'} ({alert.severity})
              </li>
            ))}
          </ul>
          {box.moreText ? <p>{box.moreText}</p> : null}
        </div>
      ) : null}
      {resolvedCount > 0 ? (
        <p className="tc-muted">
          {resolvedCount === 1 ? '1 resolved safety alert' : `${resolvedCount} resolved safety alerts`} — see the Safety tab.
        </p>
      ) : null}
    </>
  );
}

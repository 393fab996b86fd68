/**
 * What each dashboard figure counts, in the words its tooltip shows. The figures themselves are
 * computed on the server; these sentences are the one description of them, so keep the two in step.
 */

/** The first stat card: children have no identity, so sessions are what can be counted. */
export const READING_SESSIONS_LABEL = 'Reading sessions';
export const READING_SESSIONS_HELP =
  'Reading sessions: sessions in which a child opened a story or said something. Children do not sign in, so this counts sessions, not children.';

export const ACTIVE_SESSIONS_HELP =
  'Active sessions: sessions that have not ended and had speech or messages in the last 30 minutes.';

export const AVERAGE_DURATION_HELP =
  "Avg duration: the mean time from a session's start to its end (to its last activity while it is still going), in minutes.";

export const DURATION_HELP =
  "Duration: the time from the session's start to its end — when the child's page closed and did not come back within two minutes, or the last activity after 15 idle minutes — or to its last activity while it is still going.";

export const ENGAGEMENT_HELP =
  'Engagement, set when the session ends: with a story, up to 70 points for words read aloud (full at 150 words, or the whole story if shorter) and up to 30 for taking part (turns spoken or typed, quiz answers, roleplay turns; full at 3); without a story, up to 100 for taking part (full at 5).';

/** What the Engagement figure shows while a session is still running. */
export const ENGAGEMENT_PENDING = '—';
export const ACCURACY_PENDING_HELP = 'No reading has been scored yet: accuracy appears once a child has read words the companion could follow.';
export const ENGAGEMENT_PENDING_HELP = 'Engagement is scored when the session ends; this session is still running.';

/** Engagement as the teacher sees it: a percentage once the session has ended, a dash while it runs. */
export function engagementText(score: number, endTime: string | Date | null | undefined): string {
  return endTime === null || endTime === undefined || endTime === '' ? ENGAGEMENT_PENDING : `${Math.round(score)}%`;
}

export const COMPLETION_HELP = 'Completion: the share of the story the child has read, as a percentage.';

export const AGENT_SUCCESS_HELP =
  'Success rate: the percentage of sessions with this agent in which the child read at least 80 % of the story.';

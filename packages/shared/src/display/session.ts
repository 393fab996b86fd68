/** Small display rules of the sessions list, session detail and child header. */
import { MESSAGE_BADGE_CAP } from '../constants/limits';
import { OVERVIEW_SAFETY_ALERTS_MAX } from '../constants/dashboard';

export type SessionStatusLabel = 'COMPLETED' | 'IN PROGRESS';

/** COMPLETED when an end time exists, otherwise IN PROGRESS. */
export function sessionStatus(endTime: string | Date | null | undefined): SessionStatusLabel {
  return endTime !== null && endTime !== undefined && endTime !== '' ? 'COMPLETED' : 'IN PROGRESS';
}

/** The conversation badge: the message count, shown as '9+' above 9. */
export function messageBadgeText(messageCount: number): string {
  return messageCount > MESSAGE_BADGE_CAP ? `${MESSAGE_BADGE_CAP}+` : String(messageCount);
}

export type BadgeColour = 'green' | 'yellow' | 'red' | 'grey';

/** Health badges: healthy, ok and success are green; unhealthy, failed and error are red. */
export function statusBadgeColour(status: string): BadgeColour {
  const normalized = status.trim().toLowerCase();
  if (normalized === 'healthy' || normalized === 'ok' || normalized === 'success') return 'green';
  if (normalized === 'unhealthy' || normalized === 'failed' || normalized === 'error') return 'red';
  return 'grey';
}

/** Story library badge: active green, draft yellow, any other grey. */
export function storyStatusColour(status: string): BadgeColour {
  if (status === 'active') return 'green';
  if (status === 'draft') return 'yellow';
  return 'grey';
}

/** Quiz Critter score % on the overview, rounded; 0 when no question was asked. */
export function quizScorePercent(correctAnswers: number, totalQuestions: number): number {
  return totalQuestions > 0 ? Math.round((correctAnswers / totalQuestions) * 100) : 0;
}

export interface OverviewAlerts<T> {
  shown: T[];
  /** '+ N more alerts', or null when every alert is shown. */
  moreText: string | null;
}

/** The overview's red box lists the first 3 alerts and '+ N more alerts'. */
export function overviewSafetyAlerts<T>(alerts: readonly T[]): OverviewAlerts<T> {
  const hidden = alerts.length - OVERVIEW_SAFETY_ALERTS_MAX;
  return {
    shown: alerts.slice(0, OVERVIEW_SAFETY_ALERTS_MAX),
    moreText: hidden > 0 ? `+ ${hidden} more alerts` : null,
  };
}

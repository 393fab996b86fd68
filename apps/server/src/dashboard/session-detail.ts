/**
 * The session detail overview (teacher-side 2.2 and 3): the conversation's figures from the dashboard
 * aggregates, Role Ranger's average emotion, and the reading fluency block — WCPM and accuracy as the
 * reading tracker stored them, placed against the Hasbrouck & Tindal norms for the child's grade and
 * the season the session took place in.
 */
import type { Fluency, SessionDetailView } from '@shared';
import type { Repositories } from '../db/repositories';
import type { ConversationRow, ReadingRecordRow } from '../db/schema';
import { gradeForAge, seasonFor, standingFor } from '../reading/fluency/standing';
import { agentTypeOf, percent } from './session-views';

function durationSeconds(conversation: ConversationRow): number {
  const end = Date.parse(conversation.ended_at ?? conversation.last_activity_at);
  return Math.max(0, Math.round((end - Date.parse(conversation.started_at)) / 1000));
}

/** The fluency of the story read last with a WCPM (the records outlive the live tracker state). */
function fluencyOf(records: readonly ReadingRecordRow[], conversation: ConversationRow): Fluency | null {
  const reading = [...records].sort((a, b) => a.updated_at.localeCompare(b.updated_at)).reverse().find((r) => r.wcpm !== null);
  if (!reading || reading.wcpm === null) return null;
  const grade = gradeForAge(conversation.user_age);
  const season = seasonFor(new Date(conversation.started_at));
  const standing = standingFor(reading.wcpm, grade, season);
  return {
    wcpm: Math.max(0, reading.wcpm),
    accuracy_rate: percent(reading.accuracy_rate),
    grade,
    season,
    percentile_band: standing?.band ?? null,
    norm_50th: standing?.median ?? null,
  };
}

export async function sessionDetail(
  repos: Repositories,
  conversation: ConversationRow,
): Promise<SessionDetailView> {
  const [summary, records] = await Promise.all([repos.dashboard.sessionSummary(conversation.id), repos.reading.listRecords(conversation.id)]);
  return {
    id: conversation.id,
    agentType: agentTypeOf(conversation.agent_type),
    storyTitle: conversation.story_title,
    studentAge: conversation.user_age,
    startTime: conversation.started_at,
    endTime: conversation.ended_at,
    duration: durationSeconds(conversation),
    completionRate: percent(conversation.completion_rate),
    engagementScore: percent(conversation.engagement_score),
    interventionsCount: summary.interventionsCount,
    totalWords: summary.totalWords,
    correctWords: summary.correctWords,
    averageAccuracy: percent(summary.averageAccuracy),
    totalQuizQuestions: summary.totalQuizQuestions,
    correctAnswers: summary.correctAnswers,
    roleplayTurns: summary.roleplayTurns,
    averageEmotionScore: summary.averageEmotionScore,
    safetyAlertsCount: summary.safetyAlertsCount,
    fluency: fluencyOf(records, conversation),
    readings: records.map((r) => ({
      storyId: r.story_id,
      storyTitle: r.story_title,
      totalWords: r.total_words,
      wordsRead: r.words_read,
      correctWords: r.correct_words,
      completionRate: percent(r.completion_percentage),
      wcpm: r.wcpm === null ? null : Math.max(0, r.wcpm),
      accuracyRate: r.accuracy_rate === null ? null : percent(r.accuracy_rate),
    })),
  };
}

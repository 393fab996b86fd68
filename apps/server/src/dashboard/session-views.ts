/**
 * Stored rows as the teacher dashboard's session shapes (teacher-side section 3): the list row, the
 * transcript entry, quiz result, roleplay turn and safety alert. Scores the database has not got yet
 * (a session still in progress) show as 0, which is what the dashboard displays for "nothing yet".
 */
import {
  AGENT_TYPES,
  AlertSeveritySchema,
  type AgentType,
  type AlertSeverity,
  type DashboardSession,
  type QuizResult,
  type RoleplayLog,
  type SafetyAlert,
  type TranscriptEntry,
} from '@shared';
import type { SessionListItem } from '../db/repositories/dashboard-queries';
import type { SafetyAlertInContext } from '../db/repositories/safety-alerts';
import type { MessageRow, QuizResultRow, RoleplayTurnRow, SafetyAlertRow } from '../db/schema';

export function agentTypeOf(value: string): AgentType {
  return AGENT_TYPES.find((agent) => agent === value) ?? 'wordwizard';
}

/** Percent clamped to 0–100 (null → 0). */
export function percent(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

export function toDashboardSession(item: SessionListItem): DashboardSession {
  return {
    id: item.id,
    session_type: item.session_type,
    agent_type: agentTypeOf(item.agent_type),
    story_title: item.story_title,
    student_age: item.student_age,
    duration_minutes: item.duration_minutes,
    engagement_score: percent(item.engagement_score),
    start_time: item.start_time,
    end_time: item.end_time,
  };
}

export function toTranscriptEntry(message: MessageRow): TranscriptEntry {
  return {
    id: message.id,
    speaker: message.role === 'user' ? 'student' : 'agent',
    sequence: message.sequence,
    content: message.content,
    timestamp: message.created_at,
    ...(message.confidence === null ? {} : { confidence: Math.min(1, Math.max(0, message.confidence)) }),
    ...(message.role === 'user' ? { inputMode: message.input_mode === 'typed' ? 'typed' : 'voice' } : {}),
  };
}

export function toQuizResult(row: QuizResultRow): QuizResult {
  return {
    id: row.id,
    questionText: row.question_text,
    correctAnswer: row.correct_answer,
    studentAnswer: row.student_answer,
    isCorrect: row.is_correct === 1,
    responseTime: Math.max(0, row.response_time_seconds),
  };
}

export function toRoleplayLog(row: RoleplayTurnRow): RoleplayLog {
  return {
    id: row.id,
    turn: Math.max(1, row.turn),
    character: row.character,
    dialogue: row.dialogue,
    emotionScore: percent(row.emotion_score),
    timestamp: row.created_at,
  };
}

function severityOf(value: string): AlertSeverity {
  const parsed = AlertSeveritySchema.safeParse(value.toLowerCase());
  return parsed.success ? parsed.data : 'low';
}

/** An alert as the dashboard shows it; with its context (story, age, the child's line) when read with it. */
export function toSafetyAlert(row: SafetyAlertRow | SafetyAlertInContext): SafetyAlert {
  const context =
    'line' in row
      ? { storyTitle: row.story_title, studentAge: row.user_age, ageBand: row.age_band, line: row.line }
      : {};
  return {
    id: row.id,
    ...(row.conversation_id === null ? {} : { conversation_id: row.conversation_id }),
    alertType: row.alert_type,
    severity: severityOf(row.severity),
    description: row.description,
    message: row.description,
    resolved: row.resolved === 1,
    resolverNotes: row.resolver_notes,
    timestamp: row.created_at,
    resolvedAt: row.resolved_at,
    unclearAudio: row.unclear_audio === 1,
    ...context,
  };
}

/**
 * One stored assessment in the spec's shape (mode, locale, duration, texts, the five scores on 0–100):
 * shared by the child's results call and the teacher's pronunciation report.
 */
import type { PronunciationAssessmentRow } from '../db/schema';

/** A score clamped to 0–100 and rounded to one decimal (null → 0). */
export const scorePercent = (value: number | null | undefined): number =>
  value === null || value === undefined || !Number.isFinite(value) ? 0 : Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;

export function assessmentView(row: PronunciationAssessmentRow) {
  return {
    id: row.id,
    assessment_mode: row.mode,
    locale: row.locale,
    duration_seconds: Math.max(0, row.duration_seconds ?? 0),
    created_at: row.created_at,
    reference_text: row.mode === 'scripted' && row.reference_text !== '' ? row.reference_text : null,
    recognized_text: row.recognized_text,
    scores: {
      accuracy: scorePercent(row.accuracy),
      fluency: scorePercent(row.fluency),
      completeness: scorePercent(row.completeness),
      prosody: scorePercent(row.prosody),
      overall_pronunciation: scorePercent(row.overall),
    },
  };
}

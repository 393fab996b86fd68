/**
 * What the child side reads back: the session aggregate the floating panel polls (child-side 3,
 * "Pronunciation session aggregate") and one assessment with its words (results call). Segment rows
 * are numbered from 1; the session summary written at stop is segment 0 and is not a segment.
 */
import type { PronunciationAggregate, PronunciationResultsResponse, SyllableScore } from '@shared';
import { SyllableScoreSchema } from '@shared';
import { z } from 'zod';
import type { PronunciationWord } from '../db/repositories/pronunciation';
import type { PronunciationAssessmentRow } from '../db/schema';
import { SESSION_SUMMARY_SEGMENT } from '../db/repositories/pronunciation-analytics-queries';
import { assessmentView, scorePercent } from './assessment-view';

/** The session summary row written at stop (one definition, shared with the analytics queries). */
export const SUMMARY_SEGMENT = SESSION_SUMMARY_SEGMENT;

const pct = scorePercent;

export function isSegment(row: PronunciationAssessmentRow): boolean {
  return row.status === 'completed' && row.segment > SUMMARY_SEGMENT;
}

function syllables(value: unknown): SyllableScore[] {
  const parsed = z.array(SyllableScoreSchema).safeParse(value);
  return parsed.success ? parsed.data : [];
}

/** The word said instead (or the inserted word), as the optional `heard_word` of the shared schemas. */
export const heardWordField = (word: Pick<PronunciationWord, 'heard_word'>): { heard_word?: string } =>
  word.heard_word !== null && word.heard_word !== '' ? { heard_word: word.heard_word } : {};

const storyWords = (words: readonly PronunciationWord[]) => words.filter((w) => w.error_type !== 'Insertion');
const readWords = (words: readonly PronunciationWord[]) => storyWords(words).filter((w) => w.error_type !== 'Omission');

export function sessionAggregate(
  segments: readonly { row: PronunciationAssessmentRow; words: readonly PronunciationWord[] }[],
): PronunciationAggregate {
  let weight = 0;
  let accuracy = 0;
  let fluency = 0;
  for (const { row, words } of segments) {
    const n = Math.max(1, readWords(words).length);
    weight += n;
    accuracy += n * (row.accuracy ?? 0);
    fluency += n * (row.fluency ?? 0);
  }
  const first = segments[0]?.row;
  const latest = segments[segments.length - 1]?.row;
  const mistakes = segments.flatMap(({ row, words }) =>
    storyWords(words)
      .filter((w) => (w.teacher_error_type ?? w.error_type) !== 'None')
      .map((w) => ({
        word: w.word,
        segment: row.segment,
        error_type: w.teacher_error_type ?? w.error_type,
        accuracy: pct(w.accuracy_score),
        ...heardWordField(w),
      })),
  );
  mistakes.sort((a, b) => a.accuracy - b.accuracy || a.segment - b.segment);
  return {
    success: true,
    overall_metrics: {
      accuracy: weight === 0 ? 0 : pct(accuracy / weight),
      fluency: weight === 0 ? 0 : pct(fluency / weight),
      total_segments: segments.length,
      total_words_assessed: segments.reduce((n, s) => n + storyWords(s.words).length, 0),
    },
    progress: { improvement: first && latest ? Math.round(((latest.accuracy ?? 0) - (first.accuracy ?? 0)) * 10) / 10 : 0 },
    segments: segments.map(({ row, words }) => ({
      segment: row.segment,
      accuracy: pct(row.accuracy),
      word_count: storyWords(words).length,
      error_count: storyWords(words).filter((w) => (w.teacher_error_type ?? w.error_type) !== 'None').length,
      reference_text: row.reference_text,
      start_word_index: row.start_word_index ?? 0,
      end_word_index: row.end_word_index ?? row.start_word_index ?? 0,
    })),
    mispronunciations: { count: mistakes.length, words: mistakes },
  };
}

export function assessmentResult(row: PronunciationAssessmentRow, words: readonly PronunciationWord[]): PronunciationResultsResponse {
  return {
    assessment: {
      ...assessmentView(row),
      session_id: row.session_id,
      conversation_id: row.conversation_id,
      word_details: words.map((w) => ({
        word: w.word,
        accuracy_score: pct(w.accuracy_score),
        error_type: w.teacher_error_type ?? w.error_type,
        syllables: syllables(w.syllables),
        ...heardWordField(w),
      })),
    },
  };
}

/**
 * The summary of a finished assessment session, stored as its own assessment (segment 0) so the
 * teacher's report of the session shows the whole reading: every scored word in reading order, and
 * each score as the mean of the segments' weighted by how many story words each assessed.
 */
import type { AssessmentScores, PronunciationWord, ScoredWordInput } from '../db/repositories/pronunciation';
import type { PronunciationAssessmentRow } from '../db/schema';

export interface SessionSummary {
  scripted: boolean;
  referenceText: string;
  startWordIndex: number | null;
  endWordIndex: number | null;
  scores: AssessmentScores;
  words: ScoredWordInput[];
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export function summarise(
  segments: readonly { row: PronunciationAssessmentRow; words: readonly PronunciationWord[] }[],
  stopReferenceText: string | undefined,
): SessionSummary {
  let weight = 0;
  const sums = { accuracy: 0, fluency: 0, completeness: 0, prosody: 0, overall: 0 };
  for (const { row, words } of segments) {
    const n = Math.max(1, words.filter((w) => w.error_type !== 'Insertion').length);
    weight += n;
    sums.accuracy += n * (row.accuracy ?? 0);
    sums.fluency += n * (row.fluency ?? 0);
    sums.completeness += n * (row.completeness ?? 0);
    sums.prosody += n * (row.prosody ?? 0);
    sums.overall += n * (row.overall ?? 0);
  }
  const mean = (sum: number) => (weight === 0 ? 0 : round1(sum / weight));
  const starts = segments.map((s) => s.row.start_word_index).filter((i): i is number => i !== null);
  const ends = segments.map((s) => s.row.end_word_index).filter((i): i is number => i !== null);
  const assessedText = segments.map((s) => s.row.reference_text).filter((t) => t.length > 0).join(' ');
  return {
    // The story text sent at stop makes the session scripted; the summary keeps the part assessed.
    scripted: stopReferenceText !== undefined || segments.some((s) => s.row.mode === 'scripted'),
    referenceText: assessedText,
    startWordIndex: starts.length > 0 ? Math.min(...starts) : null,
    endWordIndex: ends.length > 0 ? Math.max(...ends) : null,
    scores: {
      recognizedText: segments.map((s) => s.row.recognized_text).filter((t) => t.length > 0).join(' '),
      accuracy: mean(sums.accuracy),
      fluency: mean(sums.fluency),
      completeness: mean(sums.completeness),
      prosody: mean(sums.prosody),
      overall: mean(sums.overall),
      durationSeconds: round1(segments.reduce((s, seg) => s + (seg.row.duration_seconds ?? 0), 0)),
    },
    words: segments.flatMap((s) =>
      s.words.map((w) => ({
        word: w.word,
        accuracyScore: w.accuracy_score,
        errorType: w.teacher_error_type ?? w.error_type,
        syllables: w.syllables,
        storyId: w.story_id,
        wordIndex: w.word_index,
        heardWord: w.heard_word,
      })),
    ),
  };
}

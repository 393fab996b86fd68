/**
 * The session pronunciation report (teacher-side 3, "Pronunciation analytics response") for the latest
 * completed assessment of a session: scores, every word with its syllables and the verdict in force
 * (the teacher's correction where one was made, with the machine's kept alongside), the statistics, and
 * how often teachers agreed with the machine — in this session and over all sessions.
 */
import { z } from 'zod';
import { SyllableScoreSchema, type PronunciationReport, type ReportWord, type SyllableScore } from '@shared';
import type { Repositories } from '../db/repositories';
import type { VerdictAgreement } from '../db/repositories/dashboard-detail-queries';
import type { PronunciationWord } from '../db/repositories/pronunciation';
import { percent } from './session-views';
import { assessmentView } from '../pronunciation/assessment-view';
import { heardWordField } from '../pronunciation/session-views';

export const NO_ASSESSMENT_MESSAGE = 'This session does not have pronunciation assessment data.';

function syllablesOf(value: unknown): SyllableScore[] {
  const parsed = z.array(SyllableScoreSchema).safeParse(value);
  return parsed.success ? parsed.data : [];
}

export function toReportWord(word: PronunciationWord): ReportWord {
  return {
    id: word.id,
    word: word.word,
    accuracy_score: percent(word.accuracy_score),
    error_type: word.teacher_error_type ?? word.error_type,
    machine_error_type: word.error_type,
    teacher_error_type: word.teacher_error_type,
    syllables: syllablesOf(word.syllables),
    ...heardWordField(word),
  };
}

export async function agreementFor(
  repos: Repositories,
  conversationId: string,
): Promise<{ session: VerdictAgreement; overall: VerdictAgreement }> {
  const [session, overall] = await Promise.all([
    repos.dashboardDetail.verdictAgreement(conversationId),
    repos.dashboardDetail.verdictAgreement(),
  ]);
  return { session, overall };
}

export async function pronunciationReport(
  repos: Repositories,
  conversationId: string,
): Promise<PronunciationReport> {
  const latest = await repos.pronunciation.latestCompleted(conversationId);
  const agreement = await agreementFor(repos, conversationId);
  if (!latest) {
    return {
      has_assessment: false,
      message: NO_ASSESSMENT_MESSAGE,
      assessment: null,
      word_details: [],
      statistics: null,
      agreement,
    };
  }
  const [words, statistics] = await Promise.all([
    repos.pronunciation.listWords(latest.id),
    repos.pronunciationAnalytics.assessmentWordStatistics(latest.id),
  ]);
  return {
    has_assessment: true,
    message: null,
    assessment: assessmentView(latest),
    word_details: words.map(toReportWord),
    statistics: { ...statistics, avg_word_accuracy: percent(statistics.avg_word_accuracy) },
    agreement,
  };
}

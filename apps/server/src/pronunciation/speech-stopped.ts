/**
 * POST /pronunciation/speech_stopped: assess the latest utterance of one item against a reference text
 * and say whether the pronunciation coach should step in, and for which word. An utterance already
 * assessed as a segment of the same session is answered from that segment rather than stored twice.
 */
import { isFunctionWord } from '../reading';
import type { SpeechStoppedAssessmentRequest, SpeechStoppedAssessmentResponse } from '@shared';
import type { Repositories } from '../db/repositories';
import { notFound } from '../errors/app-error';
import type { PronunciationAssessmentService } from './assessment-service';
import { scoringOptionsFrom } from './scoring-options';
import { referenceFromText, spanOf } from './segment-span';

interface ScoredWordLike {
  word: string;
  accuracy: number;
  errorType: string;
}

const notAssessed = (reason: string): SpeechStoppedAssessmentResponse => ({ assessed: false, reason, assessment: null });

/** The hardest story word below the coach threshold: omitted or mispronounced first, then the lowest. */
/** The word the pronunciation coach should practise: a content word (never "a", "from", "the"…) that went worst. */
export function difficultWord(words: readonly ScoredWordLike[], threshold: number): string | null {
  const candidates = words.filter(
    (w) => !isFunctionWord(w.word) && w.errorType !== 'Insertion' && (w.errorType !== 'None' || w.accuracy < threshold),
  );
  candidates.sort((a, b) => a.accuracy - b.accuracy);
  return candidates[0]?.word ?? null;
}

export async function assessSpeechStopped(
  service: PronunciationAssessmentService,
  repos: Repositories,
  req: SpeechStoppedAssessmentRequest,
): Promise<SpeechStoppedAssessmentResponse> {
  if (!(await repos.conversations.get(req.conversation_id))) throw notFound('Session not found');
  const config = await service.config();
  if (!config.enabled) return notAssessed('Pronunciation assessment is turned off in the pronunciation configuration.');
  await service.idle(req.conversation_id);
  const utterance = service.buffer.find(req.conversation_id, req.item_id);
  if (!utterance) return notAssessed('No speech was heard for this item on this server.');
  if (utterance.endMs - utterance.startMs < config.min_audio_ms) return notAssessed(`The speech was shorter than ${config.min_audio_ms} ms.`);

  if (utterance.assessed?.sessionId === req.session_id) {
    const stored = await repos.pronunciation.getWithWords(utterance.assessed.assessmentId);
    if (stored) {
      const words = stored.words.map((w) => ({ word: w.word, accuracy: w.accuracy_score, errorType: w.teacher_error_type ?? w.error_type }));
      const hard = difficultWord(words, config.coach_threshold);
      return {
        assessed: true,
        reason: null,
        assessment: { accuracy_score: stored.assessment.accuracy ?? 0, pronunciation_coach_triggered: hard !== null, difficult_word: hard, assessment_id: stored.assessment.id },
      };
    }
  }

  const reference = referenceFromText(req.reference_text);
  if (reference.length === 0) return notAssessed('There is no reference text to assess against.');
  // A long reference (a whole story) is narrowed to the part this utterance read.
  const span = spanOf(reference, utterance.words, reference.length, reference.length);
  if (!span) return notAssessed('The speech did not match the reference text.');
  const assessment = await service.assess({
    referenceWords: span.referenceWords,
    recognized: utterance.words,
    userAge: req.user_age,
    locale: config.locale,
    options: scoringOptionsFrom(config),
    ...(utterance.audio ? { audio: utterance.audio } : {}),
  });
  const id = await service.storeSegment(
    req.conversation_id,
    req.session_id,
    config,
    span.startIndex,
    span.endIndex,
    span.referenceWords.map((w) => w.word).join(' '),
    assessment,
  );
  utterance.assessed = { sessionId: req.session_id, assessmentId: id };
  const hard = difficultWord(assessment.words, config.coach_threshold);
  return {
    assessed: true,
    reason: null,
    assessment: { accuracy_score: assessment.scores.accuracy, pronunciation_coach_triggered: hard !== null, difficult_word: hard, assessment_id: id },
  };
}

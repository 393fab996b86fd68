/**
 * Pronunciation assessment calls the child's reader makes: start, stop and the session aggregate the
 * floating panel polls. Start and stop fail with the server's detail when it gives one.
 */
import {
  PronunciationAggregateSchema,
  PronunciationFinalAccuracySchema,
  PronunciationSessionResultSchema,
  SpeechStoppedAssessmentResponseSchema,
  type PronunciationAggregate,
  type SpeechStoppedAssessmentResponse,
} from '@shared/schemas/pronunciation';
import { apiPath, HttpError, requestJson } from './http';

export interface AssessmentIds {
  conversationId: string;
  sessionId: string;
}

function detailOr(error: unknown, fallback: string): Error {
  return new Error(error instanceof HttpError ? (error.detail ?? fallback) : fallback);
}

export async function startAssessment(ids: AssessmentIds, userAge?: number): Promise<void> {
  try {
    await requestJson(apiPath('pronunciation/start'), {
      method: 'POST',
      body: { conversation_id: ids.conversationId, session_id: ids.sessionId, user_age: userAge },
      schema: PronunciationSessionResultSchema,
    });
  } catch (error) {
    throw detailOr(error, 'Failed to start assessment');
  }
}

export async function stopAssessment(ids: AssessmentIds, referenceText?: string): Promise<string | null> {
  try {
    const answer = await requestJson(apiPath('pronunciation/stop'), {
      method: 'POST',
      body: { conversation_id: ids.conversationId, session_id: ids.sessionId, reference_text: referenceText },
      schema: PronunciationSessionResultSchema,
    });
    return answer.assessment_id ?? null;
  } catch (error) {
    throw detailOr(error, 'Failed to stop assessment');
  }
}

export async function getSessionAggregate(sessionId: string): Promise<PronunciationAggregate> {
  try {
    return await requestJson(apiPath(`pronunciation/session/${encodeURIComponent(sessionId)}/aggregate`), {
      schema: PronunciationAggregateSchema,
      maxAttempts: 1,
    });
  } catch (error) {
    if (error instanceof HttpError) throw new Error(`Failed to get session aggregate: ${error.status}`, { cause: error });
    throw error;
  }
}

export interface SpeechStoppedInput extends AssessmentIds {
  itemId: string;
  referenceText: string;
  userAge: number;
}

/** POST /api/pronunciation/speech_stopped: assess the utterance that just ended against the story. */
export async function assessSpeechStopped(input: SpeechStoppedInput): Promise<SpeechStoppedAssessmentResponse> {
  return requestJson(apiPath('pronunciation/speech_stopped'), {
    method: 'POST',
    body: {
      conversation_id: input.conversationId,
      session_id: input.sessionId,
      item_id: input.itemId,
      reference_text: input.referenceText,
      user_age: input.userAge,
    },
    schema: SpeechStoppedAssessmentResponseSchema,
    maxAttempts: 1,
  });
}

/** The final accuracy of a stopped assessment (GET /api/pronunciation/results/{id}); null when there is none (404). */
export async function getFinalAccuracy(sessionId: string): Promise<number | null> {
  try {
    const answer = await requestJson(apiPath(`pronunciation/results/${encodeURIComponent(sessionId)}`), {
      schema: PronunciationFinalAccuracySchema,
      maxAttempts: 1,
    });
    return answer.assessment.scores.accuracy;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw new Error('Failed to fetch results', { cause: error });
  }
}

/** The word the pronunciation coach picked, when the answer says the coach stepped in. */
export function coachWordFrom(answer: SpeechStoppedAssessmentResponse): string | null {
  const assessment = answer.assessment;
  if (!answer.assessed || !assessment?.pronunciation_coach_triggered) return null;
  const word = assessment.difficult_word?.trim();
  return word ? word : null;
}

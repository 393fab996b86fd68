/**
 * Voice service checks and help (child-side spec 7, "Voice session"): provider validation and the
 * session's live status for the debug panel, and age-tuned troubleshooting steps for the child.
 */
import {
  ConfigValidateResponseSchema,
  SessionStatusResponseSchema,
  TroubleshootResponseSchema,
  type ConfigValidateResponse,
  type SessionStatusResponse,
  type TroubleshootIssueType,
  type TroubleshootResponse,
} from '@shared/schemas/voice-session';
import { apiPath, HttpError, requestJson } from './http';

export async function validateVoiceConfig(): Promise<ConfigValidateResponse> {
  try {
    return await requestJson(apiPath('voicelive/config/validate'), { schema: ConfigValidateResponseSchema, maxAttempts: 1 });
  } catch {
    throw new Error('Failed to validate config');
  }
}

export async function getSessionStatus(conversationId: string): Promise<SessionStatusResponse> {
  try {
    return await requestJson(apiPath(`voicelive/session/status/${encodeURIComponent(conversationId)}`), {
      schema: SessionStatusResponseSchema,
      maxAttempts: 1,
    });
  } catch {
    throw new Error('Failed to get session status');
  }
}

/** GET /api/voicelive/troubleshoot/{issue_type}?age= ; fails with "Failed to get troubleshooting info: {status} {statusText}". */
export async function getTroubleshooting(issueType: TroubleshootIssueType, age?: number): Promise<TroubleshootResponse> {
  try {
    return await requestJson(apiPath(`voicelive/troubleshoot/${issueType}`, { age }), {
      schema: TroubleshootResponseSchema,
      maxAttempts: 1,
    });
  } catch (error) {
    if (error instanceof HttpError) {
      throw new Error(`Failed to get troubleshooting info: ${error.status} ${error.statusText}`.trimEnd(), {
        cause: error,
      });
    }
    throw error;
  }
}

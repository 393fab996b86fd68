/** Voice session calls of spec section 7 ("Voice session", "Reading and persona"). */
import {
  ReadingConfigResponseSchema,
  VoiceSessionConfigResponseSchema,
  type VoiceSessionConfigResponse,
} from '@shared/schemas/voice-config';
import {
  SessionCreateResponseSchema,
  StoryAnnouncementResponseSchema,
  WelcomeAnnouncementResponseSchema,
  type SessionCreateRequest,
} from '@shared/schemas/voice-session';
import { PersonaStatusSchema, type PersonaStatus } from '@shared/schemas/persona';
import { NextWordResponseSchema, ReadingProgressResponseSchema } from '@shared/schemas/reading';
import { STORY_ANNOUNCEMENT_DURATION_MS, WELCOME_ANNOUNCEMENT_DURATION_MS } from '@shared/constants/timings';
import type { z } from 'zod';
import type { Logger } from '../log/logger';
import { apiPath, HttpError, requestJson } from './http';

export async function createSession(request: SessionCreateRequest): Promise<z.output<typeof SessionCreateResponseSchema>> {
  try {
    return await requestJson(apiPath('voicelive/session/create'), {
      method: 'POST',
      body: request,
      schema: SessionCreateResponseSchema,
    });
  } catch (error) {
    if (error instanceof HttpError) {
      throw new Error(`Failed to create session: ${error.status} ${error.bodyText}`, { cause: error });
    }
    throw error;
  }
}

/** The session configuration call: the socket address and the session_config for the first session.update. */
export async function getSessionConfig(conversationId: string, userAge: number): Promise<VoiceSessionConfigResponse> {
  return requestJson(apiPath('config/session'), {
    method: 'POST',
    body: { conversation_id: conversationId, user_age: userAge },
    schema: VoiceSessionConfigResponseSchema,
  });
}

export async function startWelcomeAnnouncement(conversationId: string, age: number): Promise<string> {
  try {
    const answer = await requestJson(apiPath('voicelive/announcement/welcome'), {
      method: 'POST',
      body: {
        conversation_id: conversationId,
        age,
        include_stories: true,
        announcement_duration_ms: WELCOME_ANNOUNCEMENT_DURATION_MS,
      },
      schema: WelcomeAnnouncementResponseSchema,
    });
    return answer.announcement_config.welcome_message;
  } catch {
    throw new Error('Failed to start welcome announcement');
  }
}

export interface StoryAnnouncementInput {
  storyId: string;
  storyTitle: string;
  storyText: string;
  conversationId: string;
  age: number;
}

export async function startStoryAnnouncement(input: StoryAnnouncementInput): Promise<string> {
  try {
    const answer = await requestJson(apiPath('voicelive/announcement/start'), {
      method: 'POST',
      body: {
        story_id: input.storyId,
        story_title: input.storyTitle,
        conversation_id: input.conversationId,
        age: input.age,
        announcement_duration_ms: STORY_ANNOUNCEMENT_DURATION_MS,
        story_text: input.storyText,
      },
      schema: StoryAnnouncementResponseSchema,
    });
    return answer.announcement_text;
  } catch {
    throw new Error('Failed to start announcement');
  }
}

export async function completeAnnouncement(conversationId: string): Promise<void> {
  try {
    await requestJson(apiPath(`voicelive/announcement/complete/${encodeURIComponent(conversationId)}`), {
      method: 'POST',
      body: {},
    });
  } catch {
    throw new Error('Failed to complete announcement');
  }
}

/** The fallback when the welcome announcement fails. */
export async function triggerIntroduction(conversationId: string, age: number): Promise<void> {
  await requestJson(apiPath('config/trigger-introduction', { conversation_id: conversationId, user_age: age }), {
    method: 'POST',
    body: {},
  });
}

/** Reading-mode instructions appended to the session while the child reads. */
export async function getReadingConfig(age: number): Promise<string> {
  const answer = await requestJson(apiPath(`stories/age/${age}/reading-config`), { schema: ReadingConfigResponseSchema });
  return answer.reading_mode_instructions;
}

export async function deleteReadingSession(conversationId: string): Promise<void> {
  await requestJson(apiPath(`voicelive/reading/session/${encodeURIComponent(conversationId)}`), { method: 'DELETE' });
}

/** Failures are logged and give null (spec section 8). */
export async function getReadingProgress(conversationId: string, logger: Logger) {
  try {
    return await requestJson(apiPath(`voicelive/reading/progress/${encodeURIComponent(conversationId)}`), {
      schema: ReadingProgressResponseSchema,
    });
  } catch (error) {
    logger.warn('Reading progress failed', { error: String(error) });
    return null;
  }
}

export async function getNextWord(conversationId: string, logger: Logger) {
  try {
    return await requestJson(apiPath(`voicelive/reading/next-word/${encodeURIComponent(conversationId)}`), {
      schema: NextWordResponseSchema,
    });
  } catch (error) {
    logger.warn('Next word failed', { error: String(error) });
    return null;
  }
}

/** "Session not found" when the call is not OK; "Failed to fetch persona status" on a network error. */
export async function getPersonaStatus(conversationId: string): Promise<PersonaStatus> {
  try {
    return await requestJson(apiPath('voicelive/personas/current', { conversation_id: conversationId }), {
      schema: PersonaStatusSchema,
      maxAttempts: 1,
    });
  } catch (error) {
    throw new Error(error instanceof HttpError ? 'Session not found' : 'Failed to fetch persona status', {
      cause: error,
    });
  }
}

/**
 * Story-context and message-log calls of spec section 7. Their failures never stop the child: a failed
 * update reports success false, a failed topic check counts as on topic.
 */
import {
  ClearContextResponseSchema,
  GetAnnouncementResponseSchema,
  MonitorTopicResponseSchema,
  StoryContextTestResponseSchema,
  UpdateContextResponseSchema,
  type MonitorTopicResponse,
  type UpdateContextResponse,
} from '@shared/schemas/story-context';
import { VoiceMessageLogResponseSchema, type VoiceMessageLogRequest } from '@shared/schemas/ui-state';
import type { Logger } from '../log/logger';
import { apiPath, errorMessage, requestJson } from './http';

export interface StoryContextIds {
  storyId: string;
  userAge: number;
  conversationId: string;
}

export const BACKEND_UNAVAILABLE_PREFIX = 'Story context update failed (backend unavailable)';

export async function updateStoryContext(ids: StoryContextIds, readingMode: boolean): Promise<UpdateContextResponse> {
  try {
    return await requestJson(apiPath('story-context/update-context'), {
      method: 'POST',
      body: { ...ids, readingMode },
      schema: UpdateContextResponseSchema,
    });
  } catch (error) {
    return {
      success: false,
      message: `${BACKEND_UNAVAILABLE_PREFIX}: ${errorMessage(error)}`,
      story_title: '',
      context_updated: false,
      announcement_ready: false,
    };
  }
}

/** The announcement text, or null: a failed announcement lets story selection continue. */
export async function getStoryAnnouncement(ids: StoryContextIds, logger: Logger): Promise<string | null> {
  try {
    const answer = await requestJson(apiPath('story-context/get-announcement'), {
      method: 'POST',
      body: ids,
      schema: GetAnnouncementResponseSchema,
    });
    return answer.success ? answer.announcement_text : null;
  } catch (error) {
    logger.warn('Story announcement text unavailable', { error: errorMessage(error) });
    return null;
  }
}

export async function clearStoryContext(conversationId: string, userAge: number): Promise<string> {
  const answer = await requestJson(apiPath('story-context/clear-context'), {
    method: 'POST',
    body: { conversationId, userAge },
    schema: ClearContextResponseSchema,
  });
  return answer.instructions;
}

export interface TopicCheck extends StoryContextIds {
  userMessage: string;
  assistantResponse: string;
}

const ON_TOPIC: MonitorTopicResponse = {
  is_on_topic: true,
  topic_drift_detected: false,
  redirect_needed: false,
  reinforcement_instruction: null,
  story_question: null,
};

export async function monitorTopic(check: TopicCheck, logger: Logger): Promise<MonitorTopicResponse> {
  try {
    return await requestJson(apiPath('story-context/monitor-topic'), {
      method: 'POST',
      body: check,
      schema: MonitorTopicResponseSchema,
    });
  } catch (error) {
    logger.warn('Topic monitoring failed; treated as on topic', { error: errorMessage(error) });
    return ON_TOPIC;
  }
}

export async function logVoiceMessage(message: VoiceMessageLogRequest, logger: Logger): Promise<void> {
  try {
    await requestJson(apiPath('ui-state/voicelive-message'), {
      method: 'POST',
      body: message,
      schema: VoiceMessageLogResponseSchema,
    });
  } catch (error) {
    logger.warn('Voice message log failed', { error: errorMessage(error) });
  }
}

/** The debug panel's story-context test. */
export async function testStoryContext(ids: StoryContextIds): Promise<string> {
  const answer = await requestJson(apiPath('story-context/test'), {
    method: 'POST',
    body: ids,
    schema: StoryContextTestResponseSchema,
    maxAttempts: 1,
  });
  return answer.message;
}

import { describe, expect, it } from 'vitest';
import { newConversationId, SCHEMA_MESSAGES } from './common';
import { PronunciationStartRequestSchema, SpeechStoppedAssessmentRequestSchema } from './pronunciation';
import { StoriesQuerySchema, StoryAnalyzeQuerySchema } from './stories';
import { MonitorTopicRequestSchema, UpdateContextRequestSchema } from './story-context';
import { VoiceMessageLogRequestSchema } from './ui-state';
import { parseRequest } from './validation';
import { SessionCreateRequestSchema, TriggerIntroductionQuerySchema } from './voice-session';

const conversationId = newConversationId();
const fail = (detail: string) => ({ success: false, detail });

describe('session create', () => {
  const body = { conversation_id: conversationId, age: 7 };

  it('accepts a new session with or without a story and cuts the story preview to 150 characters', () => {
    expect(parseRequest(SessionCreateRequestSchema, body).success).toBe(true);
    const withStory = SessionCreateRequestSchema.parse({
      ...body,
      story_context: { id: 'brave-fox', title: 'The Brave Fox', content: 'x'.repeat(400) },
      custom_instructions: 'Reading mode: wait for the child.',
    });
    expect(withStory.story_context?.content).toHaveLength(150);
  });

  it("answers each of the spec's messages", () => {
    expect(parseRequest(SessionCreateRequestSchema, { ...body, age: 19 })).toEqual(
      fail('Invalid user age: must be between 6 and 18'),
    );
    expect(parseRequest(SessionCreateRequestSchema, { age: 7 })).toEqual(
      fail('Invalid conversation ID: cannot be empty'),
    );
    expect(parseRequest(SessionCreateRequestSchema, { ...body, story_context: { id: 'brave-fox' } })).toEqual(
      fail('Invalid story object: missing id or title'),
    );
  });

  it('refuses a conversation id the server did not mint the form of', () => {
    expect(parseRequest(SessionCreateRequestSchema, { ...body, conversation_id: 'conversation_1' })).toEqual(
      fail(SCHEMA_MESSAGES.malformedConversationId),
    );
  });
});

describe('story-context bodies (camelCase)', () => {
  const base = { storyId: 'brave-fox', userAge: 10, conversationId };

  it('defaults readingMode to false and validates age and id', () => {
    expect(UpdateContextRequestSchema.parse(base)).toEqual({ ...base, readingMode: false });
    expect(parseRequest(UpdateContextRequestSchema, { ...base, userAge: undefined })).toEqual(
      fail('Invalid user age: must be between 6 and 18'),
    );
    expect(parseRequest(UpdateContextRequestSchema, { ...base, conversationId: '' })).toEqual(
      fail('Invalid conversation ID: cannot be empty'),
    );
    expect(parseRequest(UpdateContextRequestSchema, { ...base, storyId: '' })).toEqual(
      fail('storyId must not be empty'),
    );
  });

  it('needs at least one side of the exchange to monitor', () => {
    const body = { ...base, userMessage: '  ', assistantResponse: '' };
    expect(parseRequest(MonitorTopicRequestSchema, body)).toEqual(
      fail('userMessage or assistantResponse must not be empty'),
    );
    expect(
      parseRequest(MonitorTopicRequestSchema, { ...body, userMessage: 'Do foxes like pizza?' }).success,
    ).toBe(true);
  });
});

describe('voice message log', () => {
  const body = {
    conversationId,
    userAge: 13,
    storyId: 'brave-fox',
    messageType: 'user',
    messageContent: 'Why did the fox run?',
    messageId: 'msg_1',
  };

  it('accepts a message before a story is chosen', () => {
    expect(VoiceMessageLogRequestSchema.parse({ ...body, storyId: null }).storyId).toBeNull();
  });

  it('rejects blank content and any message that is not the child\'s own, with short messages', () => {
    expect(parseRequest(VoiceMessageLogRequestSchema, { ...body, messageContent: '   ' })).toEqual(
      fail('messageContent must not be empty'),
    );
    for (const messageType of ['system', 'assistant']) {
      expect(parseRequest(VoiceMessageLogRequestSchema, { ...body, messageType })).toEqual(
        fail("messageType must be user: the server logs the companion's replies itself"),
      );
    }
  });
});

describe('query strings', () => {
  it('coerces the stories age and the analyze flag', () => {
    expect(StoriesQuerySchema.parse({ age: '16.5' })).toEqual({ age: 16.5 });
    expect(parseRequest(StoriesQuerySchema, { age: '40' })).toEqual(fail(SCHEMA_MESSAGES.invalidUserAge));
    expect(StoryAnalyzeQuerySchema.parse({ force_refresh: 'true' })).toEqual({ force_refresh: true });
    expect(StoryAnalyzeQuerySchema.parse({ force_refresh: 'false' })).toEqual({ force_refresh: false });
    expect(StoryAnalyzeQuerySchema.parse({})).toEqual({ force_refresh: false });
    expect(parseRequest(StoryAnalyzeQuerySchema, { force_refresh: 'yes' })).toEqual(
      fail('force_refresh must be true or false'),
    );
  });

  it('reads the introduction trigger from the query string', () => {
    expect(TriggerIntroductionQuerySchema.parse({ conversation_id: conversationId, user_age: '7' })).toEqual({
      conversation_id: conversationId,
      user_age: 7,
    });
  });
});

describe('pronunciation bodies', () => {
  it('makes the start age optional but valid when given', () => {
    const body = { conversation_id: conversationId, session_id: 'pa_1' };
    expect(PronunciationStartRequestSchema.parse(body)).toEqual(body);
    expect(parseRequest(PronunciationStartRequestSchema, { ...body, user_age: 4 })).toEqual(
      fail(SCHEMA_MESSAGES.invalidUserAge),
    );
    expect(parseRequest(PronunciationStartRequestSchema, { ...body, session_id: '' })).toEqual(
      fail('session_id must not be empty'),
    );
  });

  it('requires every field of the speech-stopped call', () => {
    const body = {
      conversation_id: conversationId,
      session_id: 'pa_1',
      item_id: 'item_3',
      reference_text: 'The brave fox ran home.',
      user_age: 9,
    };
    expect(SpeechStoppedAssessmentRequestSchema.parse(body)).toEqual(body);
    expect(parseRequest(SpeechStoppedAssessmentRequestSchema, { ...body, item_id: undefined })).toEqual(
      fail('item_id is required'),
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  CONVERSATION_ID_PATTERN,
  ConversationIdSchema,
  ErrorBodySchema,
  isConversationId,
  newConversationId,
  NewConversationIdSchema,
  PageQuerySchema,
  SCHEMA_MESSAGES,
  UserAgeQuerySchema,
  UserAgeSchema,
} from './common';
import { parseRequest, validationDetail } from './validation';
import { StorySchema } from './stories';

const detailOf = (result: { success: boolean; detail?: string }) => (result.success ? null : result.detail);

describe('conversation ids', () => {
  it('generates ids of the form conversation_<epoch ms>_<32 lowercase hex>', () => {
    const id = newConversationId(1_732_000_000_123);
    expect(id).toMatch(/^conversation_1732000000123_[0-9a-f]{32}$/);
    expect(isConversationId(id)).toBe(true);
  });

  it('makes a different id every time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newConversationId()));
    expect(ids.size).toBe(50);
  });

  it('rejects other forms', () => {
    const hex = 'a'.repeat(32);
    expect(CONVERSATION_ID_PATTERN.test(`conversation_1732000000123_${hex}`)).toBe(true);
    expect(isConversationId(`conversation_1732000000123_${'A'.repeat(32)}`)).toBe(false);
    expect(isConversationId(`conversation_1732000000123_${hex}0`)).toBe(false);
    expect(isConversationId(`conversation_17320_${hex}`)).toBe(false);
    expect(isConversationId('conversation_1732000000123')).toBe(false);
    expect(isConversationId(42)).toBe(false);
  });

  it("answers the spec's message for an empty or missing id", () => {
    for (const input of ['', '   ', undefined, null]) {
      expect(detailOf(parseRequest(ConversationIdSchema, input))).toBe(
        'Invalid conversation ID: cannot be empty',
      );
    }
  });

  it('accepts any non-empty id for existing sessions but only the generated form for new ones', () => {
    expect(parseRequest(ConversationIdSchema, 'conversation_123').success).toBe(true);
    expect(detailOf(parseRequest(NewConversationIdSchema, 'conversation_123'))).toBe(
      SCHEMA_MESSAGES.malformedConversationId,
    );
    expect(detailOf(parseRequest(NewConversationIdSchema, ''))).toBe(SCHEMA_MESSAGES.emptyConversationId);
    expect(parseRequest(NewConversationIdSchema, newConversationId()).success).toBe(true);
  });
});

describe('user age', () => {
  it("answers the spec's message when the age is missing, not a number or out of range", () => {
    for (const input of [undefined, null, '7', 5.9, 18.5, 0, Number.NaN]) {
      expect(detailOf(parseRequest(UserAgeSchema, input))).toBe('Invalid user age: must be between 6 and 18');
    }
  });

  it('accepts the grade midpoints, bounds included', () => {
    for (const age of [6, 7, 10, 13, 16.5, 18])
      expect(parseRequest(UserAgeSchema, age)).toEqual({ success: true, data: age });
  });

  it('reads an age from a query string', () => {
    expect(UserAgeQuerySchema.parse('16.5')).toBe(16.5);
    expect(detailOf(parseRequest(UserAgeQuerySchema, 'seven'))).toBe(SCHEMA_MESSAGES.invalidUserAge);
    expect(detailOf(parseRequest(UserAgeQuerySchema, undefined))).toBe(SCHEMA_MESSAGES.invalidUserAge);
  });
});

describe('story object', () => {
  it("answers the spec's message when id or title is missing or empty", () => {
    const story = { content: '', reading_level: 'Grade 2', estimated_read_time: 3, tags: [] };
    for (const partial of [
      { title: 'Fox' },
      { id: 'fox' },
      { id: '', title: 'Fox' },
      { id: 'fox', title: ' ' },
    ]) {
      expect(detailOf(parseRequest(StorySchema, { ...story, ...partial }))).toBe(
        'Invalid story object: missing id or title',
      );
    }
  });
});

describe('pagination query', () => {
  it('coerces strings and defaults to page 1 of 10', () => {
    expect(PageQuerySchema.parse({})).toEqual({ page: 1, page_size: 10 });
    expect(PageQuerySchema.parse({ page: '3', page_size: '25' })).toEqual({ page: 3, page_size: 25 });
  });

  it('says what is wrong with a bad page', () => {
    for (const page of ['0', '-1', '1.5', 'two']) {
      expect(detailOf(parseRequest(PageQuerySchema, { page }))).toBe('page must be a whole number from 1');
    }
    expect(detailOf(parseRequest(PageQuerySchema, { page_size: '500' }))).toBe(
      'page_size must be a whole number from 1 to 100',
    );
  });
});

describe('error body', () => {
  it('accepts the closed list of codes only', () => {
    expect(ErrorBodySchema.parse({ detail: 'Session not found', code: 'NOT_FOUND' }).code).toBe('NOT_FOUND');
    expect(ErrorBodySchema.safeParse({ detail: 'x', code: 'TEAPOT' }).success).toBe(false);
  });
});

describe('human messages for fields without their own', () => {
  it('names the field instead of using zod wording', () => {
    const result = PageQuerySchema.extend({}).safeParse({ page: 'x' });
    expect(result.success).toBe(false);
    if (!result.success) expect(validationDetail(result.error)).toBe('page must be a whole number from 1');
    expect(detailOf(parseRequest(ErrorBodySchema, { detail: 'x' }))).toBe('code is required');
    expect(detailOf(parseRequest(ErrorBodySchema, { detail: 'x', code: 'NOPE' }))).toMatch(
      /^code must be one of: VALIDATION_FAILED, NOT_FOUND/,
    );
    expect(detailOf(parseRequest(ErrorBodySchema, 'text'))).toBe('request body must be an object');
  });
});

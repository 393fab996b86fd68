/**
 * Building blocks every other schema file uses: the spec's validation messages, conversation ids,
 * the child's age, entity ids, timestamps, the API error body and pagination.
 */
import { z } from 'zod';
import { INVALID_USER_AGE_MESSAGE, MAX_USER_AGE, MIN_USER_AGE } from '../constants/ages';
import { SESSIONS_PAGE_SIZE } from '../constants/dashboard';
import { queryWholeNumber } from './validation';

/** The exact sentences of the child-side spec (section 5) plus our wording for a malformed id. */
export const SCHEMA_MESSAGES = {
  invalidUserAge: INVALID_USER_AGE_MESSAGE,
  emptyConversationId: 'Invalid conversation ID: cannot be empty',
  malformedConversationId:
    'Invalid conversation ID: must be conversation_<epoch ms>_<32 lowercase hex characters>',
  conversationIdTooLong: 'Invalid conversation ID: must be at most 128 characters',
  invalidStory: 'Invalid story object: missing id or title',
} as const;

/** `conversation_<13-digit epoch ms>_<32 lowercase hex>`: the form the server accepts for new sessions. */
export const CONVERSATION_ID_PATTERN = /^conversation_\d{13}_[0-9a-f]{32}$/;

export function isConversationId(value: unknown): value is string {
  return typeof value === 'string' && CONVERSATION_ID_PATTERN.test(value);
}

/** A fresh, unguessable conversation id; works in browsers and in Node (Web Crypto on globalThis). */
export function newConversationId(nowMs: number = Date.now()): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `conversation_${String(Math.trunc(nowMs)).padStart(13, '0')}_${hex}`;
}

/** Any conversation id a request refers to: present and non-empty (older ids are not re-checked). */
export const ConversationIdSchema = z
  .string({ error: SCHEMA_MESSAGES.emptyConversationId })
  .refine((value) => value.trim().length > 0, { error: SCHEMA_MESSAGES.emptyConversationId, abort: true })
  .refine((value) => value.length <= 128, { error: SCHEMA_MESSAGES.conversationIdTooLong, abort: true });
export type ConversationId = z.infer<typeof ConversationIdSchema>;

/** The id of a session being created: must have the generated form. */
export const NewConversationIdSchema = ConversationIdSchema.refine(
  (value) => CONVERSATION_ID_PATTERN.test(value),
  SCHEMA_MESSAGES.malformedConversationId,
);
export type NewConversationId = z.infer<typeof NewConversationIdSchema>;

/** The child's age in years (grade midpoints such as 16.5 included), 6 to 18 inclusive. */
export const UserAgeSchema = z
  .number({ error: SCHEMA_MESSAGES.invalidUserAge })
  .min(MIN_USER_AGE, SCHEMA_MESSAGES.invalidUserAge)
  .max(MAX_USER_AGE, SCHEMA_MESSAGES.invalidUserAge);
export type UserAge = z.infer<typeof UserAgeSchema>;

/** The same age read from a query string or path segment. */
export const UserAgeQuerySchema = z.coerce
  .number({ error: SCHEMA_MESSAGES.invalidUserAge })
  .min(MIN_USER_AGE, SCHEMA_MESSAGES.invalidUserAge)
  .max(MAX_USER_AGE, SCHEMA_MESSAGES.invalidUserAge);

/** Ids of stored entities (stories, transcript entries, alerts…) travel as opaque non-empty strings. */
export const EntityIdSchema = z.string().min(1).max(200);
export type EntityId = z.infer<typeof EntityIdSchema>;

/** ISO-8601 date-time with a zone (`2025-03-01T09:30:00.000Z`). */
export const TimestampSchema = z.iso.datetime({ offset: true });
export type Timestamp = z.infer<typeof TimestampSchema>;

/** A percentage on the 0–100 scale used by every score and rate the spec shows with a % sign. */
export const PercentSchema = z.number().min(0).max(100);

export const ErrorCodeSchema = z.enum([
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CONFLICT',
  /** The conversation has ended or is more than a day old: its id no longer opens sockets or writes. */
  'SESSION_EXPIRED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'UPSTREAM_UNAVAILABLE',
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** Body of every non-2xx API answer; the spec's clients show `detail`. */
export const ErrorBodySchema = z.object({ detail: z.string().min(1), code: ErrorCodeSchema });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const SuccessResponseSchema = z.object({ success: z.boolean() });
export type SuccessResponse = z.infer<typeof SuccessResponseSchema>;

/** `{conversation_id}` path parameter. */
export const ConversationParamsSchema = z.object({ conversation_id: ConversationIdSchema });
export type ConversationParams = z.infer<typeof ConversationParamsSchema>;

/** `?conversation_id=` query parameter. */
export const ConversationQuerySchema = ConversationParamsSchema;
export type ConversationQuery = z.infer<typeof ConversationQuerySchema>;

/** `?page=&page_size=` for paged lists; the spec's page size is 10. */
export const PageQuerySchema = z.object({
  page: queryWholeNumber('page', 1, Number.POSITIVE_INFINITY).default(1),
  page_size: queryWholeNumber('page_size', 1, 100).default(SESSIONS_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/**
 * How long a child's conversation id works as a capability. The id is the child's only credential, so
 * it must not work for ever: once the conversation has ended (session-ender.ts) or is more than a day
 * old, its sockets are refused and every child-side write is answered 410 SESSION_EXPIRED. Reads stay
 * possible (a reloaded page can still show what happened). One rule for every child path.
 */
import { AppError } from '../errors/app-error';
import type { ConversationRow } from '../db/schema';

/** A conversation older than this takes no more sockets or writes. */
export const SESSION_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type ConversationClosed = 'ended' | 'expired';

/** Why the conversation takes no more sockets or writes, or null while it is open. */
export function conversationClosed(
  conversation: Pick<ConversationRow, 'started_at' | 'ended_at'>,
  nowMs: number = Date.now(),
): ConversationClosed | null {
  if (conversation.ended_at) return 'ended';
  if (nowMs - Date.parse(conversation.started_at) > SESSION_MAX_AGE_MS) return 'expired';
  return null;
}

const CLOSED_DETAIL: Record<ConversationClosed, string> = {
  ended: 'This conversation has ended and takes no more messages or changes. Start a new conversation.',
  expired: 'This conversation is more than a day old and takes no more messages or changes. Start a new conversation.',
};

export function conversationClosedError(reason: ConversationClosed): AppError {
  return new AppError('SESSION_EXPIRED', CLOSED_DETAIL[reason]);
}

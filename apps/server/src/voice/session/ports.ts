/**
 * The narrow ports the parts of a voice session get from it, instead of the session itself: the way to
 * the child's screen, the teacher's transcript, and the conversation's identity.
 */
import type { MessageInputMode } from '../../db/schema';
import type { OutgoingEvent } from '../providers/types';

export interface ClientPort {
  send(event: OutgoingEvent): boolean;
  error(code: string, message: string, type?: string, eventId?: string): void;
}

/**
 * The teacher's transcript: every message of the conversation, stored once per item id; a child's line
 * with how it came (spoken unless `inputMode` says typed).
 */
export interface MessageLog {
  store(id: string, role: 'user' | 'assistant', content: string, inputMode?: MessageInputMode): Promise<void>;
}

export interface ConversationRef {
  readonly conversationId: string;
  readonly age: number;
}

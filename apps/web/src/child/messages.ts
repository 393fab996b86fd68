/**
 * The conversation list as pure updates: assistant transcript deltas grow the message with the same id
 * (or start a new one), empty child transcripts are ignored. Stored oldest first; shown newest first.
 */
export interface ChatMessage {
  id: string;
  type: 'user' | 'assistant';
  content: string;
  /** Epoch milliseconds of the first word. */
  timestamp: number;
  userAge: number;
}

export function appendAssistantDelta(
  messages: readonly ChatMessage[],
  id: string,
  delta: string,
  nowMs: number,
  userAge: number,
): ChatMessage[] {
  const index = messages.findIndex((message) => message.id === id && message.type === 'assistant');
  if (index === -1) return [...messages, { id, type: 'assistant', content: delta, timestamp: nowMs, userAge }];
  return messages.map((message, i) => (i === index ? { ...message, content: message.content + delta } : message));
}

/** The final transcript replaces what the deltas built, when the server sends one. */
export function completeAssistantMessage(
  messages: readonly ChatMessage[],
  id: string,
  transcript: string,
  nowMs: number,
  userAge: number,
): ChatMessage[] {
  if (transcript.trim().length === 0) return [...messages];
  const index = messages.findIndex((message) => message.id === id && message.type === 'assistant');
  if (index === -1) return [...messages, { id, type: 'assistant', content: transcript, timestamp: nowMs, userAge }];
  return messages.map((message, i) => (i === index ? { ...message, content: transcript } : message));
}

export function addUserTranscript(
  messages: readonly ChatMessage[],
  id: string,
  transcript: string,
  nowMs: number,
  userAge: number,
): ChatMessage[] {
  const content = transcript.trim();
  if (content.length === 0 || messages.some((message) => message.id === id && message.type === 'user')) {
    return [...messages];
  }
  return [...messages, { id, type: 'user', content, timestamp: nowMs, userAge }];
}

export function newestFirst(messages: readonly ChatMessage[]): ChatMessage[] {
  return [...messages].reverse();
}

/** hh:mm:ss in the child's locale, 24-hour clock so it stays short. */
export function messageTime(timestampMs: number): string {
  return new Date(timestampMs).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

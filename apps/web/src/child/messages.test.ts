import { describe, expect, it } from 'vitest';
import { addUserTranscript, appendAssistantDelta, completeAssistantMessage, newestFirst } from './messages';

describe('conversation messages', () => {
  it('grows the assistant message with the same id and starts a new one for a new id', () => {
    let list = appendAssistantDelta([], 'a1', 'Hello', 1, 7);
    list = appendAssistantDelta(list, 'a1', ' there', 2, 7);
    list = appendAssistantDelta(list, 'a2', 'Next', 3, 7);
    expect(list.map((message) => [message.id, message.content, message.timestamp])).toEqual([
      ['a1', 'Hello there', 1],
      ['a2', 'Next', 3],
    ]);
  });

  it('replaces the streamed text with the final transcript', () => {
    const list = completeAssistantMessage(appendAssistantDelta([], 'a1', 'Hel', 1, 7), 'a1', 'Hello!', 2, 7);
    expect(list).toEqual([{ id: 'a1', type: 'assistant', content: 'Hello!', timestamp: 1, userAge: 7 }]);
  });

  it('ignores an empty child transcript and a repeated one', () => {
    let list = addUserTranscript([], 'u1', '   ', 1, 10);
    expect(list).toEqual([]);
    list = addUserTranscript(list, 'u1', ' why is the sky blue ', 2, 10);
    list = addUserTranscript(list, 'u1', 'why is the sky blue', 3, 10);
    expect(list).toEqual([{ id: 'u1', type: 'user', content: 'why is the sky blue', timestamp: 2, userAge: 10 }]);
  });

  it('lists newest first without changing the stored order', () => {
    const list = addUserTranscript(appendAssistantDelta([], 'a1', 'Hi', 1, 7), 'u1', 'Hi back', 2, 7);
    expect(newestFirst(list).map((message) => message.id)).toEqual(['u1', 'a1']);
    expect(list.map((message) => message.id)).toEqual(['a1', 'u1']);
  });
});

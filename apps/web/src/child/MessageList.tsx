/** Messages newest first with avatars and hh:mm:ss times; the empty state invites the first words. */
import { messageTime, newestFirst, type ChatMessage } from './messages';

/** `announce` makes new messages heard by screen readers; only one visible list should announce. */
export function MessageList({ messages, announce = false }: { messages: readonly ChatMessage[]; announce?: boolean }) {
  if (messages.length === 0) {
    return (
      <div className="lc-empty-chat">
        <p className="lc-empty-title">Ready to Chat!</p>
        <p>Use the microphone button to start talking with me!</p>
      </div>
    );
  }
  return (
    <ol
      className="lc-messages"
      aria-label="Messages, newest first"
      aria-live={announce ? 'polite' : undefined}
      aria-relevant="additions"
    >
      {newestFirst(messages).map((message) => (
        <li key={`${message.type}-${message.id}`} className={`lc-message lc-message-${message.type}`}>
          <span className="lc-avatar" aria-hidden="true">
            {message.type === 'user' ? 'You' : 'AI'}
          </span>
          <div className="lc-message-body">
            <span className="lc-visually-hidden">{message.type === 'user' ? 'You said' : 'Assistant said'}: </span>
            <p>{message.content}</p>
            <time dateTime={new Date(message.timestamp).toISOString()}>{messageTime(message.timestamp)}</time>
          </div>
        </li>
      ))}
    </ol>
  );
}

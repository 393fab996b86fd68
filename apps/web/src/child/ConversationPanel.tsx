/**
 * The conversation, inline (heading Conversation, clear-history button) or floating in the dock at the right
 * (header Chat with the count, close and Clear Chat), with the status strip while not idle, and the
 * text box for typed questions when it is offered.
 */
import type { AgeProfile } from '@shared/age/profile-schema';
import type { ConversationState } from '../voice/conversation-state';
import type { ChatMessage } from './messages';
import { MessageList } from './MessageList';
import { TypedQuestion } from './TypedQuestion';
import { conversationStripText } from './status-text';

export interface ConversationPanelProps {
  variant: 'inline' | 'floating';
  messages: readonly ChatMessage[];
  state: ConversationState;
  profile: AgeProfile;
  onClear: () => void;
  onClose?: () => void;
  /** The second way to ask: a text box, when offered (see typed-question.ts). */
  typed?: { enabled: boolean; onSend: (text: string) => boolean } | null;
}

export function ConversationPanel({ variant, messages, state, profile, onClear, onClose, typed }: ConversationPanelProps) {
  const strip = conversationStripText(state);
  const headingId = `lc-conversation-${variant}`;
  return (
    <section className={`lc-conversation lc-conversation-${variant}`} aria-labelledby={headingId}>
      <header className="lc-conversation-header">
        {variant === 'inline' ? (
          <h2 id={headingId}>Conversation</h2>
        ) : (
          <h2 id={headingId}>
            Chat <span className="lc-count">({messages.length})</span>
          </h2>
        )}
        <div className="lc-conversation-actions">
          <button type="button" className="lc-button lc-button-small" onClick={onClear} disabled={messages.length === 0}>
            {variant === 'inline' ? profile.content.buttonLabels.clearHistory : 'Clear Chat'}
          </button>
          {variant === 'floating' && onClose ? (
            <button type="button" className="lc-icon-button" aria-label="Close chat" onClick={onClose}>
              ✕
            </button>
          ) : null}
        </div>
      </header>
      <p className="lc-strip" aria-live="polite">
        {strip}
      </p>
      {typed ? <TypedQuestion enabled={typed.enabled} onSend={typed.onSend} /> : null}
      <MessageList messages={messages} announce={variant === 'inline'} />
    </section>
  );
}

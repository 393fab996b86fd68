/** Compact status line with an icon: what the companion is doing, or how the connection is. */
import type { AgeProfile } from '@shared/age/profile-schema';
import type { ConversationState } from '../voice/conversation-state';
import type { ConnectionState } from '../voice/reconnecting-socket';
import { Icon } from './Icon';
import { statusLineText } from './status-text';

export interface StatusLineProps {
  connection: ConnectionState;
  conversation: ConversationState;
  profile: AgeProfile;
}

export function StatusLine({ connection, conversation, profile }: StatusLineProps) {
  const status = statusLineText(connection, conversation, profile);
  return (
    <p className={`lc-status-line lc-tone-${status.tone}`} role="status" aria-live="polite">
      <Icon name={status.icon} /> {status.text}
    </p>
  );
}

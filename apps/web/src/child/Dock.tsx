/**
 * The companion's dock: the pronunciation panel, the microphone and the floating chat in one column at
 * the right of the screen (a row under the story on narrow screens). They share one box beside the
 * story instead of floating over it, so none can cover the line being read, the reading tools or each
 * other at any screen size; which one sits where in it is CSS (the microphone's spot from the UI state).
 */
import type { ReactNode } from 'react';
import type { AgeProfile } from '@shared/age/profile-schema';
import { ConversationPanel } from './ConversationPanel';
import type { Conversation } from './useConversation';
import type { FloatingPanel } from './useFloatingPanel';
import type { UiStateView } from './useUiState';
import type { VoiceControls } from './useVoiceControls';
import { VoiceButton } from './VoiceButton';

export interface DockProps {
  profile: AgeProfile;
  conversation: Conversation;
  voice: VoiceControls;
  panel: FloatingPanel;
  ui: UiStateView;
  /** The pronunciation panel while an assessment runs or has a result, else null. */
  pronunciation: ReactNode;
}

export function Dock({ profile, conversation, voice, panel, ui, pronunciation }: DockProps) {
  return (
    <div className="lc-dock">
      {pronunciation}
      <VoiceButton voice={voice} profile={profile} mic={ui.mic} onMove={() => ui.moveMic(panel.visible)} />
      {panel.visible ? (
        <div id="lc-floating-chat" className="lc-chat-float">
          <ConversationPanel
            variant="floating"
            messages={conversation.messages}
            state={conversation.state}
            profile={profile}
            onClear={conversation.clearMessages}
            onClose={panel.close}
          />
        </div>
      ) : null}
    </div>
  );
}

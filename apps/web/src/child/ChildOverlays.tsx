/** Everything that floats over the main screen: chat, microphone, Ready to Chat!, drift alert, toast. */
import type { AgeProfile } from '@shared/age/profile-schema';
import { ConversationPanel } from './ConversationPanel';
import { DriftAlert } from './DriftAlert';
import { ErrorToast } from './ErrorToast';
import type { TroubleHelp } from './trouble-help';
import type { Conversation } from './useConversation';
import type { FloatingPanel } from './useFloatingPanel';
import type { UiStateView } from './useUiState';
import type { VoiceControls } from './useVoiceControls';
import { VoiceButton } from './VoiceButton';

export interface ChildOverlaysProps {
  age: number;
  profile: AgeProfile;
  conversation: Conversation;
  voice: VoiceControls;
  panel: FloatingPanel;
  ui: UiStateView;
  readyToChat: boolean;
  toastMessage: string | null;
  toastHelp: TroubleHelp | null;
  onDismissToast: () => void;
}

export function ChildOverlays(props: ChildOverlaysProps) {
  const { age, profile, conversation, voice, panel, ui } = props;
  return (
    <>
      {panel.visible ? (
        <div id="lc-floating-chat" className="lc-floating lc-chat-float">
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
      <VoiceButton voice={voice} profile={profile} mic={ui.mic} onMove={() => ui.moveMic(panel.visible)} />
      {props.readyToChat ? (
        <div className="lc-ready-popup" role="status">
          Ready to Chat!
        </div>
      ) : null}
      {ui.drift && ui.alertOpen ? <DriftAlert age={age} scores={ui.drift.scores} onDismiss={ui.dismissAlert} /> : null}
      {props.toastMessage ? <ErrorToast message={props.toastMessage} help={props.toastHelp} onDismiss={props.onDismissToast} /> : null}
    </>
  );
}

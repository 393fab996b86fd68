/**
 * The main child screen: composes the session hooks and lays out header, story pane, side column, the
 * dock (pronunciation panel, microphone, floating chat), the popups, drift alert, hint, toast and footer.
 * The screen is one viewport high: only the story area scrolls, so the header stays in view.
 */
import { useCallback, useState } from 'react';
import { HintBubble } from './HintBubble';
import type { AgeProfile } from '@shared/age/profile-schema';
import { READY_TO_CHAT_DELAY_MS, READY_TO_CHAT_VISIBLE_MS } from '@shared/constants/timings';
import type { Story } from '@shared/schemas/stories';
import type { RealtimeClient } from '../voice/realtime-client';
import type { SessionConfigSource } from '../voice/session-config';
import type { ConnectionState } from '../voice/reconnecting-socket';
import { ApiTestPanel } from './ApiTestPanel';
import { ChildOverlays } from './ChildOverlays';
import { Dock } from './Dock';
import { ConnectionBanner } from './ConnectionBanner';
import { InsecureNotice } from '../app/InsecureNotice';
import { profileKeyForAge } from '@shared';
import { ConversationPanel } from './ConversationPanel';
import { Header } from './Header';
import { PersonaIndicator } from './PersonaIndicator';
import { PronunciationPanel } from './PronunciationPanel';
import { StatusLine } from './StatusLine';
import { StoryPane } from './StoryPane';
import { useAnnouncements } from './useAnnouncements';
import { useConversation } from './useConversation';
import { useDebugTools } from './useDebugTools';
import { useFloatingPanel } from './useFloatingPanel';
import { usePersona } from './usePersona';
import { usePronunciation } from './usePronunciation';
import { useReadingMode } from './useReadingMode';
import { useStoryInUrl } from './useStoryInUrl';
import { useStorySelection } from './useStorySelection';
import { useTimedFlag } from './useTimedFlag';
import { toastIssueType } from './trouble-help';
import { useTopicRedirect } from './useTopicRedirect';
import { useTroubleshooting } from './useTroubleshooting';
import { useUiState } from './useUiState';
import { useVoiceControls } from './useVoiceControls';
import { useVoiceUiEvents } from './useVoiceUiEvents';
import { useWelcome } from './useWelcome';

export interface MainScreenProps {
  age: number;
  profile: AgeProfile;
  conversationId: string;
  client: RealtimeClient;
  connectionState: ConnectionState;
  connectionError: string | null;
  /** Where the session's starting configuration came from, for the debug panel. */
  sessionConfig?: SessionConfigSource | null;
  hintDue: boolean;
  onRetryConnection: () => void;
  onDismissConnectionError: () => void;
}

export function MainScreen(props: MainScreenProps) {
  const { age, profile, conversationId, client, connectionState } = props;
  const connected = connectionState === 'connected';
  const [story, setStory] = useState<Story | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const debugTools = useDebugTools();
  const [debugOpen, setDebugOpen] = useState(false);
  const [hintDone, setHintDone] = useState(false);
  const finishHint = useCallback(() => setHintDone(true), []);
  const [readyToChat, showReadyToChat] = useTimedFlag(READY_TO_CHAT_DELAY_MS, READY_TO_CHAT_VISIBLE_MS);

  const onExchange = useTopicRedirect(client, conversationId, age, story?.id ?? null);
  const conversation = useConversation({ client, conversationId, age, storyId: story?.id ?? null, onExchange });
  const voice = useVoiceControls(client, connectionState, conversation.state);
  const announcements = useAnnouncements(client, conversationId);
  const panelVisibility = useState(false);
  const ui = useUiState(conversationId, { onPanelVisible: panelVisibility[1] });
  const panel = useFloatingPanel(client, conversationId, panelVisibility, ui.reportPanel);
  useVoiceUiEvents(client, conversationId, ui.applyEffectIfOffline);
  const persona = usePersona(client, conversationId);
  const selection = useStorySelection({
    client,
    conversationId,
    age,
    profile,
    connected,
    voice,
    announcements,
    story,
    setStory,
    onReadyToChat: showReadyToChat,
    onError: setToast,
    onUiEffect: ui.applyEffectIfOffline,
  });
  const storyInUrl = useStoryInUrl(age, story, selection);
  useWelcome(client, conversationId, age, connected, announcements);
  useReadingMode(client, age, selection.readingMode, connected);
  const pronunciation = usePronunciation({ client, conversationId, age, story, readingMode: selection.readingMode, recording: voice.recording });
  const [pronDetailsOpen, setPronDetailsOpen] = useState(true);
  const togglePronDetails = useCallback(() => setPronDetailsOpen((open) => !open), []);

  // In the side column's panel only: the floating chat hides itself 3 s after each reply (spec), which
  // would take the box away while the child is typing.
  const typed = conversation.typingOffered ? { enabled: connected, onSend: conversation.sendTyped } : null;
  const toastMessage = toast ?? conversation.errorMessage ?? voice.micError ?? props.connectionError;
  const toastIssue = toastIssueType({
    story: toast,
    conversation: conversation.errorMessage,
    mic: voice.micError,
    connection: props.connectionError,
  });
  const toastHelp = useTroubleshooting(toastIssue, age, profile);
  const dismissToast = useCallback(() => {
    if (toast) setToast(null);
    else if (conversation.errorMessage) conversation.dismissError();
    else if (voice.micError) voice.dismissMicError();
    else props.onDismissConnectionError();
  }, [toast, conversation, voice, props]);

  return (
    <div className="lc-app">
      <a className="lc-skip-link" href="#lc-main">
        Skip to stories
      </a>
      <Header
        profile={profile}
        storyTitle={story?.title ?? null}
        connection={connectionState}
        messageCount={conversation.messages.length}
        driftActive={ui.drift !== null}
        panelOpen={panel.visible}
        onTogglePanel={panel.toggle}
        debug={debugTools ? { open: debugOpen, onToggle: () => setDebugOpen(!debugOpen) } : null}
        hint={
          props.hintDue && !hintDone ? (
            <HintBubble
              age={age}
              onComplete={finishHint}
              onClick={() => {
                finishHint();
                panel.toggle();
              }}
            />
          ) : null
        }
      />
      <ConnectionBanner state={connectionState} onRetry={props.onRetryConnection} />
      <InsecureNotice band={profileKeyForAge(props.age)} />
      <div className="lc-body">
      <main id="lc-main" className="lc-main" tabIndex={-1}>
        {debugTools && debugOpen ? (
          <ApiTestPanel
            conversationId={conversationId}
            age={age}
            storyId={story?.id ?? null}
            sessionConfig={props.sessionConfig}
            onClose={() => setDebugOpen(false)}
          />
        ) : null}
        <StoryPane
          age={age}
          conversationId={conversationId}
          story={story}
          selection={storyInUrl}
          client={client}
          recording={voice.recording}
          micReady={voice.buttonState !== 'permission'}
          pronunciation={pronunciation}
          detailsOpen={pronDetailsOpen}
          onToggleDetails={togglePronDetails}
        />
        <aside className="lc-side" aria-label="Companion">
          <PersonaIndicator persona={persona} analysis={selection.analysis} storyChosen={story !== null} />
          <ConversationPanel
            variant="inline"
            messages={conversation.messages}
            state={conversation.state}
            profile={profile}
            onClear={conversation.clearMessages}
            typed={typed}
          />
        </aside>
      </main>
      <Dock
        profile={profile}
        conversation={conversation}
        voice={voice}
        panel={panel}
        ui={ui}
        pronunciation={
          story && (pronunciation.active || pronunciation.aggregate || pronunciation.finalAccuracy !== null) ? (
            <PronunciationPanel
              aggregate={pronunciation.aggregate}
              active={pronunciation.active}
              finalAccuracy={pronunciation.finalAccuracy}
              coachWord={pronunciation.coachWord}
              expanded={pronDetailsOpen}
              onToggle={togglePronDetails}
            />
          ) : null
        }
      />
      </div>
      <ChildOverlays
        age={age}
        ui={ui}
        readyToChat={readyToChat}
        toastMessage={toastMessage}
        toastHelp={toastHelp}
        onDismissToast={dismissToast}
      />
      <footer className="lc-footer">
        <StatusLine connection={connectionState} conversation={conversation.state} profile={profile} />
        <p>Learning Companion</p>
      </footer>
    </div>
  );
}

/**
 * Header: app name, Story Time label, connection indicator, panel toggle (count badge, drift dot), and the
 * debug toggle when the server's debug tools are on.
 */
import type { ReactNode } from 'react';
import type { AgeProfile } from '@shared/age/profile-schema';
import { messageBadgeText } from '@shared/display/session';
import type { ConnectionState } from '../voice/reconnecting-socket';
import { Icon } from './Icon';

export interface HeaderProps {
  profile: AgeProfile;
  storyTitle: string | null;
  connection: ConnectionState;
  messageCount: number;
  driftActive: boolean;
  panelOpen: boolean;
  onTogglePanel: () => void;
  /** The API test (debug) toggle; null when the debug tools are off. */
  debug: { open: boolean; onToggle: () => void } | null;
  /** The hint bubble, anchored under the panel toggle it points at. */
  hint?: ReactNode;
}

const CONNECTION_LABELS: Record<ConnectionState, string> = {
  connected: 'Connected',
  connecting: 'Connecting...',
  reconnecting: 'Reconnecting...',
  disconnected: 'Disconnected',
  error: 'Connection error',
};

export function Header(props: HeaderProps) {
  const { profile, storyTitle, connection, messageCount, driftActive, panelOpen } = props;
  return (
    <header className="lc-header">
      <div className="lc-header-title">
        <h1>{profile.ui.appName}</h1>
        {storyTitle ? (
          <p className="lc-story-time">
            <span className="lc-story-time-label">Story Time:</span> {storyTitle}
          </p>
        ) : null}
      </div>
      <div className="lc-header-tools">
        <span className={`lc-connection lc-connection-${connection}`}>
          <span className="lc-dot" aria-hidden="true" />
          {CONNECTION_LABELS[connection]}
        </span>
        <span className="lc-toggle-anchor">
        <button
          type="button"
          className="lc-icon-button lc-panel-toggle"
          aria-expanded={panelOpen}
          aria-controls="lc-floating-chat"
          aria-label={`Conversation panel, ${messageCount} messages${driftActive ? ', off topic' : ''}`}
          onClick={props.onTogglePanel}
        >
          <Icon name="chat" />
          {messageCount > 0 ? <span className="lc-badge">{messageBadgeText(messageCount)}</span> : null}
          {driftActive ? <span className="lc-drift-dot" aria-hidden="true" /> : null}
        </button>
        {props.hint}
        </span>
        {props.debug ? (
          <button type="button" className="lc-icon-button lc-debug-toggle" aria-pressed={props.debug.open} onClick={props.debug.onToggle}>
            <Icon name="tool" />
            <span className="lc-visually-hidden">API test (debug)</span>
          </button>
        ) : null}
      </div>
    </header>
  );
}

/** Captions of the microphone button, the compact status line and the connection banner (spec section 2). */
import type { AgeProfile } from '@shared/age/profile-schema';
import type { IconName } from './Icon';
import type { ConversationState } from '../voice/conversation-state';
import type { ConnectionState } from '../voice/reconnecting-socket';
import type { VoiceButtonState } from '../voice/voice-button-state';

/** `secureContext` false: the page has no microphone API at all (plain http from another device). */
export function voiceButtonCaption(state: VoiceButtonState, profile: AgeProfile, secureContext = true): string {
  switch (state) {
    case 'permission':
      return secureContext ? profile.content.statusMessages.microphonePermission : 'Open the secure address to talk';
    case 'disconnected':
      return 'Not Connected';
    case 'ready':
      return 'Hold to talk';
    case 'recording':
      return profile.content.statusMessages.listening;
    case 'processing':
      return profile.content.statusMessages.processing;
    case 'speaking':
      return 'AI is speaking...';
    case 'error':
      return 'Error - Retry';
    case 'continuous_listening':
      return 'AI is listening for your voice';
    case 'continuous_paused':
      return 'Tap to resume listening';
  }
}

export interface StatusLineText {
  icon: IconName;
  text: string;
  tone: 'ok' | 'busy' | 'error' | 'off';
}

export function statusLineText(
  connection: ConnectionState,
  conversation: ConversationState,
  profile: AgeProfile,
): StatusLineText {
  const messages = profile.content.statusMessages;
  if (connection === 'connected') {
    switch (conversation) {
      case 'listening':
        return { icon: 'ear', text: messages.listening, tone: 'busy' };
      case 'processing':
        return { icon: 'dots', text: messages.processing, tone: 'busy' };
      case 'speaking':
        return { icon: 'speaker', text: 'Speaking...', tone: 'busy' };
      case 'error':
        return { icon: 'alert', text: messages.error, tone: 'error' };
      case 'idle':
        return { icon: 'chat', text: 'Ready to chat!', tone: 'ok' };
    }
  }
  switch (connection) {
    case 'connecting':
      return { icon: 'dots', text: messages.connecting, tone: 'busy' };
    case 'reconnecting':
      return { icon: 'dots', text: 'Reconnecting...', tone: 'busy' };
    case 'error':
      return { icon: 'alert', text: messages.error, tone: 'error' };
    case 'disconnected':
      return { icon: 'off', text: 'Disconnected', tone: 'off' };
  }
}

export interface BannerText {
  text: string;
  retry: boolean;
}

/** Null when connected: the banner is hidden. */
export function connectionBannerText(connection: ConnectionState): BannerText | null {
  switch (connection) {
    case 'connected':
      return null;
    case 'connecting':
      return { text: 'Connecting...', retry: false };
    case 'reconnecting':
      return { text: 'Reconnecting...', retry: false };
    case 'disconnected':
      return { text: 'Connection lost', retry: true };
    case 'error':
      return { text: 'Connection error', retry: true };
  }
}

/** Status strip above the messages; null when the conversation is idle. */
export function conversationStripText(conversation: ConversationState): string | null {
  switch (conversation) {
    case 'listening':
      return 'Listening...';
    case 'processing':
      return 'Processing...';
    case 'speaking':
      return 'AI is speaking...';
    case 'error':
    case 'idle':
      return null;
  }
}

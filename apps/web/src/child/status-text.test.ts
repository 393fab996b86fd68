import { describe, expect, it } from 'vitest';
import { getAgeProfile } from '@shared/age/profiles';
import { connectionBannerText, conversationStripText, statusLineText, voiceButtonCaption } from './status-text';

const young = getAgeProfile(7);

describe('captions', () => {
  it('uses the spec wording for the microphone button', () => {
    expect(voiceButtonCaption('ready', young)).toBe('Hold to talk');
    expect(voiceButtonCaption('disconnected', young)).toBe('Not Connected');
    expect(voiceButtonCaption('error', young)).toBe('Error - Retry');
    expect(voiceButtonCaption('continuous_listening', young)).toBe('AI is listening for your voice');
    expect(voiceButtonCaption('continuous_paused', young)).toBe('Tap to resume listening');
    expect(voiceButtonCaption('permission', young)).toBe(young.content.statusMessages.microphonePermission);
  });

  it('hides the banner when connected and offers Retry when the connection is lost', () => {
    expect(connectionBannerText('connected')).toBeNull();
    expect(connectionBannerText('reconnecting')).toEqual({ text: 'Reconnecting...', retry: false });
    expect(connectionBannerText('disconnected')).toEqual({ text: 'Connection lost', retry: true });
    expect(connectionBannerText('error')).toEqual({ text: 'Connection error', retry: true });
  });

  it('tells what the companion does when connected, the connection otherwise', () => {
    expect(statusLineText('connected', 'idle', young).text).toBe('Ready to chat!');
    expect(statusLineText('connected', 'speaking', young).text).toBe('Speaking...');
    expect(statusLineText('connected', 'listening', young).text).toBe(young.content.statusMessages.listening);
    expect(statusLineText('reconnecting', 'speaking', young).text).toBe('Reconnecting...');
    expect(statusLineText('disconnected', 'idle', young).text).toBe('Disconnected');
  });

  it('shows the status strip only while the conversation is busy', () => {
    expect(conversationStripText('idle')).toBeNull();
    expect(conversationStripText('listening')).toBe('Listening...');
    expect(conversationStripText('processing')).toBe('Processing...');
    expect(conversationStripText('speaking')).toBe('AI is speaking...');
  });
});

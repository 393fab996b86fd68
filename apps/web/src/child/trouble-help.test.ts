import { describe, expect, it } from 'vitest';
import { getAgeProfile } from '@shared/age/profiles';
import { AUDIO_ERROR_MESSAGES } from '../voice/mic-errors';
import { helpFromAnswer, helpFromProfile, micIssueType, profileAge, toastIssueType } from './trouble-help';

describe('which help an error calls for', () => {
  it('tells microphone trouble from audio trouble', () => {
    expect(micIssueType(AUDIO_ERROR_MESSAGES.permission)).toBe('microphone');
    expect(micIssueType(AUDIO_ERROR_MESSAGES.noDevice)).toBe('microphone');
    expect(micIssueType(AUDIO_ERROR_MESSAGES.unsupported)).toBe('audio');
    expect(micIssueType(AUDIO_ERROR_MESSAGES.system)).toBe('audio');
  });

  it('follows the toast: help only when the toast shows a microphone, audio or connection error', () => {
    const none = { story: null, conversation: null, mic: null, connection: null };
    expect(toastIssueType(none)).toBeNull();
    expect(toastIssueType({ ...none, connection: 'Connection failed. Please check your configuration.' })).toBe('connection');
    expect(toastIssueType({ ...none, mic: AUDIO_ERROR_MESSAGES.permission, connection: 'x' })).toBe('microphone');
    // A story or voice error is shown first, and it has no troubleshooting steps.
    expect(toastIssueType({ ...none, story: 'Story selection failed: x', mic: AUDIO_ERROR_MESSAGES.permission })).toBeNull();
    expect(toastIssueType({ ...none, conversation: 'An error occurred', connection: 'x' })).toBeNull();
  });
});

describe('help text', () => {
  it('keeps the list short', () => {
    const help = helpFromAnswer('audio', { issue_type: 'audio', age: 7, message: 'Uh-oh!', steps: ['a', 'b', 'c', 'd'] });
    expect(help).toEqual({ issue: 'audio', message: 'Uh-oh!', steps: ['a', 'b', 'c'] });
  });

  it('falls back to the profile message for the trouble, with no steps', () => {
    const profile = getAgeProfile(7);
    expect(helpFromProfile('microphone', profile)).toEqual({
      issue: 'microphone',
      message: profile.content.errorMessages.microphone,
      steps: [],
    });
    expect(helpFromProfile('connection', getAgeProfile(16.5)).message).toBe(getAgeProfile(16.5).content.errorMessages.connection);
  });

  it('asks with the grade midpoint the profile was chosen by', () => {
    expect([7, 10, 13, 16.5].map((age) => profileAge(getAgeProfile(age)))).toEqual([7, 10, 13, 16.5]);
  });
});

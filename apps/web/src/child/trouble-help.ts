/**
 * Which help a child's error calls for, and what to show when the troubleshooting call fails: the
 * microphone, connection and audio troubles get age-tuned steps; other errors get none.
 */
import type { AgeProfile } from '@shared/age/profile-schema';
import type { TroubleshootIssueType, TroubleshootResponse } from '@shared/schemas/voice-session';
import { AUDIO_ERROR_MESSAGES } from '../voice/mic-errors';

export type HelpIssue = Extract<TroubleshootIssueType, 'microphone' | 'connection' | 'audio'>;

export interface TroubleHelp {
  issue: HelpIssue;
  /** The age-tuned headline. */
  message: string;
  /** Short list of things to try; empty when only the profile's message is known. */
  steps: string[];
}

/** A microphone failure's message tells a missing or refused microphone from a sound system problem. */
export function micIssueType(micError: string): HelpIssue {
  return micError === AUDIO_ERROR_MESSAGES.permission || micError === AUDIO_ERROR_MESSAGES.noDevice ? 'microphone' : 'audio';
}

/** The errors the toast may show, in the toast's own order of precedence. */
export interface ToastSources {
  story: string | null;
  conversation: string | null;
  mic: string | null;
  connection: string | null;
}

export function toastIssueType(sources: ToastSources): HelpIssue | null {
  if (sources.story || sources.conversation) return null;
  if (sources.mic) return micIssueType(sources.mic);
  return sources.connection ? 'connection' : null;
}

/** Steps from the troubleshooting answer, at most `maxSteps` so the toast stays short. */
export function helpFromAnswer(issue: HelpIssue, answer: TroubleshootResponse, maxSteps = 3): TroubleHelp {
  return { issue, message: answer.message, steps: answer.steps.slice(0, maxSteps) };
}

export function helpFromProfile(issue: HelpIssue, profile: AgeProfile): TroubleHelp {
  return { issue, message: profile.content.errorMessages[issue], steps: [] };
}

/** The chosen grade's midpoint age (7, 10, 13, 16.5): the age the child's profile was picked by. */
export function profileAge(profile: AgeProfile): number {
  return (profile.age_range.min + profile.age_range.max) / 2;
}

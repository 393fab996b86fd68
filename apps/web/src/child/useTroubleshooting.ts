/**
 * Age-tuned help for the trouble the child is in (GET /api/voicelive/troubleshoot/{issue}?age=), asked
 * for once per trouble; when the call fails the profile's message for that trouble stands in.
 */
import { useEffect, useState } from 'react';
import type { AgeProfile } from '@shared/age/profile-schema';
import { errorMessage } from '../api/http';
import { getTroubleshooting } from '../api/voice-diagnostics';
import { appLogger } from '../log/logger';
import { helpFromAnswer, helpFromProfile, type HelpIssue, type TroubleHelp } from './trouble-help';

export function useTroubleshooting(issue: HelpIssue | null, age: number, profile: AgeProfile): TroubleHelp | null {
  const [help, setHelp] = useState<TroubleHelp | null>(null);

  useEffect(() => {
    if (!issue) return;
    let cancelled = false;
    getTroubleshooting(issue, age)
      .then((answer) => {
        if (!cancelled) setHelp(helpFromAnswer(issue, answer));
      })
      .catch((error: unknown) => {
        appLogger.warn('Troubleshooting help unavailable', { issue, error: errorMessage(error) });
        if (!cancelled) setHelp(helpFromProfile(issue, profile));
      });
    return () => {
      cancelled = true;
    };
  }, [issue, age, profile]);

  return issue && help?.issue === issue ? help : null;
}

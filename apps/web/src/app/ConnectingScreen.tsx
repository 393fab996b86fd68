/** Connecting/welcome screen (spec section 2, item 3), themed for the chosen age. */
import type { AgeProfile } from '@shared/age/profile-schema';
import { HelpSteps } from '../child/HelpSteps';
import { profileAge } from '../child/trouble-help';
import { useTroubleshooting } from '../child/useTroubleshooting';

export interface ConnectingScreenProps {
  profile: AgeProfile;
  connecting: boolean;
  error: string | null;
  onRetry: () => void;
}

export function ConnectingScreen({ profile, connecting, error, onRetry }: ConnectingScreenProps) {
  const status = error ?? (connecting ? profile.content.statusMessages.connecting : 'Initializing...');
  const help = useTroubleshooting(error ? 'connection' : null, profileAge(profile), profile);
  return (
    <main className="lc-screen lc-center lc-connecting" aria-labelledby="connect-title">
      <h1 id="connect-title">{profile.ui.appName}</h1>
      <p className="lc-lead">{profile.content.welcomeMessage}</p>
      <p className={error ? 'lc-status lc-status-error' : 'lc-status'} role={error ? 'alert' : 'status'}>
        {!error ? <span className="lc-spinner" aria-hidden="true" /> : null}
        {status}
      </p>
      {error ? (
        <button type="button" className="lc-button" onClick={onRetry}>
          Try Again
        </button>
      ) : null}
      {error && help ? <HelpSteps help={help} /> : null}
      <p className="lc-instructions">{profile.content.instructions}</p>
    </main>
  );
}

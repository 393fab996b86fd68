/**
 * "What we keep about you": one plain page, reached from the role screen, that tells a child (and
 * their family) what the app stores, what it never stores, for how long, and who can see it. The
 * retention period and the audio setting are read from the server, so the page says what this school's
 * server actually does.
 */
import { useEffect, useState } from 'react';
import { PrivacyPolicyResponseSchema, type PrivacyPolicyResponse } from '@shared/schemas/privacy';
import { apiPath, errorMessage, requestJson } from '../api/http';

export function retentionInWords(days: number): string {
  if (days % 365 === 0) return days === 365 ? '1 year' : `${days / 365} years`;
  return days === 1 ? '1 day' : `${days} days`;
}

export function PrivacyPage({ onBack }: { onBack: () => void }) {
  const [policy, setPolicy] = useState<PrivacyPolicyResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    requestJson(apiPath('privacy/policy'), { schema: PrivacyPolicyResponseSchema })
      .then((answer) => live && setPolicy(answer))
      .catch((reason: unknown) => live && setError(errorMessage(reason)));
    return () => {
      live = false;
    };
  }, []);

  const howLong = policy ? retentionInWords(policy.retention_days) : null;
  return (
    <main className="lc-screen lc-privacy" aria-labelledby="privacy-title">
      <h1 id="privacy-title">What we keep about you</h1>

      <h2>What we keep</h2>
      <ul>
        <li>Your age group (for example 6 to 8), so the stories and the voice fit you.</li>
        <li>The words you said and the companion&apos;s answers, written down as text.</li>
        <li>How far you read, which words were tricky, and your reading and quiz scores.</li>
        <li>Safety notes, if you said something that tells a teacher you may need help.</li>
      </ul>

      <h2>What we never keep</h2>
      <ul>
        <li>
          Your name. We never ask for it. If you say it out loud, it is written down like your other words, so
          it is best not to.
        </li>
        <li>An account or a password. Children do not sign in.</li>
        {policy === null || !policy.retain_audio ? (
          <li>Recordings of your voice. The sound is turned into text and then thrown away.</li>
        ) : (
          <li>
            Your school has chosen to keep short recordings of your voice, so teachers can listen to how you
            read. They are deleted at the same time as everything else.
          </li>
        )}
      </ul>

      <h2>How long we keep it</h2>
      {howLong ? (
        <p>
          Everything above is deleted automatically {howLong} after your last conversation. Your teacher can
          also ask for it to be deleted sooner.
        </p>
      ) : error ? (
        <p role="alert">
          We could not check how long this school keeps it right now ({error}). Please ask your teacher.
        </p>
      ) : (
        <p role="status">Checking how long this school keeps it...</p>
      )}

      <h2>Who can see it</h2>
      <p>
        Only the teachers of your school, after they sign in. Other children cannot see it, and it is not sold
        or shared with anyone else.
      </p>

      <button type="button" className="lc-button" onClick={onBack}>
        Back
      </button>
    </main>
  );
}

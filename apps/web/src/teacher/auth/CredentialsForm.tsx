/** The username and password form behind both sign-in and first-run set-up; shows the server's detail. */
import { useState, type FormEvent } from 'react';
import { errorText } from '../../api/http';

export interface CredentialsFormProps {
  title: string;
  intro: string;
  submitLabel: string;
  busyLabel: string;
  /** Autocomplete hint for the password field. */
  passwordAutocomplete: 'current-password' | 'new-password';
  notice?: string | null;
  onSubmit: (username: string, password: string) => Promise<void>;
  onBack: () => void;
}

export function CredentialsForm(props: CredentialsFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await props.onSubmit(username.trim(), password);
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  }

  return (
    <main className="tc-auth" aria-labelledby="tc-auth-title">
      <form className="tc-card tc-auth-card" onSubmit={(event) => void submit(event)}>
        <h1 id="tc-auth-title">{props.title}</h1>
        <p className="tc-muted">{props.intro}</p>
        {props.notice ? <p className="tc-notice" role="status">{props.notice}</p> : null}
        <label className="tc-field">
          <span>Username</span>
          <input
            name="username"
            autoComplete="username"
            required
            value={username}
            disabled={busy}
            onChange={(event) => setUsername(event.target.value)}
          />
        </label>
        <label className="tc-field">
          <span>Password</span>
          <input
            name="password"
            type="password"
            autoComplete={props.passwordAutocomplete}
            required
            value={password}
            disabled={busy}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        {error ? <p className="tc-error-text" role="alert">{error}</p> : null}
        <div className="tc-row">
          <button type="submit" className="tc-button tc-primary" disabled={busy}>
            {busy ? props.busyLabel : props.submitLabel}
          </button>
          <button type="button" className="tc-button" onClick={props.onBack}>
            Back
          </button>
        </div>
      </form>
    </main>
  );
}

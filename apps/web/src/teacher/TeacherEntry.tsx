/**
 * The teacher side's entry, loaded lazily by the role screen: checks the sign-in, shows the first-run
 * administrator form or the sign-in form, then the dashboard (docs/architecture.md, "Contracts").
 */
import { createFirstAdmin, login } from './api/auth-api';
import { CredentialsForm } from './auth/CredentialsForm';
import { useAuth } from './auth/useAuth';
import { Dashboard } from './dashboard/Dashboard';
import { ErrorBlock, Loading } from './ui/Badge';
import './teacher.css';

export interface TeacherEntryProps {
  /** Back to the role screen. */
  onBack: () => void;
}

export default function TeacherEntry({ onBack }: TeacherEntryProps) {
  const { state, recheck, signOut } = useAuth();

  switch (state.status) {
    case 'checking':
      return (
        <main className="tc-auth">
          <Loading text="Checking sign-in..." />
        </main>
      );
    case 'unreachable':
      return (
        <main className="tc-auth">
          <ErrorBlock message={state.message} onRetry={() => recheck()} />
          <button type="button" className="tc-button" onClick={onBack}>
            Back
          </button>
        </main>
      );
    case 'setup':
      return (
        <CredentialsForm
          key="setup"
          title="Create the administrator"
          intro="No teacher account exists yet. Create the first administrator account. This works only from the computer the server runs on."
          submitLabel="Create administrator"
          busyLabel="Creating..."
          passwordAutocomplete="new-password"
          onBack={onBack}
          onSubmit={async (username, password) => {
            await createFirstAdmin(username, password);
            recheck('Administrator created. Please sign in.');
          }}
        />
      );
    case 'signin':
      return (
        <CredentialsForm
          key="signin"
          title="Teacher sign-in"
          intro="Sign in to see sessions, stories, analytics and safety alerts."
          submitLabel="Sign in"
          busyLabel="Signing in..."
          passwordAutocomplete="current-password"
          notice={state.notice}
          onBack={onBack}
          onSubmit={async (username, password) => {
            await login(username, password);
            recheck();
          }}
        />
      );
    case 'signed-in':
      return <Dashboard user={state.user} onSignOut={() => void signOut()} onBack={onBack} />;
  }
}

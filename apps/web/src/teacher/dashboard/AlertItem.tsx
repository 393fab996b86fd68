/**
 * One safety alert as a teacher acts on it: what was found, where (session, story, age band, time),
 * the child's line that raised it, a way into the session, and — while open — a note and Resolve.
 */
import { useState } from 'react';
import type { SafetyAlert } from '@shared/schemas/dashboard-sessions';
import { failureText } from '../../api/http';
import { formatDateTime } from '../ui/Badge';
import { AlertHeading } from './AlertHeading';

export function alertText(alert: SafetyAlert): string {
  return alert.message || alert.description || 'No details available';
}

/**
 * A short, recognisable form of the session id: ids read `conversation_<ms>_<hex>`, so the prefix says
 * nothing and the end tells sessions apart (the Sessions tab's search finds a session by it).
 */
export const shortSessionId = (id: string) => (id.length > 8 ? `…${id.slice(-8)}` : id);

export interface AlertItemProps {
  alert: SafetyAlert;
  onOpenSession: (conversationId: string) => void;
  onResolve: (id: string, notes: string) => Promise<void>;
}

export function AlertItem({ alert, onOpenSession, onResolve }: AlertItemProps) {
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const noteId = `tc-alert-note-${alert.id}`;

  async function resolve() {
    setBusy(true);
    setFailure(null);
    try {
      await onResolve(alert.id, notes);
    } catch (error) {
      setFailure(failureText(error, 'Failed to resolve the alert', 'Error resolving the alert'));
      setBusy(false);
    }
  }

  return (
    <li className="tc-alert-item">
      <AlertHeading alert={alert} />
      <p>{alertText(alert)}</p>
      <p className="tc-muted tc-small tc-alert-context">
        {alert.conversation_id ? (
          <span title={alert.conversation_id}>Session {shortSessionId(alert.conversation_id)}</span>
        ) : (
          'No session'
        )}{' '}
        ·{' '}
        {alert.storyTitle ?? 'Untitled Story'} · {alert.ageBand ? `Ages ${alert.ageBand}` : 'Age unknown'}
        {alert.studentAge ? ` (age ${alert.studentAge})` : ''}
      </p>
      {alert.line ? (
        <blockquote className="tc-alert-line">
          <span className="lc-visually-hidden">The child said: </span>“{alert.line}”
        </blockquote>
      ) : (
        <p className="tc-muted tc-small">The line that raised this alert was not recorded.</p>
      )}
      <div className="tc-row">
        {alert.conversation_id ? (
          <button type="button" className="tc-button" onClick={() => onOpenSession(alert.conversation_id ?? '')}>
            Open session
          </button>
        ) : null}
      </div>
      {alert.resolved ? (
        <p className="tc-muted">
          Resolved {formatDateTime(alert.resolvedAt)}
          {alert.resolverNotes ? ` — Notes: ${alert.resolverNotes}` : ''}
        </p>
      ) : (
        <div className="tc-alert-resolve">
          <label htmlFor={noteId}>Note (what was done)</label>
          <textarea
            id={noteId}
            rows={2}
            maxLength={2000}
            value={notes}
            disabled={busy}
            onChange={(event) => setNotes(event.target.value)}
          />
          <button type="button" className="tc-button tc-primary" disabled={busy} onClick={() => void resolve()}>
            {busy ? 'Resolving...' : 'Resolve'}
          </button>
          {failure ? (
            <p className="tc-error-text" role="alert">
              {failure}
            </p>
          ) : null}
        </div>
      )}
    </li>
  );
}

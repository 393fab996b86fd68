/** Small coloured labels and the shared state blocks (loading, error with Retry, empty). */
import type { ReactNode } from 'react';

export type Tone = 'green' | 'yellow' | 'red' | 'grey' | 'blue' | 'orange';

export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`tc-badge tc-badge-${tone}`}>{children}</span>;
}

export function severityTone(severity: string): Tone {
  if (severity === 'critical') return 'red';
  if (severity === 'high') return 'orange';
  if (severity === 'medium') return 'yellow';
  return 'grey';
}

export function Loading({ text }: { text: string }) {
  return (
    <p className="tc-state" role="status">
      {text}
    </p>
  );
}

export function ErrorBlock({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="tc-state tc-error" role="alert">
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="tc-button" onClick={onRetry}>
          Retry
        </button>
      ) : null}
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <div className="tc-state tc-empty">{children}</div>;
}

/** Date and time in the reader's locale; the raw text when it is not a date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString();
}

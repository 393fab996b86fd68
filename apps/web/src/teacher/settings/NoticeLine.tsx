/** A save or load outcome under a settings form: errors are announced assertively, successes politely. */
import type { Notice } from './useVoiceliveSettings';

export function NoticeLine({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return notice.tone === 'error' ? (
    <p className="tc-error-text tc-wide" role="alert">
      {notice.text}
    </p>
  ) : (
    <p className="tc-ok-text tc-wide" role="status">
      {notice.text}
    </p>
  );
}

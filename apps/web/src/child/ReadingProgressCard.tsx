/** Completion, a bar, words read / total, the last words read and the next word with its syllables. */
import type { ReadingSnapshot } from '../reading/progress-store';
import { completionPercent } from '../reading/word-status';

export function ReadingProgressCard({ snapshot, totalWords }: { snapshot: ReadingSnapshot | null; totalWords: number }) {
  const wordsRead = snapshot?.progress.words_read ?? 0;
  const total = snapshot?.progress.total_words ?? totalWords;
  const percent = snapshot ? Math.round(snapshot.progress.completion_percentage) : completionPercent(wordsRead, total);
  const next = snapshot?.next_word;
  return (
    <section className="lc-card lc-progress-card" aria-labelledby="lc-progress-title">
      <h3 id="lc-progress-title">Reading Progress</h3>
      <p className="lc-progress-percent">{percent}% complete</p>
      <div
        className="lc-bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label="Story completion"
      >
        <span className="lc-bar-fill" style={{ width: `${percent}%` }} />
      </div>
      <p>
        {wordsRead} / {total} words
      </p>
      {snapshot && snapshot.context.previous.length > 0 ? (
        <p className="lc-last-words">
          Last words read: <em>{snapshot.context.previous.join(' ')}</em>
        </p>
      ) : null}
      {next?.next_word ? (
        <div className="lc-next-word">
          <p>
            Next word: <strong>{next.next_word}</strong>
            {next.syllables.length > 1 ? <span className="lc-syllables"> ({next.syllables.join(' · ')})</span> : null}
          </p>
          <p className="lc-context">
            {next.context_before} <mark>{next.next_word}</mark> {next.context_after}
          </p>
        </div>
      ) : null}
    </section>
  );
}

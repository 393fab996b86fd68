/**
 * Pronunciation Assessment panel (in the dock at the right, collapsible): overall accuracy in the header
 * (once completed, the final accuracy from the results); the coach's practice word as a gentle hint;
 * expanded, the metrics, progress, assessed segments (the last one is current) and words to practise.
 */
import { useState } from 'react';
import { WORDS_TO_PRACTICE_MAX } from '@shared/constants/limits';
import { accuracyColourBand } from '@shared/display/pronunciation';
import type { PronunciationAggregate } from '@shared/schemas/pronunciation';

export interface PronunciationPanelProps {
  aggregate: PronunciationAggregate | null;
  active: boolean;
  /** Accuracy of the completed assessment, from its results. */
  finalAccuracy: number | null;
  coachWord: string | null;
  expanded: boolean;
  onToggle: () => void;
}

const score = (value: number) => `${Math.round(value)}%`;

function SegmentRow({ segment, current }: { segment: PronunciationAggregate['segments'][number]; current: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <li className={`lc-segment${current ? ' lc-segment-current' : ''}`}>
      <span>Seg {segment.segment}</span>
      <span className={`lc-mini-bar lc-band-${accuracyColourBand(segment.accuracy)}`} aria-hidden="true">
        <span style={{ width: `${Math.max(0, Math.min(100, segment.accuracy))}%` }} />
      </span>
      <span>{score(segment.accuracy)}</span>
      <span>{segment.word_count} words</span>
      <button type="button" className="lc-link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Hide text' : 'Show text'}
      </button>
      {open ? (
        <p className="lc-segment-text">
          {segment.reference_text}{' '}
          <small>
            (words {segment.start_word_index}-{segment.end_word_index})
          </small>
        </p>
      ) : null}
    </li>
  );
}

export function PronunciationPanel({ aggregate, active, finalAccuracy, coachWord, expanded, onToggle }: PronunciationPanelProps) {
  const metrics = aggregate?.overall_metrics;
  // Nothing assessed yet is not 0%: a red zero before the first sentence would only discourage.
  const assessed = metrics !== undefined && metrics.total_segments > 0;
  const headerAccuracy = !active && finalAccuracy !== null ? finalAccuracy : assessed ? metrics.accuracy : undefined;
  const improvement = aggregate?.progress.improvement ?? 0;
  const words = aggregate?.mispronunciations.words.slice(0, WORDS_TO_PRACTICE_MAX) ?? [];
  const lastSegment = aggregate?.segments.at(-1)?.segment;
  return (
    <aside className="lc-pron-panel" aria-labelledby="lc-pron-title">
      <button type="button" className="lc-pron-header" aria-expanded={expanded} onClick={onToggle}>
        <span id="lc-pron-title">
          Pronunciation Assessment{active ? '' : ' (Completed)'}
        </span>
        {headerAccuracy !== undefined ? (
          <span className={`lc-band-text-${accuracyColourBand(headerAccuracy)}`}>{score(headerAccuracy)}</span>
        ) : null}
      </button>
      {coachWord ? (
        <p className="lc-pron-coach" role="status">
          Let&apos;s practice <strong>“{coachWord}”</strong> together!
        </p>
      ) : null}
      {expanded ? (
        !aggregate || !metrics || !assessed ? (
          <p role="status">Waiting for assessment....</p>
        ) : (
          <div className="lc-pron-body">
            <dl className="lc-metrics">
              <dt>Accuracy</dt>
              <dd>{score(metrics.accuracy)}</dd>
              <dt>Fluency</dt>
              <dd>{score(metrics.fluency)}</dd>
              <dt>Segments</dt>
              <dd>{metrics.total_segments}</dd>
            </dl>
            <p>
              Progress: {improvement >= 0 ? '+' : ''}
              {improvement.toFixed(1)}%
            </p>
            <ol className="lc-segments">
              {aggregate.segments.map((segment) => (
                <SegmentRow key={segment.segment} segment={segment} current={segment.segment === lastSegment} />
              ))}
            </ol>
            <h4>Words to Practice ({aggregate.mispronunciations.count})</h4>
            <ul className="lc-practice">
              {words.map((word) => (
                <li key={`${word.segment}-${word.word}`} title={`Segment ${word.segment}: ${word.error_type}`}>
                  {word.word} <span className={`lc-band-text-${accuracyColourBand(word.accuracy)}`}>{score(word.accuracy)}</span>
                </li>
              ))}
            </ul>
          </div>
        )
      ) : null}
    </aside>
  );
}

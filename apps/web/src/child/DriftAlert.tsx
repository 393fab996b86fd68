/**
 * Off-topic alert: a centred modal over a backdrop with age-tuned wording and severity (not shown to
 * children of 8 and under). It enters, pulses after 500 ms, dismisses itself after 8000 ms, and takes
 * 300 ms to leave.
 */
import { useEffect, useRef, useState } from 'react';
import { driftAlertText, driftSeverityLine, showsDriftReadout } from '@shared/age/wording';
import {
  DRIFT_ALERT_AUTO_DISMISS_MS,
  DRIFT_ALERT_EXIT_MS,
  DRIFT_ALERT_PULSE_DELAY_MS,
} from '@shared/constants/timings';
import { driftSeverity } from '@shared/display/drift';
import type { DriftScores } from '@shared/schemas/story-context';

export interface DriftAlertProps {
  age: number;
  scores: DriftScores;
  onDismiss: () => void;
}

type Phase = 'entering' | 'pulsing' | 'exiting';

export function DriftAlert({ age, scores, onDismiss }: DriftAlertProps) {
  const [phase, setPhase] = useState<Phase>('entering');
  const closeButton = useRef<HTMLButtonElement>(null);
  const text = driftAlertText(age);
  const severity = driftSeverity(scores);
  const severityLine = driftSeverityLine(age, severity);

  useEffect(() => {
    closeButton.current?.focus();
    const pulse = setTimeout(() => setPhase((current) => (current === 'entering' ? 'pulsing' : current)), DRIFT_ALERT_PULSE_DELAY_MS);
    const auto = setTimeout(() => setPhase('exiting'), DRIFT_ALERT_AUTO_DISMISS_MS);
    return () => {
      clearTimeout(pulse);
      clearTimeout(auto);
    };
  }, []);

  useEffect(() => {
    if (phase !== 'exiting') return;
    const timer = setTimeout(onDismiss, DRIFT_ALERT_EXIT_MS);
    return () => clearTimeout(timer);
  }, [phase, onDismiss]);

  const dismiss = () => setPhase('exiting');

  return (
    <div className={`lc-backdrop lc-drift-${phase}`} onClick={dismiss}>
      <div
        className={`lc-modal lc-drift lc-drift-${severity}`}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="lc-drift-title"
        aria-describedby="lc-drift-body"
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') dismiss();
        }}
      >
        <button ref={closeButton} type="button" className="lc-icon-button lc-modal-close" aria-label="Close" onClick={dismiss}>
          ✕
        </button>
        <h2 id="lc-drift-title">{text.title}</h2>
        <p id="lc-drift-body">{text.body}</p>
        {severityLine ? <p className="lc-severity">{severityLine}</p> : null}
        {showsDriftReadout(age) ? (
          <p className="lc-readout">
            Similarity {Math.round(scores.contentSimilarity * 100)}% · Relevance {Math.round(scores.storyRelevance * 100)}%
          </p>
        ) : null}
      </div>
    </div>
  );
}

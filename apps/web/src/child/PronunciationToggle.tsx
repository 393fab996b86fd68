/** The Pronunciation Feedback switch and its indicators (recording, ready or waiting, last error). */
import { Icon } from './Icon';

export interface PronunciationToggleProps {
  enabled: boolean;
  active: boolean;
  recording: boolean;
  micReady: boolean;
  lastError: string | null;
  detailsOpen: boolean;
  onToggle: (enabled: boolean) => void;
  onToggleDetails: () => void;
}

export function PronunciationToggle(props: PronunciationToggleProps) {
  const { enabled, active, recording, micReady, lastError, detailsOpen } = props;
  return (
    <div className="lc-card lc-pron-toggle">
      <label className="lc-switch">
        <input type="checkbox" role="switch" checked={enabled} onChange={(event) => props.onToggle(event.target.checked)} />
        <span>Pronunciation Feedback</span>
      </label>
      <p className="lc-pron-indicators" aria-live="polite">
        {recording ? (
          <span className="lc-recording">● Recording...</span>
        ) : (
          <span>{micReady ? 'Ready' : 'Waiting for mic...'}</span>
        )}
      </p>
      {active ? (
        <button type="button" className="lc-link-button" aria-expanded={detailsOpen} onClick={props.onToggleDetails}>
          {detailsOpen ? 'Hide Details' : 'Show Details'}
        </button>
      ) : null}
      {lastError ? (
        <p className="lc-warning" role="alert">
          <Icon name="alert" /> {lastError}
        </p>
      ) : null}
    </div>
  );
}

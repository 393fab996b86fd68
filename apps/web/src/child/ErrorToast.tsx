/** The error toast with its Dismiss button, and age-tuned help for microphone, connection and audio trouble. */
import { HelpSteps } from './HelpSteps';
import type { TroubleHelp } from './trouble-help';

export interface ErrorToastProps {
  message: string;
  help?: TroubleHelp | null;
  onDismiss: () => void;
}

export function ErrorToast({ message, help, onDismiss }: ErrorToastProps) {
  return (
    <div className="lc-toast" role="alert">
      <div className="lc-toast-body">
        <span>{message}</span>
        {help ? <HelpSteps help={help} /> : null}
      </div>
      <button type="button" className="lc-button lc-button-small" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}

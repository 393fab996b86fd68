/** What appears over the main screen for a moment: Ready to Chat!, the drift alert, the error toast. */
import { DriftAlert } from './DriftAlert';
import { ErrorToast } from './ErrorToast';
import type { TroubleHelp } from './trouble-help';
import type { UiStateView } from './useUiState';

export interface ChildOverlaysProps {
  age: number;
  ui: UiStateView;
  readyToChat: boolean;
  toastMessage: string | null;
  toastHelp: TroubleHelp | null;
  onDismissToast: () => void;
}

export function ChildOverlays(props: ChildOverlaysProps) {
  const { age, ui } = props;
  return (
    <>
      {props.readyToChat ? (
        <div className="lc-ready-popup" role="status">
          Ready to Chat!
        </div>
      ) : null}
      {ui.drift && ui.alertOpen ? <DriftAlert age={age} scores={ui.drift.scores} onDismiss={ui.dismissAlert} /> : null}
      {props.toastMessage ? <ErrorToast message={props.toastMessage} help={props.toastHelp} onDismiss={props.onDismissToast} /> : null}
    </>
  );
}

/**
 * A modal dialog on the native `<dialog>`: `showModal()` makes the page behind inert (the focus trap),
 * moves focus in, and turns Escape into a `cancel` event for the topmost dialog wherever focus is.
 * The parent owns whether the dialog is shown, so Escape and the close button both ask it through
 * `onClose`; focus goes back to whatever opened the dialog when it leaves.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useLatest } from '../../app/useLatest';

export interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** Extra header content (icons, sub-lines) under the title. */
  subtitle?: ReactNode;
  size?: 'medium' | 'large';
}

export function Modal({ title, onClose, children, footer, subtitle, size = 'large' }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const latestOnClose = useLatest(onClose);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let shown = true;
    const onCancel = (event: Event) => {
      event.preventDefault();
      latestOnClose.current();
    };
    // Chromium lets a page cancel Escape only once per user activation; after that the dialog closes
    // itself, and the parent must still hear of it.
    const onNativeClose = () => {
      if (shown) latestOnClose.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    if (!dialog.open) dialog.showModal();
    return () => {
      shown = false;
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [latestOnClose]);

  return (
    <dialog ref={dialogRef} className={`tc-dialog tc-modal tc-modal-${size}`} aria-labelledby={titleId}>
      <header className="tc-modal-header">
        <div>
          <h2 id={titleId}>{title}</h2>
          {subtitle}
        </div>
        <button type="button" className="tc-icon-button" aria-label="Close" onClick={onClose}>
          ✕
        </button>
      </header>
      <div className="tc-modal-body">{children}</div>
      {footer ? <footer className="tc-modal-footer">{footer}</footer> : null}
    </dialog>
  );
}

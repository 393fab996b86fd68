/**
 * A modal dialog: focus moves in on open and back to the opener on close, Tab cycles inside, and
 * Escape closes only the innermost dialog — also when focus has fallen out of it (a focused button that
 * turns disabled while it works drops focus to the page).
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useLatest } from '../../app/useLatest';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

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
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const latestOnClose = useLatest(onClose);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    return () => opener?.focus();
  }, []);

  useEffect(() => {
    const onStrayEscape = (event: globalThis.KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (event.key !== 'Escape' || !dialog) return;
      // Focus inside a dialog: that dialog's own handler has it.
      if (document.activeElement?.closest('[role="dialog"]')) return;
      const dialogs = document.querySelectorAll('[role="dialog"]');
      if (dialogs[dialogs.length - 1] === dialog) latestOnClose.current();
    };
    document.addEventListener('keydown', onStrayEscape);
    return () => document.removeEventListener('keydown', onStrayEscape);
  }, [latestOnClose]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="tc-overlay">
      <div
        ref={dialogRef}
        className={`tc-modal tc-modal-${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
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
      </div>
    </div>
  );
}

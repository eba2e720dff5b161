/**
 * The one dialog frame behind Modal and Drawer: a native <dialog> opened with
 * showModal() (top layer, focus trapped, inert page), never closed by a click
 * outside (spec 000 §2.5). Escape closes it only when it is dismissible.
 */
import { useEffect, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { useStyles } from './useStyles';
import { Button } from './Button';
import { modalCss } from './modal.css';

export interface DialogFrameProps {
  kind: 'modal' | 'drawer';
  title: ReactNode;
  subtitle?: ReactNode;
  icon?: ReactNode;
  /** Buttons shown in the head (drawers) . */
  actions?: ReactNode;
  /** Buttons of the foot, before 'Fermer'. */
  footer?: ReactNode;
  children: ReactNode;
  /** Called by 'Fermer' and Escape; without it the dialog cannot be dismissed (maintenance, upgrade). */
  onClose?: () => void;
  /** CSS width: px number or any length ('50vw'). */
  width?: number | string;
  role?: 'dialog' | 'alertdialog';
}

export function DialogFrame({ kind, title, subtitle, icon, actions, footer, children, onClose, width, role = 'dialog' }: DialogFrameProps) {
  useStyles('dialog', modalCss);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // happy-dom and old engines may lack showModal: the open attribute still shows it.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // showModal() focuses the first focusable element; a field marked data-autofocus is where typing should go.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    // Escape fires 'cancel': the dialog closes only through onClose, so that React owns its state.
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeRef.current?.();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  const style = width === undefined ? undefined : ({ '--ap-dialog-width': typeof width === 'number' ? `${width}px` : width } as CSSProperties);
  return (
    <dialog ref={ref} className={`ap-dialog ap-${kind}`} aria-labelledby={titleId} role={role} style={style}>
      <header className="ap-dialog__head">
        {icon ? <span className="ap-dialog__icon" aria-hidden="true">{icon}</span> : null}
        <div className="ap-dialog__titles">
          <h2 id={titleId} className="ap-dialog__title">
            {title}
          </h2>
          {subtitle ? <div className="ap-dialog__subtitle">{subtitle}</div> : null}
        </div>
        {actions ? <div className="ap-dialog__actions">{actions}</div> : null}
      </header>
      <div className="ap-dialog__body">{children}</div>
      {footer || onClose ? (
        <footer className="ap-dialog__foot">
          {footer}
          {onClose ? <Button onClick={onClose}>Fermer</Button> : null}
        </footer>
      ) : null}
    </dialog>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';
import { words } from '../../narration/words';

interface Props {
  open: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
  className?: string;
}

/**
 * A modal sheet on the native <dialog>: it traps focus, closes on Escape and returns focus to what
 * opened it, as the platform does.
 */
export function Sheet({ open, onClose, title, children, className }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const titleId = `${title.replace(/\W+/g, '-').toLowerCase()}-title`;
  return (
    <dialog ref={ref} className={`sheet ${className ?? ''}`} aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
      <div className="sheet-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="close" onClick={onClose}>
          {words.sheets.close}
        </button>
      </div>
      <div className="sheet-body">{open && children}</div>
    </dialog>
  );
}

import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { words } from '../../narration/words';
import { focusFirstTaking, placeInPart } from '../useFocusKept';

interface Props {
  open: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
  className?: string;
}

/**
 * A modal sheet on the native <dialog>: it keeps focus inside while open, closes on Escape and returns
 * focus to what opened it, as the platform does — or, when that is gone (the sheet was opened by a key
 * from a control that has since left the page), to the Timeline, never to a control inside the closed
 * sheet, where it would be focused but drawn nowhere; and scrolled into view (WCAG 2.4.11).
 */
export function Sheet({ open, onClose, title, children, className }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  // Before the paint: closing unmounts the sheet's content, and the control pressed in it (a choice
  // that closes the sheet) takes the focus with it; given back only after a paint (a passive effect),
  // the focus would sit on the page's body for a frame or more (the keyboard fuzzer's finding).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    }
    if (!open && dialog.open) {
      dialog.close();
      returnFocus(dialog, opener.current);
    }
  }, [open]);
  const titleId = `${title.replace(/\W+/g, '-').toLowerCase()}-title`;
  return (
    <dialog
      ref={ref}
      className={`sheet ${className ?? ''}`}
      aria-labelledby={titleId}
      onClose={() => {
        returnFocus(ref.current, opener.current);
        onClose();
      }}
      onCancel={onClose}
    >
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

/**
 * Gives the focus back from a closed sheet (see `Sheet`): to what opened it while it is on the page,
 * else to the Timeline, else to the player's first control, else to the player; the first that takes it
 * (`focusFirstTaking`). An opener hidden since, or a Timeline disabled while a scene is rebuilt, refuses
 * it; and a sheet opened by a key with the focus on the page's body has the body for its opener, which
 * is no place to give it back to. Over another sheet still open, only a place in that one takes it.
 */
function returnFocus(dialog: HTMLDialogElement | null, opener: Element | null): void {
  const at = document.activeElement;
  const player = dialog?.closest<HTMLElement>('.player') ?? null;
  if (at === null || at === document.body || at === player || dialog?.contains(at)) {
    const openerThere = opener?.isConnected && !dialog?.contains(opener) && opener !== player ? opener : null;
    // A sheet opened on top of another (the help, by its key, over the Embed sheet) gives it back to the one beneath: nothing outside a modal sheet takes it.
    const beneath = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].filter((d) => d !== dialog).at(-1);
    focusFirstTaking([openerThere, beneath && placeInPart(beneath), document.getElementById('timeline'), player && placeInPart(player), player]);
  }
  // The platform gives the focus back without scrolling: the page may have scrolled under the sheet.
  const back = document.activeElement;
  if (back instanceof HTMLElement && back !== document.body) back.scrollIntoView?.({ block: 'nearest' });
}

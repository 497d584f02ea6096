import { useRef, type KeyboardEvent } from 'react';
import type { BoxViewId } from './boxViews';
import { words } from '../../narration/words';

interface Props {
  /** Prefix of the tabs' and panel's ids. */
  id: string;
  views: readonly BoxViewId[];
  shown: BoxViewId;
  onShow(view: BoxViewId): void;
}

/** The id of the panel that `ViewTabs` with `id` controls. */
export const viewPanelId = (id: string) => `${id}-panel`;
/** The id of one tab, which names the panel while its view shows. */
export const viewTabId = (id: string, view: BoxViewId) => `${id}-tab-${view}`;

/**
 * The views of the player box as tabs (the WAI-ARIA tabs pattern): one tab stop, arrow keys and
 * Home/End move between tabs and show each at once. Those keys stay here: they do not also step
 * the player, as they would anywhere else in it.
 */
export function ViewTabs({ id, views, shown, onShow }: Props) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = views.indexOf(shown);
    const target = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: views.length - 1 }[event.key];
    if (target === undefined || event.shiftKey) return;
    event.preventDefault();
    event.stopPropagation();
    const view = views[(target + views.length) % views.length]!;
    onShow(view);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(viewTabId(id, view))}`)?.focus();
  };
  return (
    <div className="view-tabs" role="tablist" aria-label={words.scene.views} ref={list} onKeyDown={onKeyDown}>
      {views.map((view) => (
        <button
          key={view}
          type="button"
          role="tab"
          id={viewTabId(id, view)}
          aria-selected={view === shown}
          aria-controls={viewPanelId(id)}
          tabIndex={view === shown ? 0 : -1}
          onClick={() => onShow(view)}
        >
          {words.scene.viewNames[view]}
        </button>
      ))}
    </div>
  );
}

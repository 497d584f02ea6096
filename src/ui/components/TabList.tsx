import { useRef, type KeyboardEvent } from 'react';
import { phrased } from './phrased';

interface Props<T extends string> {
  /** Prefix of the tabs' and panel's ids. */
  id: string;
  /** The list's accessible name. */
  label: string;
  tabs: readonly { id: T; name: string }[];
  shown: T;
  onShow(tab: T): void;
  className?: string;
}

/** The id of the panel that a `TabList` with `id` controls. */
export const tabPanelId = (id: string) => `${id}-panel`;
/** The id of one tab, which names the panel while it shows. */
export const tabId = (id: string, tab: string) => `${id}-tab-${tab}`;

/**
 * Tabs over one panel (the WAI-ARIA tabs pattern): one tab stop, arrow keys and Home/End move between
 * tabs and show each at once. Those keys stay here: they do not also step the player, as they would
 * anywhere else in it. The player box's views and a comparison's two sides are such tabs.
 */
export function TabList<T extends string>({ id, label, tabs, shown, onShow, className = 'view-tabs' }: Props<T>) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((t) => t.id === shown);
    const target = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (target === undefined || event.shiftKey) return;
    event.preventDefault();
    event.stopPropagation();
    const tab = tabs[(target + tabs.length) % tabs.length]!.id;
    onShow(tab);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(id, tab))}`)?.focus();
  };
  return (
    <div className={className} role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={tabId(id, tab.id)}
          aria-selected={tab.id === shown}
          aria-controls={tabPanelId(id)}
          tabIndex={tab.id === shown ? 0 : -1}
          onClick={() => onShow(tab.id)}
        >
          {phrased(tab.name)}
        </button>
      ))}
    </div>
  );
}

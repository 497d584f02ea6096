import type { BoxViewId } from './boxViews';
import { words } from '../../narration/words';
import { tabId, TabList, tabPanelId } from '../components/TabList';

interface Props {
  /** Prefix of the tabs' and panel's ids. */
  id: string;
  views: readonly BoxViewId[];
  shown: BoxViewId;
  onShow(view: BoxViewId): void;
}

/** The id of the panel that `ViewTabs` with `id` controls. */
export const viewPanelId = tabPanelId;
/** The id of one tab, which names the panel while its view shows. */
export const viewTabId = (id: string, view: BoxViewId) => tabId(id, view);

/** The views of the player box as tabs (TabList). */
export function ViewTabs({ id, views, shown, onShow }: Props) {
  return <TabList id={id} label={words.scene.views} tabs={views.map((view) => ({ id: view, name: words.scene.viewNames[view] }))} shown={shown} onShow={onShow} />;
}

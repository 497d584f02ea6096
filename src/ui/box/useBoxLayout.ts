import { useSyncExternalStore } from 'react';
import { boxLayout, type BoxLayout } from './boxViews';

const subscribe = (changed: () => void) => {
  window.addEventListener('resize', changed);
  return () => window.removeEventListener('resize', changed);
};
const current = (): BoxLayout => boxLayout(window.innerWidth, window.innerHeight);

/** The player box's layout for the frame's size now; re-renders only when the layout changes. */
export function useBoxLayout(): BoxLayout {
  return useSyncExternalStore(subscribe, current);
}

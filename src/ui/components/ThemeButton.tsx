import { Icon } from '../Icon';
import { words } from '../../narration/words';

/** Switches between light and dark. */
export function ThemeButton({ theme, onToggle }: { theme: 'light' | 'dark'; onToggle(): void }) {
  const label = words.player.theme[theme === 'dark' ? 'light' : 'dark'];
  return (
    <button type="button" className="icon-button" onClick={onToggle} aria-label={label} title={label}>
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
    </button>
  );
}

import { Icon } from '../Icon';

/** Switches between light and dark. */
export function ThemeButton({ theme, onToggle }: { theme: 'light' | 'dark'; onToggle(): void }) {
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button type="button" className="icon-button" onClick={onToggle} aria-label={`Switch to ${next} theme`} title={`Switch to ${next} theme`}>
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
    </button>
  );
}

import { EmbedButton } from './components/EmbedButton';
import { LanguageSelect } from './components/LanguageSelect';
import { StorySelect } from './components/StorySelect';
import { ThemeButton } from './components/ThemeButton';
import { ChapterMenu } from './controls/ChapterMenu';
import { IconButton } from './controls/TransportButtons';
import { Icon } from './Icon';
import { words } from '../narration/words';

interface Props {
  /** False for `controls=minimal`: the chapter menu only. */
  full: boolean;
  theme: 'light' | 'dark';
  onToggleTheme(): void;
  onTranscript(): void;
  onHelp(): void;
}

/** The bar above the scene: the name, the chapter, story and language menus, and the buttons for the sheets. */
export function TopBar({ full, theme, onToggleTheme, onTranscript, onHelp }: Props) {
  return (
    <header className="topbar wrap-row">
      <p className="brand">
        <span className="brand-name">{words.player.brand.name}</span>
        <span className="brand-tag">{words.player.brand.tag}</span>
      </p>
      <div className="topbar-menus">
        <ChapterMenu />
        {full && <StorySelect />}
        {full && <LanguageSelect />}
      </div>
      {full && (
        <div className="topbar-buttons">
          <button type="button" className="icon-button text-button" onClick={onTranscript}>
            <Icon name="transcript" />
            <span>{words.player.transcript}</span>
          </button>
          <EmbedButton />
          <ThemeButton theme={theme} onToggle={onToggleTheme} />
          <IconButton icon="help" label={words.player.help} onClick={onHelp} />
        </div>
      )}
    </header>
  );
}

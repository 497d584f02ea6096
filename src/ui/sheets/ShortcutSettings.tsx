import { useId, useState, type ChangeEvent } from 'react';
import { words } from '../../narration/words';
import { CHARACTER_COMMANDS, type CharacterCommand } from '../keymap';
import { remap, resetShortcuts, setShortcutsOn, shownKey, useShortcuts } from '../shortcuts';

/**
 * The learner's single-key shortcuts (WCAG 2.1.4, Character Key Shortcuts): one switch turns them all
 * off, and each command's key can be changed to another character; a key already taken is refused and
 * said. The settings are kept in the browser.
 */
export function ShortcutSettings() {
  const t = words.sheets.help.settings;
  const settings = useShortcuts();
  const id = useId();
  const [said, setSaid] = useState('');
  const change = (command: CharacterCommand) => (event: ChangeEvent<HTMLInputElement>) => {
    // The field holds one key: what was typed last replaces it.
    const key = [...event.target.value].at(-1) ?? '';
    if (key === '') return;
    const problem = remap(command, key);
    const name = t.names[command];
    setSaid(!problem ? t.set(name, key.toUpperCase()) : problem.kind === 'taken' ? t.taken(key.toUpperCase(), t.names[problem.by]) : t.notAKey);
  };
  return (
    <section className="shortcut-settings" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t.title}</h3>
      <label className="shortcut-switch">
        <input type="checkbox" checked={settings.on} onChange={(e) => setShortcutsOn(e.target.checked)} /> {t.on}
      </label>
      {settings.on ? (
        <ul className="shortcut-keys">
          {CHARACTER_COMMANDS.map((command) => (
            <li key={command} className="shortcut-key-row">
              <input
                className="shortcut-key"
                aria-label={t.keyFor(t.names[command])}
                aria-describedby={`${id}-said`}
                value={shownKey(settings, command)}
                onChange={change(command)}
                onFocus={(e) => e.currentTarget.select()}
              />
              <span>{t.names[command]}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t.off}</p>
      )}
      <p id={`${id}-said`} role="status" className="muted">
        {said}
      </p>
      <p className="muted">
        {t.kept}{' '}
        <button type="button" className="text-link" onClick={() => (resetShortcuts(), setSaid(''))}>
          {t.reset}
        </button>
      </p>
    </section>
  );
}

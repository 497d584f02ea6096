import { words } from '../../narration/words';
import { MAX_SPEED, MIN_SPEED } from '../../player/playhead';
import type { CharacterCommand } from '../keymap';
import { shownKey, useShortcuts } from '../shortcuts';
import { ShortcutSettings } from './ShortcutSettings';

/** The `?` sheet's body: every key the player answers to (the single keys as the learner set them), their settings, and what the picture means. */
export function HelpBody() {
  const t = words.sheets.help;
  const settings = useShortcuts();
  return (
    <>
      <table className="shortcuts">
        <caption className="sr-only">{t.shortcuts}</caption>
        <thead>
          <tr>
            <th scope="col">{t.keys}</th>
            <th scope="col">{t.what}</th>
          </tr>
        </thead>
        <tbody>
          {t.table(MIN_SPEED, MAX_SPEED).map((s) => {
            // The single keys only while they are on: off, Space and the letters do nothing.
            const keys = settings.on ? [...s.keys, ...(s.commands ?? []).map((c) => shownKey(settings, c as CharacterCommand)!)] : s.commands ? [] : s.keys;
            return (
              <tr key={s.what}>
                <td>
                  {keys.length === 0
                    ? '–'
                    : keys.map((k, i) => (
                        <span key={k}>
                          {i > 0 && t.or}
                          <kbd>{k}</kbd>
                        </span>
                      ))}
                </td>
                <td>{s.what}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p>{t.focus}</p>
      <ShortcutSettings />
      <h3>{t.picture}</h3>
      <ul className="help-list">
        {t.pictureNotes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </>
  );
}

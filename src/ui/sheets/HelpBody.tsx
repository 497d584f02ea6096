import { words } from '../../narration/words';
import { MAX_SPEED, MIN_SPEED } from '../../player/playhead';

/** The `?` sheet's body: every key the player answers to, and what the picture means. */
export function HelpBody() {
  const t = words.sheets.help;
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
          {t.table(MIN_SPEED, MAX_SPEED).map((s) => (
            <tr key={s.what}>
              <td>
                {s.keys.map((k, i) => (
                  <span key={k}>
                    {i > 0 && t.or}
                    <kbd>{k}</kbd>
                  </span>
                ))}
              </td>
              <td>{s.what}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t.focus}</p>
      <h3>{t.picture}</h3>
      <ul className="help-list">
        {t.pictureNotes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </>
  );
}

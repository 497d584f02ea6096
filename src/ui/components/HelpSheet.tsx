import { SHORTCUTS } from '../keymap';
import { Sheet } from './Sheet';

/** The `?` sheet: every key the player answers to, and what the picture means. */
export function HelpSheet({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Sheet open={open} onClose={onClose} title="Keyboard shortcuts and help">
      <table className="shortcuts">
        <caption className="sr-only">Keyboard shortcuts</caption>
        <thead>
          <tr>
            <th scope="col">Keys</th>
            <th scope="col">What they do</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map((s) => (
            <tr key={s.what}>
              <td>
                {s.keys.map((k, i) => (
                  <span key={k}>
                    {i > 0 && ' or '}
                    <kbd>{k}</kbd>
                  </span>
                ))}
              </td>
              <td>{s.what}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>The keys work while the focus is anywhere in the player.</p>
      <h3>Reading the picture</h3>
      <ul className="help-list">
        <li>Each scene runs a real idempotency store on SQLite in this page. The tables show what its SELECT read back after each beat; highlighted cells changed at that beat.</li>
        <li>The ticket is the Idempotency-Key, the hook is its row, the coat is the saved response. An attendant still holding the coat means the row is in_flight.</li>
        <li>A message that falls out of the network was lost. A worker lying on its side crashed; a blue one with a clock is paused.</li>
        <li>The decision tree lights the path the last call of run() took.</li>
      </ul>
    </Sheet>
  );
}

import { shellWords } from '../../narration/shellWords';
import { words } from '../../narration/words';

interface Props {
  /** What failed and why, worded: a loader's message, or the scene's problem. */
  message: string;
  /** Tries again: the failed chunk under a fresh URL, or the scene anew. */
  retry(): void;
  /** The browser keeps the failed file (`ModuleState`'s `stuck`): the note says so, and Reload comes before Retry. */
  stuck?: boolean | undefined;
  /** Said first, in bold: what could not happen ("The scene could not start."). */
  lead?: string;
  /** What else to say when the failure is not stuck; by default, to check the connection. */
  note?: string;
  /** In the stage's place (a box of the stage's size), or in the line of the part that failed. */
  place?: 'stage' | 'inline';
  /** A part the page plays on without (the learning tools): said as a status, not an alert. */
  polite?: boolean;
}

/**
 * The one way a failure is shown: what failed, what to do, and Retry. When the browser holds on to a
 * failed file that no new URL can reach, the last resort, reloading the page, is said and offered
 * first; Retry stays (a browser that keeps the file even across reloads then says to restart it).
 */
export function FailureNotice({ message, retry, stuck = false, lead, note = words.scene.checkConnection, place = 'inline', polite = false }: Props) {
  return (
    <div className={place === 'stage' ? 'scene-status error' : 'failure-notice'} role={polite ? 'status' : 'alert'}>
      <p>
        {lead && <b>{lead} </b>}
        {message}
      </p>
      <p className="muted">{stuck ? shellWords.stuck : note}</p>
      <div className="failure-actions">
        {stuck && (
          <button type="button" className="primary" onClick={() => window.location.reload()}>
            {shellWords.reload}
          </button>
        )}
        <button type="button" className={stuck ? undefined : 'primary'} onClick={retry}>
          {shellWords.retry}
        </button>
      </div>
    </div>
  );
}

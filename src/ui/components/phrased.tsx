import type { ReactNode } from 'react';
import type { Parts } from '../../narration/parts';
import { textRuns } from '../../narration/textRuns';

/**
 * A sentence of the active language (a string, or a message's parts) as nodes, each term it borrows
 * from another (Spanish's "fencing") in a span with that language (WCAG 3.1.2), so a screen reader says
 * it in the right voice. The text itself when nothing is borrowed: English draws exactly the string. A
 * function, not a component: captions and the description call it at every seek, and a component per
 * sentence would be one more render each time.
 */
export function phrased(text: string | Parts): ReactNode {
  return typeof text === 'string' ? marked(text, '') : text.map((piece, i) => (typeof piece === 'number' ? piece : marked(piece, `${i}-`)));
}

function marked(text: string, keyPrefix: string): ReactNode {
  const runs = textRuns(text);
  if (runs.length === 1 && !runs[0]!.lang) return text;
  return runs.map((run, i) =>
    run.lang ? (
      <span key={`${keyPrefix}${i}`} lang={run.lang}>
        {run.text}
      </span>
    ) : (
      run.text
    ),
  );
}

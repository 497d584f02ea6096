import { useState } from 'react';
import { describeProblem, type ParamProblem } from '../../embed/params';
import { words } from '../../narration/words';

/** Names each URL parameter the page could not use, and the default it used instead. */
export function ParamNotice({ problems }: { problems: readonly ParamProblem[] }) {
  const [open, setOpen] = useState(true);
  if (!open || problems.length === 0) return null;
  return (
    <div className="notice" role="status">
      <p>
        <b>{words.scene.notices.params}</b>
      </p>
      <ul>
        {problems.map((p) => (
          <li key={p.name}>{describeProblem(p)}</li>
        ))}
      </ul>
      <button type="button" onClick={() => setOpen(false)}>
        {words.scene.notices.dismiss}
      </button>
    </div>
  );
}

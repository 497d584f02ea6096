import { useState } from 'react';
import { describeProblem, type ParamProblem } from '../../embed/params';

/** Names each URL parameter the page could not use, and the default it used instead. */
export function ParamNotice({ problems }: { problems: readonly ParamProblem[] }) {
  const [open, setOpen] = useState(true);
  if (!open || problems.length === 0) return null;
  return (
    <div className="notice" role="status">
      <p>
        <b>Some settings in the address were not understood:</b>
      </p>
      <ul>
        {problems.map((p) => (
          <li key={p.name}>{describeProblem(p)}</li>
        ))}
      </ul>
      <button type="button" onClick={() => setOpen(false)}>
        Dismiss
      </button>
    </div>
  );
}

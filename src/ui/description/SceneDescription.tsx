import { memo, useId } from 'react';
import type { Trace } from '../../core/trace';
import { sceneDescription } from '../../narration/description/sceneDescription';
import { words } from '../../narration/words';
import { selectCursor, selectTrace } from '../../player/selectors';
import { usePlayer } from '../playerContext';
import './SceneDescription.css';
import { phrased } from '../components/phrased';

interface Props {
  trace: Trace;
  /** The beat described, from 0. */
  index: number;
  /** Drawn for everyone (the `?describe=1` page); else read by screen readers only, beside the stage. */
  shown?: boolean;
}

/**
 * The region named "Scene description": the beat's state as a short list (who holds which key, who is
 * down, each row, the ledger, what the client knows), made by narration from the Trace. Any view with
 * a Trace and a beat can show it (the chapters, the sandbox, a second run beside the first); a line is
 * drawn again only when its words change, so a seek re-renders the region and the lines that moved.
 */
export function SceneDescription({ trace, index, shown = false }: Props) {
  const id = useId();
  return (
    <section className={shown ? 'scene-description' : 'scene-description sr-only'} aria-labelledby={id}>
      <h2 id={id} className="panel-title">
        {words.description.title}
      </h2>
      <ul className="scene-description-list">
        {sceneDescription(trace, index).map((line) => (
          <Line key={line.id} text={line.text} />
        ))}
      </ul>
    </section>
  );
}

const Line = memo(function Line({ text }: { text: string }) {
  return (
    <li>
      {phrased(text)}
    </li>
  );
});

/** The description of the player's current beat, unseen beside the stage. */
export function PlayerSceneDescription() {
  const trace = usePlayer(selectTrace);
  const cursor = usePlayer(selectCursor);
  return trace ? <SceneDescription trace={trace} index={cursor} /> : null;
}

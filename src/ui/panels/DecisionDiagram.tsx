import { memo, type ReactNode } from 'react';
import type { PlayerState } from '../../player/playerState';
import { selectStory, selectTrace } from '../../player/selectors';
import { storeMistakes } from '../learn/brokenStore';
import { actorLabel } from '../model/actorLabel';
import { decisionPaths, type DecisionNode, type DecisionPath } from '../model/decisionPath';
import { usePlayer } from '../playerContext';

/** The path at the cursor: one object per beat, so a node re-renders only when its own state changes. */
const selectPath = (s: PlayerState): DecisionPath | undefined => {
  const trace = selectTrace(s);
  return trace ? decisionPaths(trace)[s.cursor] : undefined;
};

type NodeState = 'off' | 'taken' | 'here';
const nodeState = (path: DecisionPath | undefined, id: DecisionNode): NodeState =>
  !path?.nodes.has(id) ? 'off' : path.latest === id && path.current ? 'here' : 'taken';

/**
 * The contract of `run(key, params, work)` as a decision tree, with the path the most recent call
 * really took lit (from the store steps in the Trace) and the step of this very beat marked.
 */
export function DecisionDiagram() {
  const trace = usePlayer(selectTrace);
  const story = usePlayer(selectStory);
  const path = usePlayer(selectPath);
  if (!trace) return null;
  return (
    <section className={`panel card panel-decision${path?.current ? ' is-current' : ''}`} aria-labelledby="decision-title">
      <h2 id="decision-title" className="panel-title">
        run(): the decision
        {path && (
          <span className="panel-sub">
            {actorLabel(trace.story, trace.actors, path.actor)} · <code>{path.key}</code>
            {path.crashed && <b className="crashed-note"> · crashed before it finished</b>}
          </span>
        )}
      </h2>
      {storeMistakes(trace).length > 0 && (
        <p className="decision-broken">
          This store is broken: {storeMistakes(trace).join(', ')}. The tree is the correct run(); the lit steps are what this store really did.
        </p>
      )}
      {!path && <p className="muted decision-none">No call of run() yet in this scene: nothing has asked the store about a key.</p>}
      <DecisionTree story={story} />
    </section>
  );
}

/**
 * The tree itself changes only with the story; a seek re-renders just the nodes whose state it
 * changed (each node reads its own state), not the whole tree.
 */
const DecisionTree = memo(function DecisionTree({ story }: { story: PlayerState['story'] }) {
  const work = story === 'library' ? 'write the loan row' : 'charge at PayCo';
  const mismatch = story === 'library' ? '409 key_conflict' : '422';
  const n = (id: DecisionNode, label: ReactNode, sub?: ReactNode) => (
    <Node id={id} label={label}>
      {sub}
    </Node>
  );
  return (
    <ol className="decision">
      {n(
        'claim',
        <>
          <b>claim</b> <code>INSERT … ON CONFLICT(key) DO NOTHING</code>
        </>,
        <ul>
          {n('claimed', <>1 row changed → the key is ours</>)}
          {n(
            'read',
            <>
              0 rows → <code>SELECT</code> the row
            </>,
            <ul>
              {n('mismatch', <>other fingerprint → {mismatch}, work never runs</>)}
              {n('replayed', <>done → replay the saved response, work never runs</>)}
              {n('in-flight', <>in_flight, younger than lockMs → 409 + Retry-After</>)}
              {n(
                'stale',
                <>
                  in_flight, older than lockMs → take over <code>UPDATE … WHERE locked_at = old</code>
                </>,
                <ul>
                  {n('took-over', <>1 row → the key is ours</>)}
                  {n('takeover-lost', <>0 rows → another retry won: 409</>)}
                </ul>,
              )}
            </ul>,
          )}
        </ul>,
      )}
      {n(
        'work',
        <>
          <b>work:</b> {work}
        </>,
        <ul>
          {n(
            'saved',
            <>
              save <code>UPDATE … SET status='done' WHERE locked_at = mine</code>
            </>,
          )}
          {n('save-fenced', <>save changed 0 rows → 409, the newer owner’s answer stands</>)}
          {n(
            'work-failed',
            <>
              work failed → release <code>DELETE … WHERE locked_at = mine</code>
            </>,
            <ul>
              {n('released', <>1 row deleted: a retry may run the work again</>)}
              {n('release-fenced', <>0 rows: the claim is someone else’s now, nothing deleted</>)}
            </ul>,
          )}
        </ul>,
      )}
    </ol>
  );
});

function Node({ id, label, children }: { id: DecisionNode; label: ReactNode; children?: ReactNode }) {
  const state = usePlayer((s) => nodeState(selectPath(s), id));
  const taken = state !== 'off';
  const here = state === 'here';
  return (
    <li className={`node${taken ? ' taken' : ''}${here ? ' here' : ''}`} aria-current={here ? 'step' : undefined}>
      <span className="node-text">
        <span className="node-mark" aria-hidden="true" />
        {/* Always there, empty when not taken: a seek changes its words, not the tree's elements. */}
        <span className="sr-only">{taken ? '(taken) ' : ''}</span>
        {label}
      </span>
      {children}
    </li>
  );
}

import { memo, type ReactNode } from 'react';
import { storyFacts } from '../../core/stories/facts';
import type { PlayerState } from '../../player/playerState';
import { selectStory, selectTrace } from '../../player/selectors';
import { storeMistakes } from '../learn/brokenStore';
import { actorLabel } from '../model/actorLabel';
import { decisionPaths, type DecisionNode, type DecisionPath } from '../model/decisionPath';
import { usePlayer } from '../playerContext';
import { words } from '../../narration/words';

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
  const t = words.panels.decision;
  if (!trace) return null;
  return (
    <section className={`panel card panel-decision${path?.current ? ' is-current' : ''}`} aria-labelledby="decision-title">
      <h2 id="decision-title" className="panel-title">
        {t.title}
        {path && (
          <span className="panel-sub">
            {actorLabel(trace.story, trace.actors, path.actor)} · <code>{path.key}</code>
            {path.crashed && <b className="crashed-note">{t.crashed}</b>}
          </span>
        )}
      </h2>
      {storeMistakes(trace).length > 0 && (
        <p className="decision-broken">{t.broken(storeMistakes(trace))}</p>
      )}
      {!path && <p className="muted decision-none">{t.none}</p>}
      <DecisionTree story={story} />
    </section>
  );
}

/**
 * The tree itself changes only with the story; a seek re-renders just the nodes whose state it
 * changed (each node reads its own state), not the whole tree.
 */
const DecisionTree = memo(function DecisionTree({ story }: { story: PlayerState['story'] }) {
  const t = words.panels.decision;
  const work = t.workOf[storyFacts(story).ledger.unit];
  const mismatch = storyFacts(story).mismatchAnswer;
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
          <b>{t.claim}</b> <code>INSERT … ON CONFLICT(key) DO NOTHING</code>
        </>,
        <ul>
          {n('claimed', t.claimed)}
          {n(
            'read',
            <>
              {t.read[0]}
              <code>SELECT</code>
              {t.read[1]}
            </>,
            <ul>
              {n('mismatch', t.mismatch(mismatch))}
              {n('replayed', t.replayed)}
              {n('in-flight', t.inFlight)}
              {n(
                'stale',
                <>
                  {t.stale}
                  <code>UPDATE … WHERE locked_at = old</code>
                </>,
                <ul>
                  {n('took-over', t.tookOver)}
                  {n('takeover-lost', t.takeoverLost)}
                </ul>,
              )}
            </ul>,
          )}
        </ul>,
      )}
      {n(
        'work',
        <>
          <b>{t.work}</b> {work}
        </>,
        <ul>
          {n(
            'saved',
            <>
              {t.save}
              <code>UPDATE … SET status='done' WHERE locked_at = mine</code>
            </>,
          )}
          {n('save-fenced', t.saveFenced)}
          {n(
            'work-failed',
            <>
              {t.workFailed}
              <code>DELETE … WHERE locked_at = mine</code>
            </>,
            <ul>
              {n('released', t.released)}
              {n('release-fenced', t.releaseFenced)}
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
        <span className="sr-only">{taken ? words.panels.decision.taken : ''}</span>
        {label}
      </span>
      {children}
    </li>
  );
}

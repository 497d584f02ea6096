import { useState } from 'react';
import { sceneBlank } from './sceneBlank';
import { laneName } from '../../narration/lanes';
import { words } from '../../narration/words';
import { selectCursor, selectStory, selectTrace } from '../../player/selectors';
import { offersAt, type Offer } from '../../sandbox/offers';
import { SCENE_VERSION } from '../../sandbox/sceneFormat';
import { usePlayer, usePlayerStore } from '../playerContext';
import { sandboxFor } from './sandboxSession';
import { useSandbox } from './useSandbox';
import './Sandbox.css';

/**
 * The learner's own scene: every action that applies at the current beat, grouped by the thing it acts
 * on (a worker, the phone, the message on its way, PayCo, the whole scene), each a button whose name
 * starts with its verb; undo, redo and the scene's link. What each did is announced once it re-ran.
 */
export default function SandboxPanel() {
  const player = usePlayerStore();
  const sandbox = sandboxFor(player);
  const trace = usePlayer(selectTrace);
  const cursor = usePlayer(selectCursor);
  const story = usePlayer(selectStory);
  const scene = useSandbox((s) => s.scene);
  const config = useSandbox((s) => s.config);
  const building = useSandbox((s) => s.building);
  const problem = useSandbox((s) => s.problem);
  const announcement = useSandbox((s) => s.announcement);
  const canRedo = useSandbox((s) => s.undone.length > 0);
  const [copied, setCopied] = useState<'yes' | 'shown' | undefined>();
  const t = words.sandbox;
  if (!trace) return null;
  const offers = offersAt(trace, config ?? sceneBlank(story), cursor, scene?.actions.length ?? 0);
  const groups = new Map<string, Offer[]>();
  for (const offer of offers) groups.set(offer.on, [...(groups.get(offer.on) ?? []), offer]);
  const heading = (on: string) => {
    const actor = trace.actors.find((a) => a.id === on);
    return actor ? laneName(story, actor) : (t.on[on] ?? on);
  };
  const labelOf = (offer: Offer) => t.label(offer.action, story, (id) => words.breaks.switches[id].label, offer.waitMs);
  const act = (offer: Offer) => {
    const { action } = offer;
    const said = labelOf(offer);
    const state = sandbox.getState();
    if (state.scene) void state.act(action, cursor, said);
    else void state.open({ version: SCENE_VERSION, story, from: { chapter: 'sandbox' }, actions: [action] }, cursor, said);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied('yes');
    } catch {
      setCopied('shown'); // a sandboxed frame or a denied permission: the link is shown to copy by hand
    }
  };
  return (
    <section className="sandbox card" aria-labelledby="sandbox-title">
      <div className="sandbox-bar wrap-row">
        <h2 id="sandbox-title" className="panel-title">
          {t.title}
        </h2>
        <button type="button" className="sandbox-button" disabled={!scene || scene.actions.length === 0 || building} onClick={() => void sandbox.getState().undo(cursor)}>
          {t.undo}
        </button>
        <button type="button" className="sandbox-button" disabled={!canRedo || building} onClick={() => void sandbox.getState().redo(cursor)}>
          {t.redo}
        </button>
        <button type="button" className="sandbox-button" disabled={!scene} onClick={() => void copy()}>
          {t.copyLink}
        </button>
      </div>
      {copied === 'shown' && (
        <label className="sandbox-link">
          {t.linkLabel} <input readOnly value={window.location.href} onFocus={(e) => e.currentTarget.select()} />
        </label>
      )}
      <p className="sandbox-status" role="status" aria-live="polite">
        {building ? t.building : copied === 'yes' ? t.copied : announcement}
      </p>
      {problem && (
        <p className="sandbox-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="sandbox-actions stack" role="group" aria-label={t.actions}>
        {offers.length === 0 && <p className="muted">{t.noActions}</p>}
        {[...groups].map(([on, list]) => {
          const buttons = list.map((offer) => {
            const label = labelOf(offer);
            return (
              <button key={label} type="button" className="sandbox-button" disabled={building} onClick={() => act(offer)}>
                {label}
              </button>
            );
          });
          // What changes the whole scene is there when wanted, folded away while the learner acts on the beat.
          if (on === 'scene') {
            return (
              <details key={on} className="sandbox-group-fold">
                <summary className="sandbox-on">{heading(on)}</summary>
                <div className="sandbox-group wrap-row" role="group" aria-label={heading(on)}>
                  {buttons}
                </div>
              </details>
            );
          }
          return (
            <div key={on} className="sandbox-group wrap-row" role="group" aria-label={heading(on)}>
              <h3 className="sandbox-on">{heading(on)}</h3>
              {buttons}
            </div>
          );
        })}
      </div>
    </section>
  );
}

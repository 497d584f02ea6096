import { useState } from 'react';
import { words } from '../../narration/words';
import { selectStory, selectTrace } from '../../player/selectors';
import type { Offer } from '../../sandbox/offers';
import { usePlayer, usePlayerStore } from '../playerContext';
import { OfferButtons } from './OfferButtons';
import { sandboxFor } from './sandboxSession';
import { groupHeading, useOffers } from './useOffers';
import { useSandbox } from './useSandbox';
import { useMediaQuery } from '../useMediaQuery';
import './Sandbox.css';

/** Where the panel folds every group of actions: the breakpoints' `--small` (src/ui/styles/breakpoints.css). */
const NARROW = '(width < 640px)';

/**
 * The learner's own scene: every action that applies at the current beat, grouped by the thing it acts
 * on (a worker, the phone, the message on its way, PayCo, the whole scene), each a button whose name
 * starts with its verb; undo, redo and the scene's link. What each did is announced once it re-ran
 * (here, unless it was taken from the stage's menus, which say it themselves).
 */
export default function SandboxPanel() {
  const player = usePlayerStore();
  const sandbox = sandboxFor(player);
  const trace = usePlayer(selectTrace);
  const story = usePlayer(selectStory);
  const here = useOffers();
  // Undo and redo land where the learner is when pressed: the panel does not follow the cursor.
  const cursor = () => player.getState().cursor;
  const scene = useSandbox((s) => s.scene);
  const building = useSandbox((s) => s.building);
  const problem = useSandbox((s) => s.problem);
  const announcement = useSandbox((s) => s.announcement);
  const saysHere = useSandbox((s) => s.actedFrom === 'panel');
  const canRedo = useSandbox((s) => s.undone.length > 0);
  const narrow = useMediaQuery(NARROW);
  const [copied, setCopied] = useState<'yes' | 'shown' | undefined>();
  const t = words.sandbox;
  if (!trace || !here) return null;
  const { offers } = here;
  const groups = new Map<string, Offer[]>();
  for (const offer of offers) groups.set(offer.on, [...(groups.get(offer.on) ?? []), offer]);
  const heading = (on: string) => groupHeading(story, trace.actors, on);
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
        <button type="button" className="sandbox-button" disabled={!scene || scene.actions.length === 0 || building} onClick={() => void sandbox.getState().undo(cursor())}>
          {t.undo}
        </button>
        <button type="button" className="sandbox-button" disabled={!canRedo || building} onClick={() => void sandbox.getState().redo(cursor())}>
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
      {/* Shown whichever way the learner acted; said here only when acted on here (the stage's menus say their own). */}
      <p className="sandbox-status" role={saysHere ? 'status' : undefined} aria-live={saysHere ? 'polite' : undefined}>
        {building ? t.building : copied === 'yes' ? t.copied : announcement}
      </p>
      {problem && (
        <p className="sandbox-problem" role="alert">
          {words.problems.say(problem)}
        </p>
      )}
      <div className="sandbox-actions stack" role="group" aria-label={t.actions}>
        {offers.length === 0 && <p className="muted">{t.noActions}</p>}
        {[...groups].map(([on, list]) => {
          const buttons = <OfferButtons offers={list} here={here} from="panel" />;
          // What changes the whole scene is there when wanted, folded away while the learner acts on the
          // beat; on a narrow screen every group is, so the stage is not pushed below a wall of buttons.
          if (on === 'scene' || narrow) {
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

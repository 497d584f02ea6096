import { useStore } from 'zustand';
import { words } from '../../narration/words';
import { storeOfYours } from '../../player/compare/yours';
import { selectBreaks, selectChapter, selectCursor, selectStory } from '../../player/selectors';
import { Sheet } from '../components/Sheet';
import { usePlayer, usePlayerStore } from '../playerContext';
import { sandboxFor } from '../sandbox/sandboxSession';
import { branchChoices, chapterChoices, type Choice } from './choices';
import { useCompareHandle } from './CompareContext';
import { phrased } from '../components/phrased';

const GROUPS: Choice['group'][] = ['switches', 'branches', 'yours'];

/**
 * "Compare…"'s choices, in a sheet: side A is the scene on screen, side B what the learner picks — the
 * chapter with other switches, another branch of their scene, or the same scene on their own store.
 * Picking one opens the comparison at the beat on screen.
 *
 * It stays on the page once opened and closes as every sheet does, giving the focus back to what opened
 * it: torn down while open, it would drop the focus on the page's body, and with another sheet open
 * beneath (one the learner opened while the picker's code loaded), nothing outside that one takes it.
 * The choices render only while it is open: they follow the beat, which a closed sheet need not.
 */
export function ComparePicker({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Sheet open={open} onClose={onClose} title={words.compare.picker.title} className="compare-picker">
      <Choices onClose={onClose} />
    </Sheet>
  );
}

function Choices({ onClose }: { onClose(): void }) {
  const player = usePlayerStore();
  const chapter = usePlayer(selectChapter);
  const story = usePlayer(selectStory);
  const on = usePlayer(selectBreaks);
  const cursor = usePlayer(selectCursor);
  const sandbox = useStore(sandboxFor(player));
  const { open } = useCompareHandle();
  const t = words.compare.picker;
  const yours = storeOfYours() !== undefined;
  const choices =
    chapter === 'sandbox'
      ? branchChoices(sandbox.branches, sandbox.current, yours, words.sandbox.branches.name)
      : chapter === 'lab'
        ? []
        : chapterChoices(chapter, story, on, yours);
  const labelOf = (choice: Choice) =>
    choice.group === 'switches'
      ? t.switchSet(choice.breaks!.map((b) => words.breaks.switches[b].label))
      : choice.group === 'branches'
        ? words.sandbox.branches.name(choice.branch!)
        : t.yoursAgainst;
  const heading = { switches: t.switches, branches: t.branches, yours: t.yours };
  const pick = (choice: Choice) => {
    open(choice.spec, { names: choice.names, atBeat: cursor });
    onClose();
  };
  return (
    <>
      <p>{t.intro}</p>
      {GROUPS.map((group) => {
        const list = choices.filter((c) => c.group === group);
        const empty = group === 'switches' ? chapter !== 'sandbox' && t.nothing : group === 'branches' ? chapter === 'sandbox' && t.noBranches : t.noYours;
        if (list.length === 0 && !empty) return null;
        return (
          <section key={group} className="compare-choices" aria-label={heading[group]}>
            <h3>{heading[group]}</h3>
            {list.length === 0 ? (
              <p className="muted">{empty}</p>
            ) : (
              <div className="wrap-row">
                {list.map((choice) => (
                  <button key={labelOf(choice)} type="button" className="compare-choice" onClick={() => pick(choice)}>
                    {phrased(labelOf(choice))}
                  </button>
                ))}
              </div>
            )}
          </section>
        );
      })}
    </>
  );
}

import { breaksFor } from '../../core/scenarios/chapters';
import { toggleBreak } from '../../core/scenarios/exclusiveBreaks';
import type { BreakId } from '../../core/trace';
import { selectBreaks, selectChapter, selectScene, selectStory } from '../../player/selectors';
import { usePlayer, usePlayerActions } from '../playerContext';
import { BreakSwitches } from './BreakSwitches';

/** The current chapter's break-it switches, wired to the player: a flip re-runs the chapter's scene. */
export function ChapterBreaks() {
  const chapter = usePlayer(selectChapter);
  const story = usePlayer(selectStory);
  const on = usePlayer(selectBreaks);
  const scene = usePlayer(selectScene);
  const { setBreaks } = usePlayerActions();
  if (scene) return null;
  return <BreakSwitches story={story} applicable={breaksFor(chapter, story)} on={on} onToggle={(id: BreakId) => setBreaks(toggleBreak(on, id))} />;
}

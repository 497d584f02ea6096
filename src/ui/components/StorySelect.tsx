import type { StoryId } from '../../core/trace';
import { selectStory } from '../../player/selectors';
import { usePlayer, usePlayerActions } from '../playerContext';
import { words } from '../../narration/words';

/** Which lesson's world the scenes run in: the shop charging at PayCo, or the library writing loans. */
export function StorySelect() {
  const story = usePlayer(selectStory);
  const { setStory } = usePlayerActions();
  return (
    <label className="select story">
      <span className="sr-only">{words.player.story}</span>
      <select value={story} onChange={(e) => setStory(e.target.value as StoryId)} aria-label={words.player.story}>
        {(Object.keys(words.player.stories) as StoryId[]).map((id) => (
          <option key={id} value={id}>
            {words.player.stories[id]}
          </option>
        ))}
      </select>
    </label>
  );
}

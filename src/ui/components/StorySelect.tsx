import type { StoryId } from '../../core/trace';
import { selectStory } from '../../player/selectors';
import { usePlayer, usePlayerActions } from '../playerContext';

const STORIES: Record<StoryId, string> = {
  payflow: 'PayFlow shop (POST /checkout)',
  library: 'Library (POST /loans)',
};

/** Which lesson's world the scenes run in: the shop charging at PayCo, or the library writing loans. */
export function StorySelect() {
  const story = usePlayer(selectStory);
  const { setStory } = usePlayerActions();
  return (
    <label className="select story">
      <span className="sr-only">Story</span>
      <select value={story} onChange={(e) => setStory(e.target.value as StoryId)} aria-label="Story">
        {(Object.keys(STORIES) as StoryId[]).map((id) => (
          <option key={id} value={id}>
            {STORIES[id]}
          </option>
        ))}
      </select>
    </label>
  );
}

import type { ChapterId } from '../../core/trace';
import { selectChapter, selectChapters } from '../../player/selectors';
import { usePlayer, usePlayerActions } from '../playerContext';
import { words } from '../../narration/words';

/** The chapter menu: every chapter by number and title. */
export function ChapterMenu() {
  const chapters = usePlayer(selectChapters);
  const chapter = usePlayer(selectChapter);
  const { goToChapter } = usePlayerActions();
  return (
    <label className="select chapter-menu">
      <span className="sr-only">{words.player.chapter}</span>
      <select value={chapter} onChange={(e) => goToChapter(e.target.value as ChapterId)} aria-label={words.player.chapter}>
        {chapters.map((c, i) => (
          <option key={c.id} value={c.id}>
            {words.player.numbered(i + 1, c.title)}
          </option>
        ))}
      </select>
    </label>
  );
}

import type { ChapterId } from '../../core/trace';
import { chapterInfo } from '../../narration/chapters';
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
        {chapters.map((id, i) => (
          <option key={id} value={id}>
            {words.player.numbered(i + 1, chapterInfo(id).title)}
          </option>
        ))}
      </select>
    </label>
  );
}

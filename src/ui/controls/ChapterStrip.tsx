import { selectChapter, selectChapters, selectCursor, selectTraces } from '../../player/selectors';
import { usePlayer, usePlayerActions } from '../playerContext';
import { words } from '../../narration/words';
import { text } from '../../narration/parts';

/**
 * Every chapter as a segment, the current one filled up to the cursor and the ones before it full.
 * Each segment is a button that opens its chapter.
 */
export function ChapterStrip() {
  const chapters = usePlayer(selectChapters);
  const current = usePlayer(selectChapter);
  const cursor = usePlayer(selectCursor);
  const traces = usePlayer(selectTraces);
  const { goToChapter } = usePlayerActions();
  const currentIndex = chapters.findIndex((c) => c.id === current);
  return (
    <nav className="chapter-strip" aria-label={words.player.chapters}>
      <ol>
        {chapters.map((chapter, index) => {
          const slot = traces[chapter.id];
          const beats = slot?.status === 'ready' ? slot.trace.beats.length : 0;
          const fill = index < currentIndex ? 1 : index > currentIndex ? 0 : beats > 1 ? cursor / (beats - 1) : 0;
          return (
            <li key={chapter.id}>
              <button
                type="button"
                aria-current={index === currentIndex ? 'step' : undefined}
                onClick={() => goToChapter(chapter.id)}
                title={text(words.player.numbered(index + 1, chapter.title))}
              >
                <span className="segment" aria-hidden="true">
                  {/* Scaled, not sized: a seek repaints the bar without laying out the strip again. */}
                  <span style={{ transform: `scaleX(${fill})` }} />
                </span>
                <span className="segment-label">
                  <span className="segment-number">{index + 1}</span>
                  <span className="segment-title">{chapter.title}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

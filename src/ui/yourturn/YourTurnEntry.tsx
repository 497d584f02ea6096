import { useId } from 'react';
import { chapterInfo } from '../../narration/chapters';
import { words } from '../../narration/words';
import { selectChapter } from '../../player/selectors';
import { LoadedModule } from '../components/LoadedModule';
import { usePlayer } from '../playerContext';
import { yourTurnPanel } from './loadYourTurn';

/**
 * Your turn in Try it yourself: in the your-turn chapter, its panel (a chunk of its own); elsewhere, a
 * card that opens the chapter.
 */
export function YourTurnEntry({ onOpen }: { onOpen(): void }) {
  const id = useId();
  const chapter = usePlayer(selectChapter);
  if (chapter === 'your-turn') {
    return (
      <LoadedModule loader={yourTurnPanel} loading={words.learn.loadingYourTurn}>
        {({ YourTurnPanel, words: yours }) => <YourTurnPanel words={yours} />}
      </LoadedModule>
    );
  }
  const info = chapterInfo('your-turn');
  return (
    <section className="learn-panel card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel-title">
        {info.title}
      </h2>
      <p className="learn-lead">{info.summary}</p>
      <button type="button" className="learn-button primary" onClick={onOpen}>
        {words.learn.openYourTurn}
      </button>
    </section>
  );
}

import { useId } from 'react';
import { useStore } from 'zustand';
import { chapterInfo } from '../../narration/chapters';
import type { ChapterId, Trace } from '../../core/trace';
import type { PredictState } from '../../learn/predict/predictStore';
import type { ScoreBook } from '../../learn/predict/scoreBook';
import { selectChapter, selectStory } from '../../player/selectors';
import { usePlayer, usePlayerStore } from '../playerContext';
import { scrollToPlayer } from '../scrollToPlayer';
import { ClozePanel } from './ClozePanel';
import { LoadedModule } from '../components/LoadedModule';
import { labPanel } from './loadLab';
import { learnStores } from '../../learn/learnStores';
import { RacePanel } from './RacePanel';
import { YourTurnEntry } from '../yourturn/YourTurnEntry';
import './learn.css';
import { words } from '../../narration/words';

const selectEnabled = (s: PredictState) => s.enabled;
const selectScore = (s: PredictState) => s.score;

/**
 * Try it yourself, below the player: the prediction switch and score, the lab (in the lab chapter, its
 * code a chunk of its own),
 * the race finder and the recall cloze. A found race or a lab order plays in the player above.
 */
export function LearnArea({ book }: { book: ScoreBook }) {
  const id = useId();
  const player = usePlayerStore();
  const { lab, race, predict } = learnStores(player, book);
  const chapter = usePlayer(selectChapter);
  const story = usePlayer(selectStory);
  const enabled = useStore(predict, selectEnabled);
  const score = useStore(predict, selectScore);

  const play = (trace: Trace, title: string) => {
    player.getState().playScene(trace, title);
    scrollToPlayer();
  };
  const goTo = (target: ChapterId) => {
    player.getState().goToChapter(target);
    scrollToPlayer();
  };

  return (
    <section className="learn-area" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="learn-area-title">
        {words.learn.title}
      </h2>
      <div className="learn-toolbar wrap-row">
        <button type="button" className="predict-toggle" aria-pressed={enabled} onClick={() => predict.getState().setEnabled(!enabled)}>
          {words.predict.toggle}
        </button>
        <span className="learn-lead">
          {enabled ? words.predict.on : words.predict.off} {score.asked > 0 && words.predict.scoreSoFar(score.right, score.asked)}
        </span>
      </div>
      {chapter === 'lab' && (
        <LoadedModule loader={labPanel} loading={words.lab.loading}>
          {({ LabPanel }) => <LabPanel store={lab} story={story} onOpenTrace={play} />}
        </LoadedModule>
      )}
      <YourTurnEntry onOpen={() => goTo('your-turn')} />
      <RacePanel store={race} onPlayTrace={play} />
      <ClozePanel story={story} chapterTitle={(c) => chapterInfo(c).title} onGoToChapter={goTo} />
    </section>
  );
}

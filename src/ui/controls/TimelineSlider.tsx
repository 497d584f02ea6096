import { useShallow } from 'zustand/react/shallow';
import { captionOf } from '../../narration/captionOf';
import { chapterInfo } from '../../narration/chapters';
import { words } from '../../narration/words';
import { selectBeat, selectBeatCount, selectChapterPlace, selectCursor, selectMarks, selectStory } from '../../player/selectors';
import { usePlayer, usePlayerActions } from '../playerContext';
import { TimelineTrack } from './TimelineTrack';

/**
 * The Timeline over the current chapter's beats (from 0). Its value text tells a screen reader the
 * chapter and what happens at that beat; in a scene of the learner's own, the beats they acted at are marked.
 */
export function TimelineSlider() {
  const cursor = usePlayer(selectCursor);
  const count = usePlayer(selectBeatCount);
  const beat = usePlayer(selectBeat);
  const story = usePlayer(selectStory);
  const chapter = usePlayer(useShallow(selectChapterPlace));
  const { seek } = usePlayerActions();
  const marks = usePlayer(selectMarks);
  const what = beat ? captionOf(story, beat) : words.player.timelineLoading;
  const mark = marks?.includes(cursor) ? ` ${words.sandbox.markHere}` : '';
  const valueText = words.player.timelineAt(chapter.number, chapterInfo(chapter.chapter).title, cursor + 1, Math.max(count, 1), what) + mark;
  return <TimelineTrack value={cursor} count={count} valueText={valueText} marks={marks?.map((at) => ({ at, kind: 'action' as const }))} onSeek={seek} />;
}

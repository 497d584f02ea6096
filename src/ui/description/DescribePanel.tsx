import { useStore } from 'zustand';
import { beatAnnouncement } from '../../narration/description/announcements';
import { words } from '../../narration/words';
import { selectCursor, selectTrace } from '../../player/selectors';
import { announcementsOf, type AnnouncementLog } from '../announce/announcementLog';
import { usePlayer, usePlayerStore } from '../playerContext';
import { SceneDescription } from './SceneDescription';

const selectSaid = (s: AnnouncementLog) => s.said;

/**
 * The `?describe=1` review page's column beside the stage: the exact text a screen reader gets at this
 * beat — announced when playing reaches it, announced after a step or a scrub from the beat before, the
 * scene description (drawn, in place of the unseen one) — and everything the live region has said.
 * Authors and translators read it; a test does too.
 */
export function DescribePanel() {
  const trace = usePlayer(selectTrace);
  const cursor = usePlayer(selectCursor);
  const said = useStore(announcementsOf(usePlayerStore()), selectSaid);
  if (!trace) return null;
  const t = words.description.review;
  return (
    <section className="describe-panel panel card stack" aria-labelledby="describe-title">
      <h2 id="describe-title" className="panel-title">
        {t.title}
      </h2>
      <dl className="describe-spoken">
        <dt>{t.played}</dt>
        <dd data-said="played">{beatAnnouncement(trace, cursor)}</dd>
        <dt>{t.stepped}</dt>
        <dd data-said="stepped">{beatAnnouncement(trace, cursor, cursor > 0 ? { trace, index: cursor - 1 } : undefined)}</dd>
      </dl>
      <SceneDescription trace={trace} index={cursor} shown />
      <h3 className="panel-title" id="describe-log">
        {t.announced}
      </h3>
      {said.length === 0 ? (
        <p className="muted">{t.nothingYet}</p>
      ) : (
        <ol className="describe-log" aria-labelledby="describe-log" reversed>
          {[...said].reverse().map((a) => (
            <li key={a.n}>{a.text}</li>
          ))}
        </ol>
      )}
    </section>
  );
}

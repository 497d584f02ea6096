import { useStore } from 'zustand';
import { usePlayerStore } from '../playerContext';
import { announcementsOf, type AnnouncementLog } from './announcementLog';
import { phrased } from '../components/phrased';

/** The last few: a new one is a new node, read out as added; older ones stay a moment, unread again. */
const SHOWN = 3;
const selectSaid = (s: AnnouncementLog) => s.said;

/**
 * The player's live region, unseen: each beat told once (its caption; after a scrub, what changed), and
 * the Checks a rebuilt scene changed (narration/description/announcer.ts). Mounted once per player, in
 * both layouts, before anything is said, so screen readers are listening when the first words come.
 */
export function Announcements() {
  const said = useStore(announcementsOf(usePlayerStore()), selectSaid);
  return (
    <div className="sr-only" role="log" aria-live="polite" aria-relevant="additions">
      {said.slice(-SHOWN).map((a) => (
        <p key={a.n}>
          {phrased(a.text)}
        </p>
      ))}
    </div>
  );
}

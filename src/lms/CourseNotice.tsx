import { useStore } from 'zustand';
import type { NoticeBoard } from './noticeBoard';
import { words } from '../narration/words';

/** What the course platform's side has to say (SCORM: no LMS, a refused value, a saved place out of range). */
export function CourseNotice({ board }: { board: NoticeBoard }) {
  const { notices, dismissed } = useStore(board);
  if (dismissed || notices.length === 0) return null;
  return (
    <div className="notice" role="status">
      <p>
        <b>{words.scene.notices.course}</b>
      </p>
      <ul>
        {notices.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
      <button type="button" onClick={() => board.setState({ dismissed: true })}>
        {words.scene.notices.dismiss}
      </button>
    </div>
  );
}

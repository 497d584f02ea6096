import { useStore } from 'zustand';
import type { NoticeBoard } from './noticeBoard';

/** What the course platform's side has to say (SCORM: no LMS, a refused value, a saved place out of range). */
export function CourseNotice({ board }: { board: NoticeBoard }) {
  const { notices, dismissed } = useStore(board);
  if (dismissed || notices.length === 0) return null;
  return (
    <div className="notice" role="status">
      <p>
        <b>Course platform:</b>
      </p>
      <ul>
        {notices.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
      <button type="button" onClick={() => board.setState({ dismissed: true })}>
        Dismiss
      </button>
    </div>
  );
}

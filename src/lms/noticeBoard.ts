import { createStore, type StoreApi } from 'zustand/vanilla';

/** Plain messages from the course platform's side (no LMS found, a saved place that makes no sense), for the learner. */
export type NoticeBoard = StoreApi<{ notices: readonly string[]; dismissed: boolean }>;

export function createNoticeBoard(): NoticeBoard {
  return createStore(() => ({ notices: [] as readonly string[], dismissed: false }));
}

export function post(board: NoticeBoard, message: string): void {
  board.setState((s) => ({ notices: [...s.notices, message], dismissed: false }));
}

/**
 * The start of a SCORM package (built by `npm run package:scorm`): find the LMS, open the session, and
 * say which chapters and story the player opens with, and where (the LMS's saved place on a resume).
 * The session is finished when the page goes away.
 */
import type { ChapterId, StoryId } from '../../core/trace';
import type { LanguageId } from '../../narration/languages';
import { createNoticeBoard, post, type NoticeBoard } from '../noticeBoard';
import { findApi, type ApiWindow } from './api';
import { openScormSession, type ScormSession } from './session';

/** What a package holds, fixed when it is built. */
export interface PackageConfig {
  chapters: ChapterId[];
  story: StoryId;
  /** `--lang`: the package speaks it whatever the browser's; unset, the browser's languages choose. */
  lang?: LanguageId;
}

export interface PackageLaunch {
  /** The player's URL parameters for this package. */
  search: string;
  session: ScormSession;
  board: NoticeBoard;
}

export function launchPackage(config: PackageConfig, win: Window = window): PackageLaunch {
  const board = createNoticeBoard();
  const session = openScormSession({
    search: findApi(win as unknown as ApiWindow),
    chapters: config.chapters,
    notify: (message) => post(board, message),
    now: () => Date.now(),
  });
  win.addEventListener('pagehide', () => session.finish());
  // A hidden page may be discarded without a pagehide (mobile browsers): commit what there is.
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') session.save();
  });
  const query = new URLSearchParams({
    chapter: session.resume?.chapter ?? config.chapters[0]!,
    chapters: config.chapters.join(','),
    story: config.story,
    ...(config.lang ? { lang: config.lang } : {}),
    // A package is the whole lesson the LMS launched: play on from one chapter into the next.
    continue: '1',
  });
  return { search: `?${query}`, session, board };
}

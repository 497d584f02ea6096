/** What the course platform's side tells the learner (SCORM): no LMS, a refused value, a saved place out of range. */
export const course = {
  noLms: 'No course platform (LMS) was found: the lesson plays, but your progress is not reported to a course.',
  brokenApi: 'The course platform’s SCORM API is not usable: the lesson plays, but your progress is not reported.',
  /** `error` is empty, or the LMS's own " (error 101: …)". */
  notStarted: (error: string) => `The course platform did not start the session${error}: the lesson plays, but your progress is not reported.`,
  lmsError: (code: string, text: string) => ` (error ${code}: ${text})`,
  thrown: (message: string) => ` (${message})`,
  refused: (what: string, why: string) => `The course platform refused ${what}${why}; the lesson goes on.`,
  /** A value the LMS refused, shortened: `cmi.core.lesson_location = “ticket:3”`. */
  setting: (element: string, value: string) => `${element} = “${value}”`,
  unreadableProgress: 'The progress saved in the LMS could not be read',
  progressDropped: (problem: string) => `${problem}; starting without it (the LMS keeps its copy until there is new progress).`,
  notAPlace: (text: string) => `The saved place “${text}” is not chapter:beat`,
  noSuchChapter: (text: string) => `The saved place “${text}” names no chapter of this package`,
  placeDropped: (problem: string) => `${problem}; starting at the beginning.`,
  /**
   * The poster `embed.js` puts in place of a link on a course page. Written into chapters.json as
   * templates ({title}, {n}, {length}, {min}, {s}), as embed.js runs none of the app's code.
   */
  poster: {
    kicker: 'Cloakroom · idempotency keys',
    play: 'Play',
    playNamed: (title: string) => `Play “${title}”`,
    group: (title: string) => `Cloakroom: ${title}`,
    open: 'or open it on its own page',
    chapterId: (id: string) => `Chapter: ${id}`,
    chapter: (n: string, title: string, length: string) => `Chapter ${n}: ${title} · ${length}`,
    length: (min: string, s: string) => `${min} min ${s} s`,
  },
  /** The names course records (xAPI) give the lesson and its activities. */
  records: {
    lesson: { payflow: 'Idempotency keys: the PayFlow lesson', library: 'Idempotency keys: the library lesson' },
    /** A playlist: the lesson and the chapters it offers. */
    playlist: (lesson: string, chapters: string) => `${lesson} — ${chapters}`,
    everyChapter: 'every chapter',
    predict: (chapter: string) => `Predict the store: ${chapter}`,
    recall: 'Recall: the core of run()',
    yourTurn: 'Your turn: IdempotencyStore.run',
    yourTurnTask: 'Write IdempotencyStore.run; the lesson’s twelve tests judge it.',
    recallGaps: (gaps: readonly string[]) => `Fill in the gaps of run() from memory: ${gaps.join('; ')}.`,
  },
  pastTheEnd: (place: string, lastBeat: number) => `The saved place ${place} is past the chapter’s last beat (${lastBeat}); starting the chapter at its beginning.`,
};

/**
 * The words the entry needs before the player's chunk arrives: a chunk that failed to load, and what
 * was wrong with the address's settings. Kept apart so the small entry carries only these.
 */
export const shell = {
  failed: 'Cloakroom could not start.',
  /** A chunk that did not load, named by what it holds, with the browser's reason. */
  notLoaded: (what: string, why: string) => `${what} could not be loaded (${why}).`,
  chunks: { player: 'The player', views: 'The scene’s views', learn: 'The learning tools', sheets: 'This sheet’s contents', lab: 'The lab', captions: 'This story’s captions' },
  /** Why a chunk the server serves again still fails: said after `notLoaded`'s "could not be loaded". */
  stuckWhy: 'a file they need failed earlier, and this browser keeps that failure',
  stuck: 'The file is there again now. Reloading the page fetches it afresh; if the error stays, restart the browser.',
  checkConnection: 'Check the connection, then try again.',
  reload: 'Reload the page',
  retry: 'Retry',

  /** What a good value of a URL parameter looks like, and how the notice names a bad one. */
  params: {
    oneOf: (values: readonly string[]) => `one of ${values.join(', ')}`,
    flag: '1 or 0 (true/false, on/off)',
    numberIn: (min: number, max: number) => `a number from ${min} to ${max}`,
    origin: 'an origin such as https://course.example (scheme, host and port only)',
    listOf: (values: readonly string[]) => `a list from ${values.join(', ')}`,
    none: 'none',
    /** Switches that exclude each other: "never both no-key and key-per-try". */
    exclusive: (groups: readonly (readonly string[])[]) => groups.map((group) => `never both ${group.join(' and ')}`).join(', '),
    withRule: (expected: string, rule: string) => `${expected} (${rule})`,
    playlist: (values: readonly string[]) => `a comma-separated list of chapters from ${values.join(', ')}`,
    everyChapter: 'every chapter',
    beat: 'a beat number, a whole number from 0',
    firstBeat: 'the first beat',
    lastBeat: 'the last beat',
    continueDefault: 'stop at a chapter’s end when embedded',
    inPlaylist: (chapters: readonly string[]) => `a chapter of the playlist (${chapters.join(', ')})`,
    atOrAfter: (start: number) => `a beat at or after start=${start}`,
    /** A `start=` or `end=` past the chapter's beats, once its scene is built. */
    inChapter: (last: number) => `a beat of this chapter (0 to ${last})`,
    chapterEnd: 'the chapter’s last beat',
    /** `scene=`: a learner's own scene in its text form. */
    scene: 'a scene in Cloakroom’s text form (EMBEDDING.md, “Scenes in a link”)',
    sceneWrong: (statement: number, character: number, why: string) => `a scene Cloakroom can read: statement ${statement}, at character ${character}, ${why}`,
    chapterScene: 'the chapter’s own scene',
    /** What an unknown `lang=` falls back to. */
    languageDefault: 'the browser’s language (English when embedded)',
    thatScene: 'that scene',
    /** `code=`: a learner's store, as Your turn writes it into the address. */
    code: (most: number) => `a store’s code as Your turn writes it (1. and base64url, at most ${most} characters)`,
    skeleton: 'the seed’s starting point',
    thatCode: 'that code',
    problem: (name: string, value: string, expected: string, used: string) => `${name}=“${value}” is not ${expected}; using ${used}.`,
  },
};

/** What stands in for a scene that is loading or failed, and the banner over an extra scene. */
export const scene = {
  loading: 'Starting SQLite in your browser and running the scene…',
  failed: 'The scene could not start.',
  checkConnection: 'Cloakroom runs a real SQLite (WebAssembly) in this page. Check the connection, then try again.',
  /** After the learning tools' failure: what the learner still has. */
  stillPlays: 'The scenes still play.',
  playing: 'Playing:',
  backToChapter: 'Back to the chapter',
  /** Embedded: the views of the player box, as tabs. */
  views: 'Views',
  viewNames: { stage: 'Stage', cloakroom: 'Cloakroom', tables: 'Tables', sql: 'SQL', http: 'HTTP', run: 'run()', learn: 'Try it' },
  notices: {
    params: 'Some settings in the address were not understood:',
    course: 'Course platform:',
    dismiss: 'Dismiss',
    /** A new deploy's files are in (src/offline): the learner chooses when to take them. */
    update: 'A new version of this lesson is ready. This one keeps working until you reload.',
    reload: 'Reload now',
    later: 'Later',
  },
};

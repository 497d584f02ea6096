import type { Catalog } from '../catalog';

/** What the course platform's side tells the learner (SCORM): no LMS, a refused value, a saved place out of range. */
export const course: Catalog['course'] = {
  noLms: 'No se ha encontrado ninguna plataforma de cursos (LMS): la lección se reproduce, pero tu progreso no llega a ningún curso.',
  brokenApi: 'La API SCORM de la plataforma del curso no se puede usar: la lección se reproduce, pero tu progreso no se registra.',
  /** `error` is empty, or the LMS's own " (error 101: …)". */
  notStarted: (error) => `La plataforma del curso no ha iniciado la sesión${error}: la lección se reproduce, pero tu progreso no se registra.`,
  lmsError: (code, text) => ` (error ${code}: ${text})`,
  thrown: (message) => ` (${message})`,
  /** `what`: the call it refused (`LMSCommit`) or a `setting`; `why`: `lmsError` or `thrown`. */
  refused: (what, why) => `La plataforma del curso ha rechazado ${what}${why}; la lección sigue.`,
  /** A value the LMS refused, shortened: `cmi.core.lesson_location = «ticket:3»`. */
  setting: (element, value) => `${element} = «${value}»`,
  unreadableProgress: 'No se ha podido leer el progreso guardado en el LMS',
  progressDropped: (problem) => `${problem}; se empieza sin él (el LMS conserva su copia hasta que haya progreso nuevo).`,
  notAPlace: (text) => `El punto guardado «${text}» no tiene la forma capítulo:paso`,
  noSuchChapter: (text) => `El punto guardado «${text}» no corresponde a ningún capítulo de este paquete`,
  placeDropped: (problem) => `${problem}; se empieza desde el principio.`,
  poster: {
    kicker: 'Cloakroom · claves de idempotencia',
    play: 'Reproducir',
    playNamed: (title) => `Reproducir «${title}»`,
    group: (title) => `Cloakroom: ${title}`,
    open: 'o ábrelo en su propia página',
    chapterId: (id) => `Capítulo: ${id}`,
    chapter: (n, title, length) => `Capítulo ${n}: ${title} · ${length}`,
    length: (min, s) => `${min} min ${s} s`,
  },
  records: {
    lesson: { payflow: 'Claves de idempotencia: la lección de PayFlow', library: 'Claves de idempotencia: la lección de la biblioteca' },
    playlist: (lesson, chapters) => `${lesson} — ${chapters}`,
    everyChapter: 'todos los capítulos',
    predict: (chapter) => `Predice el almacén: ${chapter}`,
    recall: 'Recuerda: el núcleo de run()',
    yourTurn: 'Tu turno: IdempotencyStore.run',
    yourTurnTask: 'Escribe IdempotencyStore.run; las doce pruebas de la lección lo juzgan.',
    recallGaps: (gaps) => `Rellena de memoria los huecos de run(): ${gaps.join('; ')}.`,
  },
  pastTheEnd: (place, lastBeat) => `El punto guardado ${place} queda más allá del último paso del capítulo (${lastBeat}); el capítulo empieza desde el principio.`,
};

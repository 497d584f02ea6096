import type { Catalog } from '../catalog';

/** What stands in for a scene that is loading or failed, and the banner over an extra scene. */
export const scene: Catalog['scene'] = {
  loading: 'Arrancando SQLite en tu navegador y ejecutando la escena…',
  failed: 'La escena no ha podido arrancar.',
  checkConnection: 'Cloakroom ejecuta un SQLite real (WebAssembly) en esta página. Comprueba la conexión y vuelve a intentarlo.',
  /** After the learning tools' failure: what the learner still has. */
  stillPlays: 'Las escenas se siguen reproduciendo.',
  playing: 'Reproduciendo:',
  backToChapter: 'Volver al capítulo',
  /** Embedded: the views of the player box, as tabs. */
  views: 'Vistas',
  viewNames: { stage: 'Escenario', cloakroom: 'Guardarropa', tables: 'Tablas', sql: 'SQL', http: 'HTTP', run: 'run()', learn: 'Pruébalo' },
  notices: {
    params: 'Algunos ajustes de la dirección no se han entendido:',
    course: 'Plataforma del curso:',
    dismiss: 'Descartar',
    /** A new deploy's files are in (src/offline): the learner chooses when to take them. */
    update: 'Hay una versión nueva de esta lección. Esta sigue funcionando hasta que recargues.',
    reload: 'Recargar ahora',
    later: 'Más tarde',
  },
};

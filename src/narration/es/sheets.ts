import type { Catalog } from '../catalog';
import { formatNumber } from '../format';

/** The sheets the top bar opens: help and shortcuts, the transcript, the embed snippet. */
export const sheets: Catalog['sheets'] = {
  close: 'Cerrar',
  loading: 'Cargando…',
  help: {
    title: 'Atajos de teclado y ayuda',
    shortcuts: 'Atajos de teclado',
    keys: 'Teclas',
    what: 'Qué hacen',
    /** Between two keys that do the same: "Space o K". */
    or: ' o ',
    /** Every key the player answers to (`ui/keymap.ts`), named as on the keyboard; only what they do is Spanish. */
    table: (slowest, fastest) => [
      { keys: ['Space'], commands: ['togglePlay'], what: 'Reproducir o pausar' },
      { keys: ['←', '→'], what: 'Un paso atrás o adelante' },
      { keys: ['Shift + ←', 'Shift + →'], what: 'Capítulo anterior o siguiente' },
      { keys: ['Home', 'End'], what: 'Primer o último paso del capítulo' },
      { keys: [], commands: ['slower', 'faster'], what: `Más lento o más rápido (de ${formatNumber(slowest, 2)}× a ${formatNumber(fastest, 2)}×)` },
      { keys: [], commands: ['toggleCaptions'], what: 'Activar o desactivar los subtítulos' },
      { keys: [], commands: ['toggleNarration'], what: 'Activar o desactivar la narración' },
      { keys: [], commands: ['toggleFullscreen'], what: 'Pantalla completa' },
      { keys: [], commands: ['nextDifference'], what: 'Al comparar dos ejecuciones: siguiente diferencia; con Shift, la anterior' },
      { keys: [], commands: ['toggleHelp'], what: 'Esta ayuda' },
    ],
    focus: 'Las teclas funcionan mientras el foco esté en cualquier parte del reproductor.',
    settings: {
      title: 'Atajos de una sola tecla',
      on: 'Espacio, letras y símbolos son atajos',
      off: 'Los atajos de una sola tecla están desactivados. Las flechas, Home y End siguen avanzando y retrocediendo, y cada control es un botón.',
      names: {
        togglePlay: 'Reproducir o pausar',
        slower: 'Más lento',
        faster: 'Más rápido',
        toggleCaptions: 'Activar o desactivar los subtítulos',
        toggleNarration: 'Activar o desactivar la narración',
        toggleFullscreen: 'Pantalla completa',
        nextDifference: 'Al comparar dos ejecuciones: siguiente diferencia (con Shift, la anterior)',
        toggleHelp: 'Esta ayuda',
      },
      keyFor: (what) => `Tecla para ${what.charAt(0).toLowerCase()}${what.slice(1)}`,
      notAKey: 'Un atajo es un solo carácter visible.',
      taken: (key, what) => `${key} ya es la tecla de «${what}».`,
      set: (what, key) => `«${what}» es ahora ${key}.`,
      reset: 'Volver a las teclas de siempre',
      kept: 'Se guarda en este navegador para tu próxima visita.',
    },
    picture: 'Cómo leer la imagen',
    pictureNotes: [
      'Cada escena ejecuta en esta página un almacén de idempotencia real sobre SQLite. Las tablas muestran lo que su SELECT leyó después de cada paso; las celdas resaltadas cambiaron en ese paso.',
      'La ficha es la Idempotency-Key, el gancho es su fila y el abrigo es la respuesta guardada. Si el encargado todavía sostiene el abrigo, la fila está in_flight.',
      'Un mensaje que se cae de la red se ha perdido. Un trabajador tumbado de lado se ha caído; uno azul con un reloj está en pausa.',
      'El árbol de decisión ilumina el camino que siguió la última llamada a run().',
    ],
  },
  transcript: {
    title: 'Transcripción',
    downloadCaptions: 'Descargar los subtítulos (WebVTT)',
    downloadChapters: 'Descargar los capítulos (WebVTT)',
    runningAll: 'Ejecutando la escena de cada capítulo…',
    running: 'Ejecutando su escena…',
  },
  embed: {
    button: 'Insertar',
    title: 'Insertar este capítulo',
    /** The embedded player's frame, as a screen reader names it on the course page. */
    frameTitle: 'Cloakroom: las claves de idempotencia, explicadas con un almacén real',
    /** The sheet's title when the chapter on screen has none. */
    untitled: 'Cloakroom',
    intro: 'Con un solo iframe, este capítulo (con la historia y los ajustes que ves ahora) aparece en cualquier página de tu curso. EMBEDDING.md enumera los mensajes que envía y recibe.',
    snippet: 'Código para insertar',
    poster: 'Código con póster, para una página con muchos reproductores (no se carga nada hasta que se pulsa Reproducir)',
    copyAgain: 'Copiar de nuevo',
    copied: 'Copiado en el portapapeles. Pégalo en la página de tu curso.',
    copyByHand: 'Selecciona el código y cópialo: aquí este navegador no deja usar el portapapeles.',
  },
};

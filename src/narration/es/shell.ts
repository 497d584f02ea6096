import type { ShellWords } from '../catalog';

/**
 * Las palabras que necesita la entrada antes de que llegue el fragmento del reproductor, en español: un
 * fragmento que no se pudo cargar y lo que estaba mal en los ajustes de la dirección.
 */
export const shell: ShellWords = {
  failed: 'Cloakroom no pudo arrancar.',
  /** Un fragmento que no se cargó, nombrado por lo que contiene, con el motivo que da el navegador. */
  notLoaded: (what: string, why: string) => `${what} no se ha podido cargar (${why}).`,
  // Todos en singular masculino, porque `notLoaded` sigue con "no se ha podido cargar".
  chunks: { player: 'El reproductor', views: 'El módulo de vistas de la escena', learn: 'El módulo de herramientas de aprendizaje', sheets: 'El contenido de esta hoja', lab: 'El laboratorio', captions: 'Los subtítulos de esta historia' },
  /** Por qué sigue fallando un fragmento que el servidor vuelve a servir: va tras el "no se ha podido cargar" de `notLoaded`. */
  stuckWhy: 'un archivo que necesita falló antes, y este navegador guarda ese fallo',
  stuck: 'El archivo ya vuelve a estar disponible. Al recargar la página se descarga de nuevo; si el error sigue, reinicia el navegador.',
  checkConnection: 'Comprueba la conexión y vuelve a intentarlo.',
  reload: 'Recargar la página',
  retry: 'Reintentar',

  /** Cómo es un buen valor de un parámetro de la URL, y cómo nombra el aviso uno malo. */
  params: {
    oneOf: (values: readonly string[]) => `uno de ${values.join(', ')}`,
    flag: '1 o 0 (true/false, on/off)',
    numberIn: (min: number, max: number) => `un número de ${min} a ${max}`,
    origin: 'un origen como https://course.example (solo esquema, host y puerto)',
    listOf: (values: readonly string[]) => `una lista con valores de ${values.join(', ')}`,
    none: 'ninguno',
    /** Interruptores que se excluyen entre sí: "nunca no-key y key-per-try a la vez". */
    exclusive: (groups: readonly (readonly string[])[]) => groups.map((group) => `nunca ${group.join(' y ')} a la vez`).join(', '),
    withRule: (expected: string, rule: string) => `${expected} (${rule})`,
    playlist: (values: readonly string[]) => `una lista de capítulos separados por comas, de entre ${values.join(', ')}`,
    everyChapter: 'todos los capítulos',
    beat: 'un número de paso, un entero desde 0',
    firstBeat: 'el primer paso',
    lastBeat: 'el último paso',
    continueDefault: 'parar al final de cada capítulo cuando está incrustado',
    inPlaylist: (chapters: readonly string[]) => `un capítulo de la lista (${chapters.join(', ')})`,
    atOrAfter: (start: number) => `un paso igual o posterior a start=${start}`,
    /** Un `start=` o `end=` más allá de los pasos del capítulo, una vez construida su escena. */
    inChapter: (last: number) => `un paso de este capítulo (de 0 a ${last})`,
    chapterEnd: 'el último paso del capítulo',
    /** `scene=`: la escena propia de quien aprende, en su forma de texto. */
    scene: 'una escena en la forma de texto de Cloakroom (EMBEDDING.md, “Scenes in a link”)',
    sceneWrong: (statement: number, character: number, why: string) =>
      `una escena que Cloakroom pueda leer: sentencia ${statement}, en el carácter ${character}, ${why}`,
    chapterScene: 'la escena propia del capítulo',
    languageDefault: 'el idioma del navegador (inglés cuando está incrustado)',
    thatScene: 'esa escena',
    code: (most: number) => `el código de un almacén tal como lo escribe «Tu turno» (1. y base64url, como mucho ${most} caracteres)`,
    skeleton: 'el punto de partida de la lección',
    thatCode: 'ese código',
    problem: (name: string, value: string, expected: string, used: string) => `${name}=«${value}» no es ${expected}; se usa ${used}.`,
  },
};

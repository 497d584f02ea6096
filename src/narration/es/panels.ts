import type { Catalog } from '../catalog';
import { formatCount, formatList, formatTime, plural } from '../format';
import { parts } from '../parts';

/** The panels beside the stage: the tables, the SQL, the HTTP exchange, run()'s decision, the cloakroom. */
export const panels: Catalog['panels'] = {
  keys: {
    title: { payflow: 'La memoria de la tienda', library: 'La memoria de la biblioteca' },
    empty: 'No hay filas: ahora mismo no hay ninguna clave en un gancho.',
  },
  ledger: {
    charges: { title: 'Dinero cobrado', name: 'Cobros de PayCo', empty: 'No hay cobros: no se ha movido dinero.' },
    loans: { title: 'Préstamos registrados', empty: 'No hay préstamos registrados.' },
  },
  table: {
    rows: (count) => parts`${formatCount(count)} ${plural(count, { one: 'fila', other: 'filas' })}`,
    starting: 'Arrancando SQLite…',
    firstRows: (shown, count) => parts`Las primeras ${formatCount(shown)} de ${formatCount(count)}${plural(count, { one: ' fila.', other: ' filas.' })}`,
    /** Before the keys of the rows this beat deleted. */
    deleted: 'Borradas en este paso:',
    moreDeleted: (count) => parts`y ${formatCount(count)} más`,
    highlighted: 'resaltado',
    changedByBeat: ' = cambió en este paso',
  },
  sql: {
    /** After "SQL" in the panel's title. */
    justRan: 'que se acaba de ejecutar',
    ranLast: 'que se ejecutó por última vez',
    /** Quién lo ejecutó, por su nombre en mitad de frase: "por el trabajador 1". */
    by: (actor) => parts`por ${actor}`,
    none: 'Todavía no se ha ejecutado SQL en esta escena.',
    bound: 'valor enlazado',
    opened: 'transacción abierta',
    landed: 'transacción confirmada',
    returned: (count) => formatCount(count, { one: '# fila devuelta', other: '# filas devueltas' }),
    changed: (count) => formatCount(count, { one: '# fila cambiada', other: '# filas cambiadas' }),
  },
  http: {
    title: 'Intercambio HTTP',
    /** A beat that tells several answers at once (five copies of one request, answered together). */
    together: (n) => formatCount(n, { one: '# respuesta en este paso', other: '# respuestas en este paso' }),
    /** Quién respondió, por su nombre en mitad de frase ("el trabajador 1"): "de" + "el" se contrae en "del". */
    who: (name) => (name.startsWith('el ') ? `del ${name.slice(3)}` : `de ${name}`),
    replayed: 'Idempotency-Replayed: true',
    none: 'Todavía no hay ninguna petición.',
    waiting: 'esperando una respuesta…',
    lost: 'la red lo perdió',
    /** A header the message does not carry. */
    absent: '(ninguno)',
  },
  decision: {
    title: 'run(): la decisión',
    crashed: ' · se cayó antes de terminar',
    broken: (mistakes) =>
      parts`Este almacén está roto: ${formatList(mistakes.map((mistake) => `«${mistake}»`))}. El árbol es el run() correcto; lo iluminado es lo que este almacén hizo de verdad.`,
    none: 'Todavía no hay ninguna llamada a run() en esta escena: nadie le ha preguntado al almacén por una clave.',
    /** Said before a node's words while the path has taken it. */
    taken: '(recorrido) ',
    claim: 'reservar',
    claimed: '1 fila cambiada → la clave es nuestra',
    /** "0 filas → SELECT de la fila", around the statement. */
    read: ['0 filas → ', ' de la fila'],
    mismatch: (status) => parts`otra huella → ${status}, el trabajo nunca se ejecuta`,
    replayed: 'done → repetir la respuesta guardada, el trabajo nunca se ejecuta',
    inFlight: 'in_flight, con menos de lockMs → 409 + Retry-After',
    /** Before the statement it runs, its space included; so are `save` and `workFailed`. */
    stale: 'in_flight, con más de lockMs → tomar el relevo ',
    tookOver: '1 fila → la clave es nuestra',
    takeoverLost: '0 filas → otro reintento ganó: 409',
    work: 'trabajo:',
    /** The work `run()` guards, by what the story's ledger counts. */
    workOf: { charge: 'cobrar en PayCo', loan: 'escribir la fila del préstamo' },
    save: 'guardar ',
    saveFenced: 'guardar cambió 0 filas → 409, vale la respuesta del dueño más reciente',
    workFailed: 'el trabajo falló → liberar ',
    released: '1 fila borrada: un reintento puede volver a hacer el trabajo',
    releaseFenced: '0 filas: la reserva ya es de otro, no se borra nada',
  },
  cloakroom: {
    title: 'El guardarropa',
    /** The legend: each thing in the picture, and what it stands for. */
    legend: [
      ['ficha', 'Idempotency-Key'],
      ['gancho', 'fila'],
      ['abrigo', 'respuesta guardada'],
      ['encargado con un abrigo', 'in_flight'],
    ],
    empty: 'Todos los ganchos están libres: no hay filas en idempotency_keys.',
    /** The key's row: "in_flight · reservada hace 1,5 s". */
    claimed: (ageMs) => parts`in_flight · reservada hace ${formatTime(ageMs)}`,
    deadHolder: ' por un trabajador que se cayó',
    stale: 'con más de lockMs: bloqueo caducado',
    staleAfter: (lockMs) => `caduca al pasar lockMs (${formatTime(lockMs)})`,
    /** A saved response on its coat's tag: "201 · ch_1", "201 · préstamo 1". */
    noResponse: 'todavía sin respuesta',
    saved: 'guardada',
    loan: (id) => `préstamo ${id}`,
  },
};

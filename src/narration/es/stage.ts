import type { Catalog } from '../catalog';
import { formatCount, formatTime, plural } from '../format';
import { parts } from '../parts';

/** The stage: its lanes, what a figure is doing, the messages on their way, the clock; and the lab's stage. */
export const stage: Catalog['stage'] = {
  name: 'Escenario',
  /** Each lane's title, by the role of the actors in it. */
  lanes: {
    payflow: { client: 'Móviles', network: 'Red', worker: 'Tienda', database: 'SQLite', provider: 'PayCo', clock: 'Tareas' },
    library: { client: 'Mostradores', network: 'Red', worker: 'Servidor de la biblioteca', database: 'SQLite', provider: 'Proveedor', clock: 'Tareas' },
  },
  /** What an actor just did, in a few words, under its figure. */
  badges: {
    timedOut: (attempt, waitMs) => `intento ${attempt} sin respuesta; espera ${formatTime(waitMs)}`,
    waits: (waitMs) => `espera ${formatTime(waitMs)}`,
    /** The answer a client got: its status, or its status and reason ("recibió 409 …"). */
    got: (answer) => `recibió ${answer}`,
    gaveUp: (attempts) => `desistió tras ${formatCount(attempts, { one: '# intento', other: '# intentos' })}`,
    charged: (chargeId) => `cobró ${chargeId}`,
    replayed: (chargeId) => `repitió ${chargeId}`,
    pruned: (rows) => `borró ${formatCount(rows, { one: '# fila', other: '# filas' })}`,
  },
  /** A message on its way between lanes. */
  travel: {
    key: (key) => `clave ${key}`,
    noKey: 'sin clave',
    answer: 'respuesta',
    /** Under an answer's status: the saved answer, sent again. */
    replayed: 'repetida',
    charge: 'cobro',
    replay: 'repetición',
    lost: 'perdido',
  },
  actor: {
    /** Before the ticket, its space included. */
    holds: 'tiene ',
    holding: 'Este trabajador tiene la reserva: la fila está in_flight',
    deadHolding: 'Su token sigue siendo el locked_at de la fila: la reserva sobrevive al trabajador hasta que otro tome el relevo',
    crashed: 'caído',
    paused: 'en pausa',
    until: (time) => ` hasta ${formatTime(time)}`,
  },
  clock: {
    /** The pieces around the clock's figures keep their spaces. */
    virtualTime: 'tiempo virtual ',
    at: (time) => parts`t = ${formatTime(time)}`,
    lockMs: 'lockMs = ',
    ms: (ms) => formatCount(ms),
    msUnit: ' ms',
  },
  lab: {
    name: 'El laboratorio',
    results: 'Resultados del laboratorio',
    /** The lesson's settings, over its table. */
    settings: (total, unit) =>
      parts`${formatCount(total)} ${plural(total, unit === 'loan' ? { one: 'préstamo', other: 'préstamos' } : { one: 'pago', other: 'pagos' })}, un 20 % de las respuestas se pierde, hasta 5 intentos, cada versión en una base de datos nueva`,
    progress: 'progreso',
    done: (done, total) => `${formatCount(done)}/${formatCount(total)}`,
    bar: (value, unit) =>
      parts`${formatCount(value)} ${plural(value, unit === 'loan' ? { one: 'fila de préstamo', other: 'filas de préstamo' } : { one: 'cobro', other: 'cobros' })}`,
    goal: (total) => parts`línea discontinua: ${formatCount(total)}, uno por pedido`,
  },
};

import type { BreakId } from '../../core/trace';
import type { Catalog } from '../catalog';
import { formatCount, formatTime, plural } from '../format';
import { parts } from '../parts';
import { breaks } from './breaks';
import { INVARIANTS } from './invariants';

const schedules = { one: 'planificación', other: 'planificaciones' };

// The race's one order has one body: a switch about bodies has no race of its own.
const notes: Record<'correct' | Exclude<BreakId, 'no-key' | 'no-body-digest'>, string> = {
  correct: 'Reserva atómica, compare-and-set, fencing y la clave propia de PayCo.',
  'select-then-insert': 'La reserva primero mira y solo inserta después del trabajo; PayCo no recibe clave, como en el capítulo del doble clic.',
  'key-per-try': 'Cada intento lleva una clave nueva; PayCo no recibe clave, como en el capítulo de la ficha.',
  'blind-takeover': 'Se toma el relevo de un bloqueo caducado diga lo que diga ahora; PayCo conserva su clave, como en el capítulo de la caída.',
  'no-fencing': 'Guardar y liberar no miran el token del trabajador; PayCo conserva su clave, como en el capítulo del fencing.',
  'no-provider-key': 'El almacén es correcto, pero la tienda llama a PayCo sin una clave propia.',
};

/** The race finder: its shops, its search and what it found, and the race on real processes. */
export const race: Catalog['race'] = {
  title: 'Encuentra una carrera',
  lead: (runs) =>
    parts`Elige una tienda. Hasta ${formatCount(runs)} planificaciones al azar se ejecutan contra su almacén real, y cada una se comprueba con las reglas de la lección: ningún pedido cobrado dos veces, ninguna respuesta guardada sustituida, una sola toma del relevo por bloqueo caducado…`,
  which: '¿Qué tienda?',
  /** A shop's name and where it stands, in one line; a shop with a lesson's mistake in it is named by its break-it switch. */
  shop: (id) => ({ label: id === 'correct' ? 'El almacén correcto' : breaks.switches[id].label, note: notes[id] }),
  stop: 'Detener',
  find: 'Buscar una carrera',
  trying: (shop, tried) => parts`Probando planificaciones contra «${shop}»: ${formatCount(tried)} hasta ahora…`,
  stopped: (tried) => parts`Detenido tras ${formatCount(tried)}${plural(tried, { one: ' planificación.', other: ' planificaciones.' })}`,
  failed: (error) => parts`El buscador de carreras no ha podido ejecutarse: ${error}`,
  held: (tried, ms, shop) =>
    parts`${formatCount(tried)}${plural(tried, { one: ' planificación probada en ', other: ' planificaciones probadas en ' })}${formatTime(ms)} (${`${formatCount(Math.round(tried / (ms / 1000)))} por segundo`}): ninguna rompió «${shop}». Todos los invariantes se cumplieron.`,
  found: 'Carrera encontrada',
  /** Straight after "Carrera encontrada". */
  foundWhere: (shop, after, shrinks, tried, ms) =>
    parts` en «${shop}» tras ${formatCount(after)} ${plural(after, schedules)}, reducida${' '}${formatCount(shrinks)} ${plural(shrinks, { one: 'vez', other: 'veces' })} hasta la más pequeña (${formatCount(tried)} ejecuciones en ${formatTime(ms)}).`,
  invariants: INVARIANTS,
  broken: (rule) => parts`No se cumple: ${rule}.`,
  play: 'Reproducir la carrera',
  /** The race, as the scene banner names it. */
  scene: (shop) => `La carrera en «${shop}»`,
  forReal: 'Ejecútala de verdad',
  forRealLead: (processes, rounds) =>
    parts`La carrera no es un truco de la página. En un clon de Cloakroom, ${processes} procesos reales del sistema operativo comparten un archivo SQLite y envían la misma clave en el mismo instante, durante ${rounds} rondas, y se imprimen los cobros de cada ronda:`,
  variants: 'Variantes: ',
};

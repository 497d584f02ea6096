import type { Catalog } from '../catalog';
import { parts } from '../parts';

/** Each break-it switch in a learner's words: its button (and the race finder's shop), and what it does to the shop. */
const switches: Catalog['breaks']['switches'] = {
  'no-key': { label: 'Sin clave', does: () => 'El cliente no envía ninguna Idempotency-Key.' },
  'key-per-try': { label: 'Una clave nueva por intento', does: () => 'El cliente se inventa una clave nueva en cada intento.' },
  'select-then-insert': {
    label: 'SELECT y luego INSERT',
    does: (story) =>
      story === 'payflow'
        ? 'El almacén busca la clave, hace el trabajo y solo después la inserta.'
        : 'El almacén busca la clave, espera y solo después escribe el préstamo y la clave.',
  },
  'blind-takeover': { label: 'Toma del relevo sin compare-and-set', does: () => 'Se toma el relevo de un bloqueo caducado sin comprobar locked_at.' },
  'no-fencing': { label: 'Sin fencing', does: () => 'Guardar y liberar ya no comprueban el locked_at del propio trabajador (el fencing).' },
  'no-provider-key': { label: 'Sin clave para PayCo', does: () => 'La tienda llama a PayCo sin una clave propia.' },
  'no-body-digest': {
    label: 'Sin resumen del cuerpo',
    does: (story) =>
      story === 'payflow'
        ? 'La fila de la clave no guarda la huella del carrito, solo el método y la ruta: otro carrito con la misma clave coincide.'
        : 'La fila de la clave no guarda el sha256 del cuerpo, solo el método y la ruta: otro préstamo con la misma clave coincide.',
  },
};

export const breaks: Catalog['breaks'] = {
  switches,
  title: 'Romperlo:',
  /** Under the switches: what the ones on do, and that the scene re-ran with them. */
  note: (does, mistakes) =>
    parts`${does} La escena se ha vuelto a ejecutar sobre una base de datos nueva con ${mistakes === 1 ? 'este fallo' : 'estos fallos'}.`,
};

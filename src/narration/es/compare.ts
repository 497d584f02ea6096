/**
 * Las palabras de una comparación: «Comparar…» y sus opciones, el nombre de cada lado, las regiones,
 * la franja de diferencias, el resumen calculado de las dos trazas («A: 1 cobro. B: 2 cobros — ch_2 a
 * los 6,1 s, la toma del relevo del Trabajador 2»), la frase que se dice donde difieren y los controles.
 */
import type { Catalog } from '../catalog';
import { formatCount, formatList, formatTime } from '../format';
import { workerName } from '../lanes';

type Words = Catalog['compare'];
type Summary = Parameters<Words['summary']>[0];
type Row = Summary['extra'][number];
type Facet = Parameters<Words['here']['differ']>[0][number];

const FACET: Record<Facet, (story: 'payflow' | 'library') => string> = {
  rows: () => 'las filas de claves',
  ledger: (story) => (story === 'payflow' ? 'los cobros' : 'los préstamos'),
  answers: (story) => (story === 'payflow' ? 'las respuestas que leyó el móvil' : 'las respuestas que leyó la app del mostrador'),
  client: (story) => (story === 'payflow' ? 'lo que sabe el móvil' : 'lo que sabe la app del mostrador'),
};

/** Cómo tenía la clave el trabajador de una fila, antes de su nombre: «la toma del relevo del Trabajador 2». */
const ORIGIN: Record<Row['origin'], string> = {
  claim: 'la reserva',
  takeover: 'la toma del relevo',
  'blind-takeover': 'la toma del relevo a ciegas',
  'look-up': 'la búsqueda (SELECT y luego INSERT)',
  'no-key': 'el trabajo sin clave',
};

const UNIT = { charge: { one: '# cobro', other: '# cobros' }, loan: { one: '# préstamo', other: '# préstamos' } };

/** Una fila que un lado tiene de más: «ch_2 a los 6,1 s, la toma del relevo del Trabajador 2». */
function extraRow(row: Row, unit: Summary['unit']): string {
  const id = unit === 'charge' ? row.id : `préstamo ${row.id}`;
  const who = row.worker ? `, ${ORIGIN[row.origin]} del ${workerName(row.worker)}` : '';
  return `${id} a los ${formatTime(row.time)}${who}`;
}

function tally(summary: Summary, side: 'a' | 'b'): string {
  const count = formatCount(summary[side].ledger, UNIT[summary.unit]);
  const extra = summary.extra.filter((row) => row.side === side).map((row) => extraRow(row, summary.unit));
  return `${side.toUpperCase()}: ${count}${extra.length > 0 ? ` — ${formatList(extra)}` : ''}.`;
}

const facets = (list: readonly Facet[], story: 'payflow' | 'library') => formatList(list.map((f) => FACET[f](story)));

export const compare: Words = {
  open: 'Comparar…',
  picker: {
    title: 'Comparar esta escena con',
    intro: 'Las dos ejecutan la misma escena, cada una sobre su propia base de datos nueva, lado a lado en una sola línea de tiempo.',
    switches: 'El mismo capítulo con otros interruptores',
    switchSet: (labels) => (labels.length === 0 ? 'Todos los interruptores apagados' : labels.join(' + ')),
    yours: 'Tu almacén',
    yoursAgainst: 'La misma escena sobre tu almacén',
    noYours: 'Escribe tu propio almacén en «Tu turno» y ejecuta sus pruebas: entonces podrá jugar el otro lado.',
    branches: 'Otra rama de tu escena',
    noBranches: 'Vuelve atrás y actúa en un paso anterior para hacer otra rama.',
    nothing: 'Este capítulo no tiene interruptores que cambiar.',
    cancel: 'Cancelar',
  },
  close: 'Cerrar la comparación',
  title: (a, b) => `A: ${a} · B: ${b}`,
  building: 'Ejecutando los dos lados, cada uno sobre su propia base de datos nueva…',
  failed: (why) => `No se ha podido hacer la comparación: ${why}.`,
  sideNames: {
    asItIs: 'el capítulo tal como se ejecuta',
    lessonStore: 'el almacén de la lección',
    yourStore: 'tu almacén',
    scene: (letter) => `escena ${letter}`,
    off: {
      'no-key': 'con clave',
      'key-per-try': 'una clave para todos los intentos',
      'select-then-insert': 'INSERT … ON CONFLICT',
      'blind-takeover': 'toma del relevo con compare-and-set',
      'no-fencing': 'con fencing',
      'no-provider-key': 'con la clave de PayCo',
      'no-body-digest': 'con el resumen del cuerpo',
    },
  },
  region: (letter, name) => `${letter}: ${name}`,
  stage: (name) => `Escenario: ${name}`,
  rows: (letter, name) => `Filas, ${letter}: ${name}`,
  panelSide: (letter, name) => `, ${letter}: ${name}`,
  captions: (name) => `Subtítulos: ${name}`,
  tabs: 'Lados',
  tab: (letter, name) => `${letter}: ${name}`,
  strip: 'Diferencias',
  nextDifference: 'Siguiente diferencia',
  previousDifference: 'Diferencia anterior',
  nextDifferenceKey: 'Siguiente diferencia (D)',
  previousDifferenceKey: 'Diferencia anterior (Shift + D)',
  summary: (summary) => `${tally(summary, 'a')} ${tally(summary, 'b')}`,
  firstAt: (time, list, story) => `Primera diferencia a los ${formatTime(time)}: ${facets(list, story)}.`,
  same: 'Las dos ejecuciones coinciden en cada paso.',
  here: {
    same: 'Aquí: lo mismo en los dos lados.',
    differ: (list, story) => `Aquí difieren: ${facets(list, story)}.`,
  },
  said: (time, list, story, rows) => `A los ${formatTime(time)} las dos ejecuciones difieren: ${facets(list, story)}.${rows.length > 0 ? ` ${formatList(rows)}.` : ''}`,
  saidRow: (row, unit) => `${row.side.toUpperCase()} ${unit === 'charge' ? 'vuelve a cobrar' : 'vuelve a prestar'}: ${extraRow(row, unit)}`,
  bothSaid: (a, b) => `A: ${a} B: ${b}`,
  timelineAt: (step, count, time, here) => `Paso ${step} de ${count}, a los ${formatTime(time)}. ${here}`,
  differenceMark: 'una diferencia',
  firstMark: 'la primera diferencia',
  firstBadge: 'Primera diferencia',
  checks: {
    differs: 'no como en el otro lado',
  },
};

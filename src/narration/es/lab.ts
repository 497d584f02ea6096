import type { StoryId } from '../../core/trace';
import type { Catalog, PluralForms } from '../catalog';
import { formatCount, formatPercent, formatTime } from '../format';
import { language } from '../language';
import { parts } from '../parts';

/** What the lab counts, per story: PayFlow's checkouts (pagos), the library's loans. */
const things = {
  payflow: { one: '# pago', other: '# pagos' },
  library: { one: '# préstamo', other: '# préstamos' },
} satisfies Record<StoryId, PluralForms>;
const thingsPlural: Record<StoryId, string> = { payflow: 'pagos', library: 'préstamos' };

/** The lab: the lesson's table, the learner's own run, the orders worth opening. */
export const lab: Catalog['lab'] = {
  /** The table's columns in the lesson's words, for charges (PayFlow) or loans (library). */
  columns: {
    charge: ['versión', 'cobros', 'pedidos cobrados dos veces', 'el cliente desistió', 'rechazados (4xx)', 'llamadas'],
    loan: ['versión', 'préstamos', 'préstamos duplicados', 'el cliente desistió', 'rechazados (4xx)', 'llamadas'],
  },
  /** `npm run lab`'s line over its table. */
  cliSettings: (story, checkouts, loss, attempts, seed) =>
    // The counts as the arguments gave them, ungrouped, as the CLI has always printed them.
    `${checkouts} ${thingsPlural[story]}, ${formatPercent(loss)} de respuestas perdidas, hasta ${formatCount(attempts, { one: '# intento', other: '# intentos' })}, semilla ${seed}`,

  title: 'Ejecuta tú el laboratorio',
  loading: 'Cargando el laboratorio…',
  lead: (story) =>
    parts`${story === 'payflow' ? 'Un móvil' : 'La app del mostrador'} hace los ${thingsPlural[story]} uno tras otro por una red que pierde respuestas; cada versión se ejecuta sobre una base de datos nueva en un Web Worker, con el endpoint y el almacén reales. ${story === 'payflow' ? 'PayCo no recibe clave, como en la lección.' : ''}`,
  fields: {
    checkouts: { payflow: 'Pagos', library: 'Préstamos' },
    loss: 'Respuestas perdidas',
    attempts: 'Intentos como máximo',
    seed: 'Semilla',
  },
  /** The names the settings' check gives the fields (the field «Intentos» must be …). */
  checked: { loss: 'Respuestas perdidas', attempts: 'Intentos', seed: 'Semilla' },
  mustBeWhole: (field, min, max) => `«${field}» tiene que ser un número entero entre ${formatCount(min)} y ${formatCount(max)}.`,
  percent: '%',
  run: 'Ejecutar el laboratorio',
  stop: 'Detener',
  progress: 'Progreso del laboratorio',
  results: 'Los resultados de tu laboratorio',
  running: (version, name, total, story) => `Ejecutando la versión ${version} de 3 (${name}) con ${formatCount(total, things[story])}…`,
  // Three versions of `total` each: never one, so the noun is always plural.
  done: (total, ms, story) =>
    `Hecho: 3 × ${formatCount(total)} ${thingsPlural[story]} en ${formatTime(ms)}, contados en el registro de cada versión.`,
  stopped: 'Detenido. La tabla muestra lo que se contó hasta ese momento.',
  failed: (error) => `El laboratorio no ha podido ejecutarse: ${error}`,

  chart: {
    title: { charge: 'Cuántas veces se cobró cada pedido', loan: 'Cuántas veces se registró cada préstamo' },
    /** The bands: once, twice, three times or more. */
    bands: ['una vez', 'dos veces', '3 veces o más'],
    /** A band of a version's bar, in words: "8071 pedidos cobrados una vez". */
    band: (count, band, unit) =>
      `${formatCount(count, unit === 'charge' ? { one: '# pedido cobrado', other: '# pedidos cobrados' } : { one: '# préstamo registrado', other: '# préstamos registrados' })} ${band}`,
    /** A version's bar, for a screen reader: its bands in words, or that it has none yet. */
    track: (version, bands) => `${version}: ${bands.join(', ') || 'nada todavía'}`,
  },

  orders: {
    title: (story) => parts`Abre un ${story === 'payflow' ? 'pedido' : 'préstamo'} como escena propia`,
    /** An order the ledger charged more than once, or a member it lent to more than once. */
    doubled: {
      // How often, as the lab order's own closing caption says it (the active language's caption words).
      payflow: (charges) => `cobrado ${language().captionVars.times(charges)}`,
      library: (loans) => (loans === 2 ? 'dos préstamos' : formatCount(loans, { one: '# préstamo', other: '# préstamos' })),
    },
    gaveUp: 'desistió',
    version: 'Versión',
    number: { payflow: 'Número de pedido', library: 'Número de préstamo' },
    open: 'Abrir en el reproductor',
    pick: (total) => `Elige un número del 1 al ${formatCount(total)}.`,
    /** The scene banner's name for one opened order. */
    scene: { payflow: (owner, version) => `Pedido ${owner} (${version})`, library: (owner, version) => `Préstamo para ${owner} (${version})` },
  },
};

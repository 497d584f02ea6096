import type { BreakId } from '../../core/trace';
import type { CaptionVars } from '../catalog';
import { formatCount, formatList, formatTime } from '../format';
import { breaks } from './breaks';
import { INVARIANTS } from './invariants';

/**
 * Cómo dicen los subtítulos los valores que core les pasa en bruto (`captionText`), por el nombre de la
 * variable: dónde se paró un trabajador, cuántas veces tiene el registro un pedido, qué intentos
 * perdieron su respuesta, en español.
 */
export const captionVars: CaptionVars = {
  /** Dónde se paró un trabajador (su `point`), para seguir a "se cae …", "se congela …", "despierta …". */
  points: {
    receive: 'antes de leer la petición',
    claim: 'justo antes de reservar la clave',
    read: 'justo antes de leer la fila',
    takeover: 'justo antes de tomar el relevo',
    work: 'justo antes de hacer el trabajo',
    save: 'justo antes de guardar la respuesta',
    release: 'justo antes de liberar la clave',
    respond: 'justo antes de responder',
    'in-transaction': 'dentro de la transacción',
  },
  /** `…Times`: 1 → "una vez", 2 → "dos veces", n → "n veces". */
  times: (n: number) => (n === 1 ? 'una vez' : n === 2 ? 'dos veces' : formatCount(n, { one: '# vez', other: '# veces' })),
  /** `…Attempts` (números de intento, "1,2"), con su artículo: "el intento 1", "los intentos 1 y 2". */
  attempts: (numbers: readonly number[]) =>
    numbers.length === 1 ? `el intento ${formatCount(numbers[0]!)}` : `los intentos ${formatList(numbers.map((n) => formatCount(n)))}`,
  /** `…Faults`: los fallos de una planificación, tras sus trabajadores ("; el trabajador 1 se cae justo antes de guardar la respuesta"). */
  faults: ({ crash, pause, lostAnswers, paycoLost }) => {
    const where = (at: string) => captionVars.points[at] ?? at;
    const parts: string[] = [];
    if (crash) parts.push(`el trabajador ${crash.worker} se cae ${where(crash.at)}`);
    if (pause) parts.push(`el trabajador ${pause.worker} se congela ${where(pause.at)}${pause.untilTakeover ? ' hasta que otro tome su clave' : ''}`);
    if (lostAnswers) parts.push(`se ${lostAnswers === 1 ? 'pierde' : 'pierden'} ${formatCount(lostAnswers, { one: '# respuesta', other: '# respuestas' })}`);
    if (paycoLost) parts.push(`se ${paycoLost === 1 ? 'pierde' : 'pierden'} ${formatCount(paycoLost, { one: '# respuesta', other: '# respuestas' })} de PayCo`);
    return parts.length ? `; ${parts.join(', ')}` : '';
  },
  /**
   * «de» y «a» ante el artículo que trae un nombre («de el Trabajador 2») se contraen: «del», «al».
   * Solo palabras enteras, letras acentuadas incluidas: con \b, «hacía el» se leía «…a el» y daba «hacíal».
   */
  contract: (text) => text.replace(/(?<![\p{L}\p{N}])de el(?![\p{L}\p{N}])/gu, 'del').replace(/(?<![\p{L}\p{N}])a el(?![\p{L}\p{N}])/gu, 'al'),
  /** El `variant` del explorador de carreras cuando el almacén que buscó es el del estudiante (`YOUR_STORE`). */
  yourStore: 'tu almacén',
  /** `…Invariants`: las reglas que rompió una planificación, una tras otra. */
  invariants: (ids) => ids.map((id) => INVARIANTS[id]).join('; '),
  /** Varios trabajadores en una frase, cada uno con su artículo: "el Trabajador 1 y el Trabajador 2". */
  workers: (names) => formatList(names.map((name) => `el ${name}`)),
  /** `…Changes`: los cambios de una escena propia a toda la escena, tras "Para toda la escena, ". */
  changes: (changes) => formatList(changes.map(changePhrase)),
};

/** Un cambio a toda la escena, como verbo en pasado, de tú. */
function changePhrase(change: string): string {
  const [name, value = ''] = change.split('=');
  switch (name) {
    case 'lockMs':
      return `pusiste lockMs en ${formatTime(Number(value))}`;
    case 'paycoKey':
      return value === 'on' ? 'activaste la clave propia de PayCo' : 'desactivaste la clave propia de PayCo';
    case 'break+':
      return `activaste «${breaks.switches[value as BreakId].label}»`;
    case 'break-':
      return `desactivaste «${breaks.switches[value as BreakId].label}»`;
    default:
      return `pusiste ${formatCount(Number(value))} trabajadores`;
  }
}

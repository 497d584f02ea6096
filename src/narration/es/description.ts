import type { Catalog } from '../catalog';
import { formatCount, formatMoney, formatTime } from '../format';

/**
 * La escena tal como la oye un lector de pantalla junto al escenario: una línea corta por cosa, hecha
 * con el estado que registró el paso; lo que añade un anuncio tras arrastrar la línea de tiempo; las
 * comprobaciones cuyo veredicto cambió; y los títulos de la página de revisión (`?describe=1`).
 */
export const description: Catalog['description'] = {
  title: 'Descripción de la escena',
  time: (ms, lockMs) => `Tiempo virtual ${formatTime(ms)}; lockMs es ${formatTime(lockMs)}.`,
  worker: {
    idle: (name) => `${name}: activo, sin ninguna clave.`,
    holds: (name, ticket, working) => `${name}: activo, tiene ${ticket}${working ? ', su trabajo ha empezado' : ''}.`,
    paused: (name, until, ticket) => `${name}: en pausa${until === undefined ? '' : ` hasta ${formatTime(until)}`}${ticket === undefined ? '' : `, tiene ${ticket}`}.`,
    crashed: (name, ticket) => `${name}: caído, su proceso murió${ticket === undefined ? '' : `; su reserva de ${ticket} sigue en pie`}.`,
  },
  row: {
    none: 'idempotency_keys: ninguna fila.',
    done: (key, lockedAt, answer) => `Fila ${key}: done, locked_at ${lockedAt}, respuesta guardada ${answer}.`,
    inFlight: (key, lockedAt, holder, ageMs, stale, lockMs) =>
      `Fila ${key}: in_flight, locked_at ${lockedAt}, ${holder}, reservada hace ${formatTime(ageMs)}; ${stale ? 'caducada: un reintento puede tomar el relevo' : `caduca a los ${formatTime(lockMs)}`}.`,
    heldBy: (names, count) => `${count === 1 ? 'la tiene el' : 'la tienen'} ${names}`,
    deadHolder: (name) => `quien la tenía, el ${name}, está caído`,
    heldByNobody: 'nadie la tiene',
    gone: (key) => `Fila ${key}: borrada.`,
    notYet: (key) => `Fila ${key}: aún no escrita en este paso.`,
  },
  ledger: {
    charges: (count, list) => (count === 0 ? 'Cobros de PayCo: ninguno.' : `Cobros de PayCo: ${formatCount(count)}, ${list}.`),
    charge: (id, order, cents) => `${id} del pedido ${order}, ${formatMoney(cents)}`,
    loans: (count, list) => (count === 0 ? 'Filas de préstamo: ninguna.' : `Filas de préstamo: ${formatCount(count)}, ${list}.`),
    loan: (id, member, isbn) => `préstamo ${id} para el socio ${member}, libro ${isbn}`,
  },
  intent: (who, intent, knows) => `${who}: ${intent}, ${knows}.`,
  nothingSent: (who) => `${who}: todavía no ha enviado nada.`,
  lab: (version, done, total, cells) => `${version}: ${formatCount(done)} de ${formatCount(total)} hechos; ${cells}.`,
  labCell: (column, value) => `${column} ${formatCount(value)}`,
  verdict: (check, holds, brokeAt) =>
    holds ? `Comprobación que ahora se cumple: ${check}.` : `Comprobación que ahora no se cumple: ${check}${brokeAt === undefined ? '' : `, desde el paso ${brokeAt}`}.`,
  review: {
    title: 'Lo que recibe un lector de pantalla',
    played: 'Al llegar reproduciendo',
    stepped: 'Al llegar con un paso desde el paso anterior',
    announced: 'Anunciado hasta ahora (lo más reciente primero)',
    nothingYet: 'Todavía no se ha anunciado nada.',
  },
};

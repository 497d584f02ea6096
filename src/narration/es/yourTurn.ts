/**
 * Las palabras de «Tu turno», en español: las doce pruebas, qué dice un fallo (lo esperado frente a lo
 * que pasó), el editor, los avisos. Un trozo propio, que se carga al abrir «Tu turno».
 */
import type { Caller, Expected, Failure, Holder, Outcome, RowExpected, StartedAt, TestId, WriteKind } from '../../yourturn/harness/results';
import type { CodeLinkProblem } from '../../yourturn/codeLink';
import type { CodeProblem } from '../../yourturn/learnerModule';
import type { CodeOrigin } from '../../yourturn/yourTurnStore';
import type { YourTurnWords } from '../yourTurnWords';
import { formatCount, formatList, formatTime } from '../format';
import { wayOutCall } from '../wayOutCall';

const tests: Record<TestId, string> = {
  'new-key': 'Una clave nueva se reserva y el trabajo se hace una vez',
  replay: 'La misma clave y los mismos parámetros repiten la respuesta guardada; el trabajo no se hace',
  mismatch: 'Otros parámetros dan una discrepancia, y el trabajo nunca se hace',
  reordered: '{a, b} es igual a {b, a}',
  'in-flight': 'Una clave en curso y reciente da un conflicto',
  stale: 'Una clave caducada se toma y el trabajo se hace',
  'two-stale': 'Dos reintentos sobre una misma clave caducada: solo uno la toma',
  'work-throws': 'Si el trabajo falla, la reserva se libera y un reintento hace el trabajo',
  restart: 'Un reinicio: un almacén nuevo sobre la misma base de datos lo ve todo',
  crash: 'La caída de principio a fin: cobrado, muerto antes de guardar, tomado tras lockMs, la clave de PayCo repite el cobro: un cobro',
  'late-save': 'Fencing: el guardado tardío del trabajador lento no cambia nada; la respuesta del nuevo dueño se queda',
  'failed-work': 'Fencing: el trabajo fallido del trabajador lento no borra nada',
};

const callers: Record<Caller, string> = {
  request: 'la primera petición',
  second: 'la segunda petición',
  retry: 'el reintento',
  slow: 'el trabajador lento',
  owner: 'el nuevo dueño',
  restarted: 'el almacén reiniciado',
  neighbour: 'la petición de otra clave',
};

const times = (n: number) => (n === 0 ? 'ninguna vez' : n === 1 ? 'una vez' : `${n} veces`);

function outcome(o: Outcome): string {
  if (o.kind === 'answered') return `respondió ${o.value}`;
  if (o.kind === 'threw') return `lanzó ${o.error}`;
  return 'nunca terminó (su promesa no se resolvió)';
}

function expected(e: Expected): string {
  switch (e.kind) {
    case 'answer':
      return `la respuesta del trabajo, ${e.value}`;
    case 'replay':
      return `la respuesta guardada, ${e.value}`;
    case 'mismatch':
      return 'MismatchError (422)';
    case 'conflict':
      return 'ConflictError (409)';
    case 'rethrow':
      return `el propio error del trabajo, relanzado (${e.error})`;
  }
}

/** «de» ante un nombre: «de el» se contrae en «del». */
const de = (name: string) => (name.startsWith('el ') ? `del ${name.slice(3)}` : `de ${name}`);

function rowExpected(e: RowExpected): string {
  if (e.kind === 'done') return e.lockedAt === undefined ? `done, con ${e.value} guardado` : `done, locked_at ${e.lockedAt} (la hora de la propia toma, su token), con ${e.value} guardado`;
  if (e.kind === 'gone') return 'borrada (la reserva liberada)';
  return `todavía la reserva ${de(callers[e.by])} (in_flight, locked_at ${e.lockedAt})`;
}

const writes: Record<WriteKind, string> = { save: 'guardado', release: 'DELETE', write: 'escritura' };

/** Una escritura tardía que cambió filas: de quién eran y qué les hizo. */
function lateWrite(caller: Caller, write: WriteKind, changes: number, holder: Holder): string {
  const did = `el ${writes[write]} ${de(callers[caller])} cambió ${changes === 1 ? '1 fila' : `${changes} filas`}`;
  const whose = callers[holder.caller];
  if (holder.holds === 'answer') return `${did} después de que ${whose} guardara su respuesta (locked_at ${holder.lockedAt}): ${write === 'release' ? `borró la respuesta ${de(whose)}` : `su respuesta reemplazó la ${de(whose)}`}`;
  return `${did} mientras ${whose} aún tenía la reserva (locked_at ${holder.lockedAt}): ${write === 'release' ? `liberó la reserva ${de(whose)} para una tercera petición` : `su respuesta reemplazó la ${de(whose)}`}`;
}

function code(problem: CodeProblem): string {
  switch (problem.kind) {
    case 'syntax':
      return problem.line > 0 ? `el código no se puede analizar: ${problem.detail}, línea ${problem.line}, columna ${problem.column}` : `el código no se puede analizar: ${problem.detail}`;
    case 'module-threw':
      return `el módulo lanzó un error al cargarse: ${problem.error}`;
    case 'no-store':
      return problem.found ? `el código no exporta ninguna clase IdempotencyStore (exporta ${problem.found})` : 'el código no exporta ninguna clase IdempotencyStore';
    case 'import':
      return `importa '${problem.name}': aquí solo se puede importar 'cloakroom'`;
  }
}

function startedAt(at: StartedAt | undefined): string {
  if (!at) return '';
  if (at.kind === 'await') return ' (la segunda petición empezó mientras el trabajo de la primera estaba en marcha)';
  if (at.kind === 'after') return ' (la segunda petición empezó cuando la primera ya había terminado)';
  return ` (la segunda petición empezó dentro de la sentencia ${at.n} de la primera: ${at.sql.replace(/\s+/g, ' ').trim()})`;
}

function failure(f: Failure): string {
  const why = (() => {
    switch (f.kind) {
      case 'code':
        return code(f.problem);
      case 'constructor':
        return `new IdempotencyStore(db, { lockMs, now }) lanzó ${f.error}`;
      case 'work-runs':
        return f.ran === 0 ? `el trabajo no se hizo nunca; se esperaba ${times(f.expected)}` : `el trabajo se hizo ${times(f.ran)}; se esperaba ${times(f.expected)}`;
      case 'outcome':
        return `${callers[f.caller]} ${outcome(f.got)}; se esperaba ${expected(f.expected)}`;
      case 'row': {
        const found = f.found ? `${f.found.status}, locked_at ${f.found.lockedAt}${f.found.response === null ? '' : `, response ${f.found.response}`}` : 'borrada';
        return `la fila de ${f.key} está ${found}; se esperaba ${rowExpected(f.expected)}`;
      }
      case 'charges':
        return `PayCo cobró ${times(f.count)}; se esperaba una vez`;
      case 'late-write':
        return lateWrite(f.caller, f.write, f.changes, f.holder);
      case 'database':
        return `no se pudo leer la base de datos después de tu código: ${f.error}`;
      case 'timeout':
        return `tiempo agotado: no terminó en ${formatTime(f.ms)} (un bucle sin fin, o una promesa que nunca se resuelve), así que su proceso se detuvo`;
      case 'way-out':
        return `tu código intentó salir del entorno donde se ejecuta: ${formatList(f.attempts.map(wayOutCall))}; cada intento se rechazó y no se envió nada (las pruebas juzgan un almacén solo por su base de datos)`;
    }
  })();
  const age = f.lockAge ? ` (el bloqueo tenía ${formatTime(f.lockAge.ageMs)} y lockMs es ${formatTime(f.lockAge.lockMs)}: un bloqueo está caducado desde lockMs, pues now − locked_at < lockMs es lo vigente según el contrato)` : '';
  return why + startedAt(f.startedAt) + age;
}

const from: Record<CodeOrigin, string> = {
  skeleton: 'El punto de partida de la lección: completa la reserva y las tres primeras comprobaciones (los ____ y las cadenas vacías), y escribe la toma y la liberación si falla.',
  saved: 'Tu código, tal como lo dejaste en este navegador.',
  link: 'El código del enlace. Todavía no se ha ejecutado nada: pulsa «Ejecutar las pruebas».',
  solution: 'Una solución al estilo de la lección. Pasa las doce pruebas; cámbiala y mira cuáles se rompen.',
  edited: '',
};

function linkProblem(when: 'opening' | 'saving', problem: CodeLinkProblem): string {
  if (when === 'opening') {
    return problem.kind === 'too-long'
      ? `El código de este enlace es demasiado largo (${formatCount(problem.chars)} caracteres; un enlace lleva como mucho ${formatCount(problem.limit)}): se muestra el punto de partida de la lección.`
      : 'El código de este enlace no se puede leer (está cortado, o no es de Cloakroom): se muestra el punto de partida de la lección.';
  }
  return `Tu código es demasiado largo para la dirección (${formatCount(problem.kind === 'too-long' ? problem.chars : 0)} caracteres; un enlace lleva como mucho ${formatCount(problem.kind === 'too-long' ? problem.limit : 0)}): solo se guarda en este navegador.`;
}

export const yourTurn: YourTurnWords = {
  title: 'Tu turno',
  captions: {
    'yours.intro': 'Esta escena, con tu almacén: los mismos clientes, la misma red y los mismos fallos que la de la lección; el run() es el tuyo, y cada fila de abajo es lo que hizo tu SQL.',
    'yours.outro.payflow': 'Con tu almacén la escena acaba con {charges|cobro} en el libro de PayCo y {rows|fila de claves}, {done} en done. Las comprobaciones dicen qué reglas se cumplieron.',
    'yours.outro.library': 'Con tu almacén la escena acaba con {loans|préstamo} y {rows|fila de claves}, {done} en done. Las comprobaciones dicen qué reglas se cumplieron.',
    'yours.outro.payflow.doubled': 'Con tu almacén la escena acaba con {charges|cobro} en el libro de PayCo: más de un cobro para {ownerList}. {rows|fila de claves}, {done} en done. Las comprobaciones dicen qué regla se rompió, y en qué paso.',
    'yours.outro.library.doubled': 'Con tu almacén la escena acaba con {loans|préstamo}: más de un préstamo del libro para {ownerList}. {rows|fila de claves}, {done} en done. Las comprobaciones dicen qué regla se rompió, y en qué paso.',
    'yours.sql.claim': 'El INSERT del {worker} añade la fila de {ticket}: in_flight, locked_at {token}. 1 fila cambiada.',
    'yours.sql.takeover': 'El UPDATE del {worker} mueve el bloqueo de {ticket} de locked_at {oldToken} a {token}: 1 fila cambiada, y lo tiene el {worker}.',
    'yours.sql.takeover.stolen': 'El {worker} leyó locked_at {oldToken}, pero la fila ya iba por {rowToken}; su UPDATE escribe {token} igualmente y le quita {ticket} a quien lo tenía.',
    'yours.sql.takeover.lost': 'El UPDATE del {worker} sobre el bloqueo de {ticket} cambia 0 filas.',
    'yours.sql.save': 'El UPDATE del {worker} guarda su respuesta: {ticket} queda en done.',
    'yours.sql.save.over': 'El {worker} guarda su respuesta de {ticket} sobre una fila que ya no era su reserva ({rowStatus}, locked_at {rowToken}).',
    'yours.sql.save.fenced': 'El guardado del {worker} para {ticket} cambia 0 filas: su respuesta no se queda.',
    'yours.sql.release': 'El DELETE del {worker} borra su reserva de {ticket}: cambia {changes|fila}.',
    'yours.sql.release.over': 'El DELETE del {worker} borra {ticket}, que ya no era su reserva (locked_at {rowToken}).',
    'yours.sql.release.fenced': 'El DELETE del {worker} para {ticket} cambia 0 filas: la fila se queda.',
    'yours.sql.other': 'El {worker} ejecuta {verb} sobre idempotency_keys: cambia {changes|fila}.',
    'yours.decide.replayed': 'El run() del {worker} para {ticket} vuelve sin hacer el trabajo.',
    'yours.decide.mismatch': 'El run() del {worker} para {ticket} lanza MismatchError; el trabajo no se hace.',
    'yours.decide.in-flight': 'El run() del {worker} lanza ConflictError: la fila de {ticket} está en {status}, bloqueada hace {ageMs}.',
    'yours.decide.in-flight.norow': 'El run() del {worker} lanza ConflictError; no hay fila para {ticket}.',
    'yours.decide.claimed': 'El {worker} tiene {ticket}.',
    'yours.respond.mismatch': 'El {worker} responde {status} {error}: su run() lanzó MismatchError.',
    'yours.result.replayed': 'El {worker} responde 201 con Idempotency-Replayed: true, y {phone} recibe {chargeId}.',
  },
  tests,
  passed: 'pasa',
  failed: (why: string) => `falla: ${why}`,
  failure,
  tally: (passed: number, total: number) => `${formatCount(passed)} de ${formatCount(total)} pasan`,
  entryLead: 'El ejercicio de la lección, en la página: escribes IdempotencyStore.run, y las doce pruebas de la lección y sus escenas reales lo juzgan.',
  open: 'Abrir «Tu turno»',
  loading: 'Cargando «Tu turno»…',
  lead: 'Escribe IdempotencyStore.run. Tu código se ejecuta en un proceso propio sobre una base de datos SQLite real; las doce pruebas lo juzgan, y luego cualquier escena de las dos historias puede reproducirse con él.',
  contractLead: 'El contrato, tal como las pruebas y cada escena llaman a tu almacén:',
  contractClock: 'now() es el reloj de la escena, en ms.',
  editor: 'Tu almacén',
  editorHelp: 'TypeScript; los tipos se quitan antes de ejecutarlo. En el editor, Tab sangra; pulsa Esc y luego Tab para salir.',
  from,
  kept: 'Se guarda en este navegador mientras escribes; tras cada ejecución también va en la dirección (code=).',
  dbTitle: 'El db que recibe tu almacén, el DatabaseSync de node:sqlite: esto es todo lo que necesitas',
  dbReminder: `const st = db.prepare('UPDATE t SET a = ? WHERE k = ?');  // se compila una vez, con ? como huecos
st.run(1, 'k1').changes        // una escritura: cuántas filas cambió (0 o 1 aquí)
db.prepare('SELECT * FROM t WHERE k = ?').get('k1')   // la primera fila, o undefined
  as { a: number } | undefined                        // las filas llegan sin tipo: conviértelas`,
  run: 'Ejecutar las pruebas',
  running: 'Ejecutando las pruebas…',
  startAgain: 'Empezar de nuevo',
  showSolution: 'Ver una solución',
  testsLabel: 'Pruebas',
  notRun: 'aún sin ejecutar',
  runningTest: 'en marcha…',
  allPassed: 'Pasan las doce. Ahora mira tu almacén en las escenas de la lección.',
  syntaxAt: (line: number, column: number) => `Línea ${line}, columna ${column}`,
  linkProblem,
  failedToRun: (problem: string) => `Las pruebas no se han podido ejecutar: ${problem}.`,
  watch: {
    title: 'Mira tu almacén',
    lead: 'Reproduce cualquier capítulo de esta historia con tu almacén: el escenario, las filas, el SQL (el tuyo, tal como se ejecutó), el árbol de run() y las comprobaciones, con el primer momento en que falló cada una.',
    chapter: 'Escena que reproducir',
    noProviderKey: 'PayCo no recibe clave propia de la tienda (solo tu almacén se interpone entre un reintento y un segundo cobro)',
    play: 'Mira tu almacén',
    building: 'Reproduciendo la escena con tu almacén…',
    failed: (why: string) => `La escena no ha podido ejecutarse con tu almacén: ${why}.`,
    scene: (chapter: string) => `Tu almacén: ${chapter}`,
    findRace: 'Busca una carrera en mi almacén',
    searching: 'Ejecutando planificaciones aleatorias de la tienda con tu almacén…',
    held: (tried: number) => `Ninguna carrera en ${tried} planificaciones aleatorias: cada invariante se ha cumplido en tu almacén.`,
    raceScene: 'Tu almacén: la carrera más pequeña encontrada',
    runLab: 'Ejecuta el laboratorio con mi almacén',
    labRunning: 'Ejecutando la versión 3 del laboratorio con tu almacén…',
    labTable: 'El laboratorio, versión 3 (una clave por pago), con el almacén de la lección y con el tuyo',
    labStore: 'almacén',
    labLesson: 'el de la lección',
    labYours: 'el tuyo',
    labSame: 'Tu almacén da la fila de la lección. Aquí las peticiones van de una en una, como en el laboratorio de la semilla; «Busca una carrera en mi almacén» es donde dos se encuentran.',
    labDiffers: 'La fila de tu almacén no es la de la lección: las mismas respuestas, perdidas igual, se encontraron con tu almacén.',
  },
  syntaxMark: (detail: string) => `Error de sintaxis: ${detail}`,
};

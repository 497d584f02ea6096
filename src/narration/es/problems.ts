/**
 * Por qué no ocurrió lo que pidió quien aprende (core/problem.ts): un proceso que no arrancó,
 * el motor SQLite que no se cargó, una escena que el sandbox no puede construir, un pedido del
 * laboratorio pedido demasiado pronto. Se dice dentro del marco de la vista («El laboratorio no ha
 * podido ejecutarse: …»).
 */
import type { Problem, WorkerName } from '../../core/problem';
import type { Catalog } from '../catalog';
import { formatNumber } from '../format';

/** Cada proceso del navegador, como lo nombra una frase (un Web Worker, no un trabajador del servidor). */
const WORKER: Record<WorkerName, string> = { scene: 'El proceso de las escenas', lab: 'El proceso del laboratorio', race: 'El buscador de carreras', yours: 'El proceso de tu código' };

function say(p: Problem): string {
  switch (p.kind) {
    case 'workerNoStart':
      return `${WORKER[p.worker]} no ha podido arrancar: ${say(p.why)}`;
    case 'workerNotHere':
      return `${WORKER[p.worker]} no puede ejecutarse en esta página: ${say(p.why)}`;
    case 'workerStopped':
      return `${WORKER[p.worker]} se ha detenido`;
    case 'noScript':
      return p.sandboxed
        ? 'su script no se ha cargado. Esta página está en un marco aislado (sandbox), y su servidor tiene que permitirlo (Access-Control-Allow-Origin, ver EMBEDDING.md)'
        : 'su script no se ha cargado';
    case 'sqlNotLoaded':
      return `El motor SQLite (sql-wasm.wasm) no se ha podido cargar: ${say(p.why)}`;
    case 'serverAnswered':
      return `el servidor respondió ${p.status} ${p.statusText}`.trim();
    case 'labNotRun':
      return 'Ejecuta primero el laboratorio hasta el final: aún no hay ningún pago que repetir.';
    case 'sceneNoWorker':
      return `no hay ningún ${p.worker} (la escena tiene ${formatNumber(p.workers)})`;
    case 'sceneNoTapIntent':
      return `no hay ninguna operación ${p.intent} que volver a tocar (la escena tiene ${formatNumber(p.intents)})`;
    case 'sceneNoKeyYet':
      return 'todavía no hay ninguna clave que reutilizar: haz primero un pedido';
    case 'sceneNoProvider':
      return 'esta historia no tiene proveedor de pagos: no hay ningún PayCo cuya respuesta perder ni al que dar una clave';
    case 'sceneNoClient':
      return `no hay ningún cliente ${p.client}`;
    case 'sceneNoIntent':
      return `no hay ninguna operación ${p.intent}`;
    case 'sceneTooManyWorkers':
      return `una escena admite como mucho ${formatNumber(p.max)} trabajadores`;
    case 'sceneTooManyIntents':
      return `una escena admite como mucho ${formatNumber(p.max)} operaciones`;
    case 'sceneBeatPastEnd':
      return `el paso ${p.beat} queda más allá del final de ${p.chapter} (sus pasos van del 0 al ${p.last})`;
    case 'sceneAction':
      return `acción ${p.action}: ${say(p.why)}`;
    case 'compareSide':
      return `el lado ${p.side.toUpperCase()} no se ha podido ejecutar: ${say(p.why)}`;
    case 'noStoreOfYours':
      return 'un lado lo ha de jugar tu propio almacén, y aquí aún no hay ninguno: escríbelo en «Tu turno» y ejecuta sus pruebas primero';
    case 'tooManyBranches':
      return `la escena guarda como mucho ${formatNumber(p.max)} ramas: borra una para volver a ramificar`;
    case 'yoursPolicy':
      return p.missing === 'eval'
        ? 'el marco donde se ejecuta tu código está bajo una política que prohíbe ejecutar código (el servidor envía una con learner-frame…html: EMBEDDING.md, «Your turn», dice cuál puede enviar)'
        : 'el marco donde se ejecuta tu código podría llegar a la red, así que este navegador no respeta su política: aquí no se ejecuta tu código';
    case 'yoursFrame':
      return 'el marco donde se ejecuta tu código no ha arrancado: el servidor debe servir learner-frame…html tal como se construye, sin más política que la que da EMBEDDING.md («Your turn»)';
    case 'said':
      return p.text;
  }
}

export const problems: Catalog['problems'] = { say };
